import {
  CONTACT_INFO_FIELDS,
  CONTACT_INFO_FLAGS,
  EnrollmentIdSchema,
  EnrollmentQuerySchema,
  FieldDefinitionListSchema,
  ok,
  SaveContactInfoErrorSchema,
  SaveContactInfoAnswerSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successSchema } from '../../shared/envelope-schema.js';
import { ContactInfoColumnSchema, readContactInfoAnswer } from '../step-columns.js';
import {
  contactFieldsWithValues,
  contactFormFields,
  ContactInfoRefusal,
  contactStepOptions,
  saveContactInfo,
  saveContactInfoData,
} from './contact-info.service.js';
import { contactViewer, sessionOnlyViewer } from './contact-viewer.js';

const tags = ['enrollment'];

/**
 * The request's shape only: every contact field and flag named (for the OpenAPI document and the fuzz test), each
 * value left to the service, which applies the enrollment's field rules and the contact checks together so that
 * one answer lists every problem (a schema failure here would hide the contact checks until it is fixed).
 */
const SaveContactInfoBody = z.object({
  enrollment_id: EnrollmentIdSchema,
  ...Object.fromEntries([...CONTACT_INFO_FIELDS, ...CONTACT_INFO_FLAGS].map((name) => [name, z.unknown().optional()])),
});

/** Every 422 of the route: the refusal with errors.email / errors.phone, or a plain field-error envelope. */
const RefusalSchema = SaveContactInfoErrorSchema.extend({ errorCode: z.string(), errors: SaveContactInfoErrorSchema.shape.errors.optional() });


/** save-contact-info and get-form-fields-contact-info (spec 001 sections 3, 5, 7, 8). */
const contactInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  // get-enrollment-step's contact_info: this call's fields and the step's options (the value is the temp-info column).
  app.stepLoaders.register('contact_info', {
    fields: (ctx, enrollment) => contactFieldsWithValues(ctx, enrollment),
    options: (ctx, enrollment) => contactStepOptions(ctx, enrollment),
  });
  // get-enrollment-temp-info's contact_info: null until saved. All of it was entered in this enrollment, so a
  // member-store enrollment sees it as well.
  app.tempInfoColumns.register('contact_info', { schema: ContactInfoColumnSchema, read: (row, ctx) => readContactInfoAnswer(ctx, row) });
  // Save & Continue Later on this step stores what was given with the step's own checks, in the save-for-later
  // transaction, requiring no field beyond the spec's save-later payload (spec 001 section 7; issue 26 item 5).
  app.saveLater.register('contact_info', async (ctx, tx, enrollment, data) => {
    await saveContactInfoData(ctx, tx, enrollment, data, { viewer: sessionOnlyViewer(ctx), forLater: true });
  });

  app.get(
    '/get-form-fields-contact-info',
    {
      schema: {
        tags,
        summary: 'The contact form fields shown for the enrollment (field_name, required, read_only, value)',
        querystring: EnrollmentQuerySchema,
        response: { 200: successSchema(z.object({ result: FieldDefinitionListSchema })) },
      },
    },
    async (request) => ok({ result: await contactFormFields(await request.context(), request.query.enrollment_id) }),
  );

  app.post(
    '/save-contact-info',
    {
      schema: {
        tags,
        summary: 'Saves the contact step; a flagged e-mail or phone needs a code (or a rep or group skip)',
        body: SaveContactInfoBody,
        response: { 200: successSchema(SaveContactInfoAnswerSchema), 422: RefusalSchema },
      },
    },
    async (request, reply) => {
      try {
        const ctx = await request.context();
        return ok(await saveContactInfo(ctx, contactViewer(ctx, await request.staff()), request.body));
      } catch (error) {
        if (error instanceof ContactInfoRefusal) return reply.status(422).send(error.envelope());
        throw error;
      }
    },
  );
};

export default contactInfoRoutes;
