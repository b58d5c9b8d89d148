import {
  BeneficiaryAnswerSchema,
  BeneficiaryWireSchema,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionListSchema,
  ok,
  SaveBeneficiaryInfoBodySchema,
  ValidBeneficiaryAnswerSchema,
  SaveBeneficiaryInfoAnswerSchema,
  BeneficiaryInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import {
  beneficiaryInfoFields,
  beneficiaryStepOptions,
  existingUserBeneficiaries,
  getBeneficiaryInfoFields,
  readBeneficiaryInfoAnswer,
  saveBeneficiaryInfo,
  saveBeneficiaryInfoData,
  unsavedBeneficiaryValue,
  validateSingleBeneficiary,
} from './beneficiary-info.service.js';

const tags = ['enrollment'];

/**
 * The Beneficiary Information step (spec 001 sections 2 to 9) under /api/v1: its field definitions, relationship
 * names, an existing member's earlier beneficiaries, the single-beneficiary check of the add and edit forms, and the
 * list's save; and its get-enrollment-step loader. Save & Continue Later saves the list through
 * saveBeneficiaryInfoData (registered with app.saveLater below).
 */
const beneficiaryInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.stepLoaders.register('beneficiary_info', {
    fields: (_ctx, enrollment) => beneficiaryInfoFields(enrollment),
    options: () => beneficiaryStepOptions(),
    // An existing member's step opens on their earlier beneficiaries until this enrollment saves its own list.
    unsavedValue: unsavedBeneficiaryValue,
  });
  // get-enrollment-temp-info's benificiary_info: null until saved; SSNs masked. An existing member's earlier list is
  // the step's unsaved value, not this column.
  app.tempInfoColumns.register('benificiary_info', { schema: BeneficiaryInfoAnswerSchema.nullable(), read: (row, ctx) => readBeneficiaryInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('benificiary_info', async (ctx, tx, enrollment, data) => {
    await saveBeneficiaryInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-form-fields-beneficiary-info',
    {
      schema: {
        tags,
        summary: "The beneficiary form's field definitions for this enrollment (field_name, required, read_only)",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: FieldDefinitionListSchema })) },
      },
    },
    async (request) => ok(await getBeneficiaryInfoFields(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-beneficiary-relationships',
    {
      schema: {
        tags,
        summary: 'The relationship names a beneficiary may have',
        response: { 200: successSchema(z.object({ result: z.array(z.string()) })) },
      },
    },
    async () => ok({ result: beneficiaryStepOptions().relationships }),
  );

  app.get(
    '/get-beneficiaries-existing-user-enrollment',
    {
      schema: {
        tags,
        summary: "An existing member's earlier beneficiaries (SSNs masked), falling back to this enrollment's saved list",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: z.array(BeneficiaryAnswerSchema) })) },
      },
    },
    async (request) => ok(await existingUserBeneficiaries(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/validate-single-beneficiary',
    {
      schema: {
        tags,
        summary: "Checks one beneficiary of the add or edit form with the save's rules; answers it with the SSN masked",
        // Shape only: the values are checked in the service, so one answer lists every field's error.
        body: BeneficiaryWireSchema.extend({ enrollment_id: EnrollmentIdSchema }),
        response: { 200: successSchema(ValidBeneficiaryAnswerSchema) },
      },
    },
    async (request) => ok(await validateSingleBeneficiary(await request.context(), request.body)),
  );

  app.post(
    '/save-beneficiary-info',
    {
      schema: {
        tags,
        summary: 'Saves the beneficiary list (at most 3 primaries and 1 contingent, shares totalling 100; SSNs encrypted); answers it with SSNs masked',
        body: SaveBeneficiaryInfoBodySchema,
        response: { 200: successSchema(SaveBeneficiaryInfoAnswerSchema) },
      },
    },
    async (request) => ok(await saveBeneficiaryInfo(await request.context(), request.body)),
  );
};

export default beneficiaryInfoRoutes;
