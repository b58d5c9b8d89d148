import {
  DependentAnswerSchema,
  DependentFormFieldsAnswerSchema,
  SaveDependentsAnswerSchema,
  EnrollmentQuerySchema,
  ok,
  SaveDependentsBodySchema,
  ValidateDependentBodySchema,
  ValidDependentAnswerSchema,
  SaveDependentsToTempAnswerSchema,
  DependentInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import {
  dependentFormFields,
  dependentRules,
  dependentStepOptions,
  getExistingDependents,
  readDependentInfoAnswer,
  saveDependents,
  saveDependentsData,
  saveDependentsToTemp,
  unsavedDependentInfo,
  validateSingleDependent,
} from './dependents.service.js';

const tags = ['enrollment'];

/**
 * The Dependent Information step (spec 001 sections 2-5, 7, 8) under /api/v1: its field definitions, an existing
 * member's earlier dependents, the check of one dependent (add and edit popups), the save and the temp save after
 * each add, edit or delete; and its get-enrollment-step loader. Save & Continue Later saves it through
 * saveDependentsData (registered with app.saveLater below). get-health-questions-dependent-info is the Health step's.
 */
const dependentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.stepLoaders.register('dependent_info', {
    fields: async (ctx, enrollment) => (await dependentRules(ctx, enrollment)).fields,
    options: (ctx, enrollment) => dependentStepOptions(ctx, enrollment),
    // Before the first save an existing member's earlier dependents show (filtered by tier, SSNs masked).
    unsavedValue: (ctx, enrollment) => unsavedDependentInfo(ctx, enrollment),
  });
  // get-enrollment-temp-info's dependent_info: null until saved; SSNs masked. All of it was entered in this enrollment
  // (earlier dependents only prefill the form), so a member-store enrollment sees it.
  app.tempInfoColumns.register('dependent_info', { schema: DependentInfoAnswerSchema.nullable(), read: (row, ctx) => readDependentInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('dependent_info', async (ctx, tx, enrollment, data) => {
    await saveDependentsData(ctx, tx, enrollment, data, 'temp');
  });

  app.get(
    '/get-form-fields-dependent-primary-info',
    {
      schema: {
        tags,
        summary: "A dependent form's field definitions, the generic-medication note (disclaimer) and whether the legally-disabled question is asked (children's tiers)",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(DependentFormFieldsAnswerSchema) },
      },
    },
    async (request) => ok(await dependentFormFields(await request.context(), request.query.enrollment_id)),
  );

  app.get(
    '/get-dependents-existing-user-enrollment',
    {
      schema: {
        tags,
        summary: "An existing member's earlier dependents, filtered by the enrollment's tier, SSNs masked (none for other enrollments)",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: z.object({ dependents: z.array(DependentAnswerSchema) }) })) },
      },
    },
    async (request) => ok(await getExistingDependents(await request.context(), request.query.enrollment_id)),
  );

  app.post(
    '/validate-single-dependent',
    {
      schema: {
        tags,
        summary: 'Checks one dependent (primary_info, health_info) as the add and edit popups submit it; errors under primary_info.FIELD',
        body: ValidateDependentBodySchema,
        response: { 200: successSchema(ValidDependentAnswerSchema) },
      },
    },
    async (request) => ok(await validateSingleDependent(await request.context(), request.body)),
  );

  app.post(
    '/save-dependent-info',
    {
      schema: {
        tags,
        summary: "Saves the dependents: each checked ('Dependent #N: …'), then the tier's limits; SSNs and health answers encrypted, answered masked; the household-priced cart lines follow the spouse and children (cart_repriced, cart_removed)",
        body: SaveDependentsBodySchema,
        response: { 200: successSchema(SaveDependentsAnswerSchema) },
      },
    },
    async (request) => ok(await saveDependents(await request.context(), request.body)),
  );

  app.post(
    '/save-dependent-info-to-temp',
    {
      schema: {
        tags,
        summary: 'Saves the list as it is after an add, edit or delete: each dependent checked, only limits already exceeded refused',
        body: SaveDependentsBodySchema,
        response: { 200: successSchema(SaveDependentsToTempAnswerSchema) },
      },
    },
    async (request) => ok(await saveDependentsToTemp(await request.context(), request.body)),
  );
};

export default dependentsRoutes;
