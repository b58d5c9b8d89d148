import { ContactValiditySchema, ok, ValidateEmailBodySchema, ValidatePhoneQuerySchema } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE } from '../../limits/index.js';
import { successSchema } from '../../shared/envelope-schema.js';
import { getStates, validateEmailDeliverable, validateMemberEmail, validatePhone } from './contact-checks.service.js';
import { contactViewer } from './contact-viewer.js';

const tags = ['enrollment'];
const ValidityResponse = successSchema(ContactValiditySchema);

/**
 * The Contact Information step's lookups (spec 001 section 7): get-states and the three validity calls, answered
 * offline. The validity calls say whether a contact is on file for someone else only to a caller who knows that
 * member (contact-viewer.ts; everyone else hears the unknown contact's answer), and have a limit per visitor (and,
 * ADDRESS_SHARE times over, per address).
 */
const contactChecksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-states',
    {
      schema: {
        tags,
        summary: 'The states and territories of the contact form',
        response: { 200: successSchema(z.object({ result: z.array(z.object({ name: z.string(), abbrev: z.string() })) })) },
      },
    },
    async () => ok(getStates()),
  );

  app.post(
    '/validate-member-email',
    {
      config: { limit: LIMIT_PURPOSE.contactCheck },
      schema: {
        tags,
        summary: "Whether an e-mail is valid, not disposable and not another member's",
        body: ValidateEmailBodySchema,
        response: { 200: ValidityResponse },
      },
    },
    async (request) => {
      const ctx = await request.context();
      return ok(await validateMemberEmail(ctx, contactViewer(ctx, await request.staff()), request.body));
    },
  );

  app.post(
    '/validate-email-neverbounce',
    {
      config: { limit: LIMIT_PURPOSE.contactCheck },
      schema: { tags, summary: 'Whether mail can be delivered to an e-mail (offline: syntax and disposable domains)', body: ValidateEmailBodySchema, response: { 200: ValidityResponse } },
    },
    async (request) => ok(await validateEmailDeliverable(await request.context(), request.body)),
  );

  app.get(
    '/validate-phone-numverify',
    {
      config: { limit: LIMIT_PURPOSE.contactCheck },
      schema: {
        tags,
        summary: "Whether a phone is a valid US number and not another member's",
        querystring: ValidatePhoneQuerySchema,
        response: { 200: ValidityResponse },
      },
    },
    async (request) => {
      const ctx = await request.context();
      return ok(await validatePhone(ctx, contactViewer(ctx, await request.staff()), request.query));
    },
  );
};

export default contactChecksRoutes;
