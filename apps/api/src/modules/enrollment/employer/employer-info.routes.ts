import {
  averageWorkWeekOptions,
  bargainingUnitOptions,
  EMPLOYER_INFO_FIELDS,
  EMPLOYER_INFO_FLAGS,
  EmployerOptionListSchema,
  employmentStatusOptions,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionListSchema,
  GroupInfoSchema,
  holidayPolicyOptions,
  ok,
  optionalEnrollmentId,
  SaveEmployerInfoErrorSchema,
  vacationPolicyOptions,
  SaveEmployerInfoAnswerSchema,
  EmployerInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import {
  compensationTypes,
  employerFieldsWithValues,
  employerFormFields,
  EmployerInfoRefusal,
  employerStepOptions,
  employerUnsavedValue,
  groupInfo,
  readEmployerInfoAnswer,
  saveEmployerInfo,
  saveEmployerInfoData,
} from './employer-info.service.js';

const tags = ['enrollment'];

/**
 * The request's shape only: every employer field and flag named (for the OpenAPI document and the fuzz test), each
 * value left to the service, which applies the field rules, the start-date window and the phone check together so
 * that one answer lists every problem.
 */
const SaveEmployerInfoBody = z.object({
  enrollment_id: EnrollmentIdSchema,
  ...Object.fromEntries([...EMPLOYER_INFO_FIELDS, ...EMPLOYER_INFO_FLAGS].map((name) => [name, z.unknown().optional()])),
});

/** Every 422 of the route: data (target_element, error_message, is_valid) and a flagged phone under errors.phone. */
const RefusalSchema = SaveEmployerInfoErrorSchema.extend({
  errorCode: z.string(),
  // A request the route's own schema refuses answers the plain envelope: its items carry no is_valid.
  data: z.array(z.object({ target_element: z.string(), error_message: z.string(), is_valid: z.boolean().optional() })),
  errors: SaveEmployerInfoErrorSchema.shape.errors.optional(),
});

const OptionalEnrollmentQuery = z.object({ enrollment_id: optionalEnrollmentId });
const optionList = successSchema(z.object({ result: EmployerOptionListSchema }));

/** The employer step's calls (spec 001 sections 3, 5, 7, 8; issue 10 item 1). */
const employerInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  // get-enrollment-step's employer_info: fields, every option list, and the group's prefill until the step is saved.
  app.stepLoaders.register('employer_info', {
    fields: (ctx, enrollment) => employerFieldsWithValues(ctx, enrollment),
    options: (ctx, enrollment) => employerStepOptions(ctx, enrollment),
    unsavedValue: (ctx, enrollment) => employerUnsavedValue(ctx, enrollment),
  });
  // get-enrollment-temp-info's employer_info: null until saved (skipped: true after Skip). All of it was entered in
  // this enrollment: a member-store enrollment sees it too.
  app.tempInfoColumns.register('employer_info', { schema: EmployerInfoAnswerSchema.nullable(), read: (row, ctx) => readEmployerInfoAnswer(ctx, row) });
  // Save & Continue Later on this step saves what its own save route saves, in the save-for-later transaction.
  app.saveLater.register('employer_info', async (ctx, tx, enrollment, data) => {
    await saveEmployerInfoData(ctx, tx, enrollment, data);
  });

  app.get(
    '/get-form-fields-employer-info',
    {
      schema: {
        tags,
        summary: 'The employer form fields shown for the enrollment (field_name, required, read_only, value)',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: FieldDefinitionListSchema })) },
      },
    },
    async (request) => ok({ result: await employerFormFields(await request.context(), request.query.enrollment_id) }),
  );

  const staticLists = [
    ['/get-average-work-week', 'Average work week choices (value, name)', averageWorkWeekOptions],
    ['/get-employment-status', 'Employment status choices: A active, C COBRA, R retired', employmentStatusOptions],
    ['/get-vacation-policy', 'Vacation policy choices (value, name)', vacationPolicyOptions],
    ['/get-bargaining-unit', 'Bargaining unit choices (value, name)', bargainingUnitOptions],
    ['/get-holiday-policy', 'Holiday policy keys (value) with their names', holidayPolicyOptions],
  ] as const;
  for (const [path, summary, options] of staticLists) {
    app.get(path, { schema: { tags, summary, querystring: OptionalEnrollmentQuery, response: { 200: optionList } } }, async () => ok({ result: options() }));
  }

  app.get(
    '/get-compensation-types',
    {
      schema: { tags, summary: 'Compensation types offered to the enrollment (1099 only with an IHA plan in the cart)', querystring: EnrollmentQuerySchema, response: { 200: optionList } },
    },
    async (request) => ok({ result: await compensationTypes(await request.context(), request.query.enrollment_id) }),
  );

  app.get(
    '/get-group-info',
    {
      schema: {
        tags,
        summary: "The enrollment's employer group: general_info and address_information (null without a group)",
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: GroupInfoSchema.nullable() })) },
      },
    },
    async (request) => ok({ result: await groupInfo(await request.context(), request.query.enrollment_id) }),
  );

  app.post(
    '/save-employer-info',
    {
      schema: {
        tags,
        summary: 'Saves the employer step (or Skip with an IHA plan in the cart); retired status and late start dates are refused',
        body: SaveEmployerInfoBody,
        response: { 200: successSchema(SaveEmployerInfoAnswerSchema), 422: RefusalSchema },
      },
    },
    async (request, reply) => {
      try {
        return ok(await saveEmployerInfo(await request.context(), request.body));
      } catch (error) {
        if (error instanceof EmployerInfoRefusal) return reply.status(422).send(error.envelope());
        throw error;
      }
    },
  );
};

export default employerInfoRoutes;
