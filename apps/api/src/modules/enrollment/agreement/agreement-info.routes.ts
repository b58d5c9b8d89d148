import {
  AGREEMENT_FIELDS,
  AgreementTextsAnswerSchema,
  AGREEMENT_TEXT_IDS,
  agreeField,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionListSchema,
  ok,
  SIGNATURE_IMAGE_MAX,
  SIGNATURE_NAME_MAX,
  SaveAgreementInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import { requireHeldEnrollment, requireHeldEnrollmentOfBody } from '../../enrollment-record/index.js';
import { enrollmentOfBody, LIMIT_PURPOSE } from '../../limits/index.js';
import { carriesAgreementCode } from './carries-agreement-code.js';
import {
  agreementFields,
  agreementTexts,
  readAgreementInfoAnswer,
  saveAgreementInfo,
  saveAgreementInfoData,
} from './agreement-info.service.js';

const tags = ['enrollment'];
const bounded = (max: number) => z.union([z.string().max(max), z.number(), z.boolean(), z.null()]).optional();

/**
 * The request's shape only (every field named and bounded, for the OpenAPI document and the fuzz test); the rules are
 * the service's (checkAgreementInfo), so one answer lists every problem. The spec's payload also names eprocess,
 * question_id, question, answer and verification_code: accepted, not trusted (eprocess is derived on the server).
 */
const SaveAgreementBody = z.object({
  enrollment_id: EnrollmentIdSchema,
  ...Object.fromEntries(AGREEMENT_TEXT_IDS.map((id) => [agreeField(id), bounded(10)])),
  ...Object.fromEntries(AGREEMENT_FIELDS.filter((f) => f !== 'signature').map((f) => [f, bounded(200)])),
  signature: bounded(SIGNATURE_IMAGE_MAX),
  signature_name: bounded(SIGNATURE_NAME_MAX * 2),
  eprocess: bounded(20),
  question_id: bounded(20),
  question: bounded(200),
  answer: bounded(200),
  verification_code: bounded(20),
});

const result = <S extends z.ZodType>(schema: S) => successSchema(z.object({ result: schema }));

/** The Agreement & Signature step's calls (spec 002 sections 2.4, 4, 5, 7; issue 11 item 3). */
const agreementInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  // get-enrollment-step's agreement_info: the fields, the texts with the carrier message, and the saved agreement
  // (no temp-info column holds it, so it comes as the step's value through unsavedValue).
  app.stepLoaders.register('agreement_info', {
    fields: (ctx, enrollment) => agreementFields(ctx, enrollment),
    options: (ctx, enrollment) => agreementTexts(ctx, enrollment),
    unsavedValue: (ctx, enrollment) => readAgreementInfoAnswer(ctx, enrollment),
  });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('aggrement_info', async (ctx, tx, enrollment, data) => {
    await saveAgreementInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-form-fields-agreement-info',
    {
      schema: {
        tags,
        summary: 'The verification fields by server flags (broker, group or applicant), the date and the signature (field_name, required, read_only, value)',
        querystring: EnrollmentQuerySchema,
        response: { 200: result(FieldDefinitionListSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      return ok({ result: await agreementFields(ctx, await requireHeldEnrollment(ctx, request.query.enrollment_id)) });
    },
  );

  app.get(
    '/get-agreement-texts',
    {
      schema: {
        tags,
        summary: 'The agreement texts (text_head, text_body, text_required) for the cart, the carrier message, has_l713 and the L713 net price',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(AgreementTextsAnswerSchema) },
      },
    },
    async (request) => {
      const ctx = await request.context();
      return ok(await agreementTexts(ctx, await requireHeldEnrollment(ctx, request.query.enrollment_id)));
    },
  );

  app.post(
    '/save-agreement-info',
    {
      // A rep's access code or a group's code typed in the verification block is checked against the enrollment's: a
      // wrong one is a guess at a code, counted in the one budget of wrong codes (decision 0080).
      config: {
        guess: {
          purpose: LIMIT_PURPOSE.accessCodeGuess,
          subjectOf: enrollmentOfBody,
          before: requireHeldEnrollmentOfBody,
          carriesGuess: (request) => carriesAgreementCode(request.body as { agent_code?: unknown; group_code?: unknown }),
        },
      },
      schema: {
        tags,
        summary: 'Saves the agreement: every text ticked, the required verification fields, the signature (drawn PNG or typed name, kept encrypted); eprocess derived',
        body: SaveAgreementBody,
        response: { 200: successSchema(SaveAgreementInfoAnswerSchema) },
      },
    },
    async (request) => ok(await saveAgreementInfo(await request.context(), request.body)),
  );
};

export default agreementInfoRoutes;
