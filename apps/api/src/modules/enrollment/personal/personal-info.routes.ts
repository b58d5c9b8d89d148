import {
  CheckEnrollCodeAnswerSchema,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionSchema,
  ok,
  SaveEnrollerCodeBodySchema,
  type PrimaryInfoStepOptions,
  SavePersonalInfoAnswerSchema,
  EnrollerCodeAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHeldEnrollmentOfBody } from '../../enrollment-record/index.js';
import { enrollmentOfBody, hasCode, LIMIT_PURPOSE } from '../../limits/index.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { PersonalInfoColumnSchema, readPersonalInfoAnswer } from '../step-columns.js';
import {
  checkEnrollCode,
  enrollCodeRuleOf,
  getPersonalInfoFields,
  personalInfoFields,
  personalReadOnlyValues,
  saveEnrollerCode,
  savePersonalInfo,
  savePersonalInfoData,
} from './personal-info.service.js';

const tags = ['enrollment'];

/**
 * The Personal Information step (spec 001 sections 2, 3, 5, 7) under /api/v1: its field definitions, its save and
 * the Enroller Code modal's save; and its get-enrollment-step loader. check-enroll-code is on the benefit base
 * (enrollCodeRoutes). Save & Continue Later saves this step through savePersonalInfoData (registered with app.saveLater below).
 */
const personalInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.stepLoaders.register('primary_info', {
    fields: personalInfoFields,
    options: (_ctx, enrollment): PrimaryInfoStepOptions => ({ enroll_code: enrollCodeRuleOf(enrollment) }),
    // Before the first save the read-only gender and date of birth still show.
    unsavedValue: (_ctx, enrollment) => personalReadOnlyValues(enrollment),
  });
  // get-enrollment-temp-info's primary_info: null until saved; the SSN masked; gender and birthdate from the filter,
  // also for a member-store enrollment: they are read-only on its personal form and part of the member's application
  // (spec 001 §6, 002 §2.2).
  app.tempInfoColumns.register('primary_info', { schema: PersonalInfoColumnSchema, read: (row, ctx) => readPersonalInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('primary_info', async (ctx, tx, enrollment, data) => {
    await savePersonalInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-form-fields-personal-info',
    {
      schema: {
        tags,
        summary: 'The personal form\'s field definitions for this enrollment (weight and height only when a plan underwrites)',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: z.array(FieldDefinitionSchema) })) },
      },
    },
    async (request) => ok(await getPersonalInfoFields(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/save-personal-info',
    {
      // An enroller code is looked up among reps' codes, as save-enroller-code does: a wrong one is a guess, counted
      // against the visitor and the enrollment; a save without one checks no code and is never refused for guesses.
      config: {
        guess: {
          purpose: LIMIT_PURPOSE.accessCodeGuess,
          subjectOf: enrollmentOfBody,
          before: requireHeldEnrollmentOfBody,
          carriesGuess: (request) => hasCode((request.body as { enroller_code?: unknown }).enroller_code),
        },
      },
      schema: {
        tags,
        summary: 'Saves the personal information (SSN encrypted; a masked SSN keeps the number on file); answers it with the SSN masked',
        // Shape only: the fields are checked in the service against this enrollment's field definitions.
        body: z.looseObject({ enrollment_id: EnrollmentIdSchema }),
        response: { 200: successSchema(SavePersonalInfoAnswerSchema) },
      },
    },
    async (request) => ok(await savePersonalInfo(await request.context(), request.body)),
  );

  app.post(
    '/save-enroller-code',
    {
      // Whether a code exists is what someone guessing reps' codes would ask: a wrong one counts as a guess.
      config: { guess: { purpose: LIMIT_PURPOSE.accessCodeGuess, subjectOf: enrollmentOfBody, before: requireHeldEnrollmentOfBody } },
      schema: {
        tags,
        summary: "Credits the enrollment to a rep's enroller code (the Enroller Code modal)",
        body: SaveEnrollerCodeBodySchema,
        response: { 200: successSchema(EnrollerCodeAnswerSchema) },
      },
    },
    async (request) => ok(await saveEnrollerCode(await request.context(), { enrollment_id: request.body.enrollment_id, enrollerCode: String(request.body.enrollerCode) })),
  );
};

/** GET check-enroll-code on the benefit base: whether the enroller code is shown and whether it is optional. */
export const enrollCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/check-enroll-code',
    {
      schema: {
        tags,
        summary: 'Whether the personal step shows the enroller code (status) and whether it is optional (is_optional)',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(CheckEnrollCodeAnswerSchema) },
      },
    },
    async (request) => ok(await checkEnrollCode(await request.context(), request.query.enrollment_id)),
  );
};

export default personalInfoRoutes;
