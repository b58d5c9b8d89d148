import { MESSAGES, SAVED_TABS, ok } from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireHeldEnrollmentOfBody } from '../enrollment-record/index.js';
import { enrollmentOfBody, hasCode, LIMIT_PURPOSE } from '../limits/index.js';
import { carriesAgreementCode } from './agreement/carries-agreement-code.js';
import { AppError } from '../shared/app-error.js';
import { successSchema } from '../shared/envelope-schema.js';
import { parseFields } from '../shared/parse-fields.js';

const tabSchema = z.enum(SAVED_TABS, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidChoice) });

/**
 * POST save-enrollment: one call for every tab (spec 002 sections 2.6-2.7, 001 save for later). The route reads
 * only `tab` and hands the body to that tab's handler (app.saveTabs); a tab no module has registered yet is refused
 * under `tab` like an unknown one.
 */
const saveEnrollmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/save-enrollment',
    {
      // primary_info looks its enroller code up among reps' codes, as save-enroller-code does, and aggrement_info checks
      // a rep's access code or a group's code as save-agreement-info does: a wrong one is a guess, counted against the
      // visitor and the enrollment; every other save checks no code and is never refused for guesses.
      config: {
        guess: {
          purpose: LIMIT_PURPOSE.accessCodeGuess,
          subjectOf: enrollmentOfBody,
          before: requireHeldEnrollmentOfBody,
          carriesGuess: (request) => {
            const body = request.body as { tab?: unknown; data?: { enroller_code?: unknown; agent_code?: unknown; group_code?: unknown } | null };
            if (body.tab === 'primary_info') return hasCode(body.data?.enroller_code);
            return body.tab === 'aggrement_info' && carriesAgreementCode(body.data);
          },
        },
      },
      schema: {
        tags: ['enrollment'],
        summary: 'Saves one tab of the enrollment: cart_info saves the cart as a quote and e-mails its link; a wizard tab saves the step and e-mails a resume code and link',
        body: z.looseObject({ tab: tabSchema }),
        response: { 200: successSchema(z.looseObject({})) },
      },
    },
    async (request) => {
      const handler = app.saveTabs.handlerFor(request.body.tab);
      if (!handler) throw AppError.field('tab', MESSAGES.invalidChoice);
      // Counted per visitor (and its address) before the body is checked, as the route costs of the rate-limit plugin are.
      if (handler.limit) await app.limiter.consumeByVisitor(handler.limit, request.visitor);
      const body = parseFields(handler.body, request.body);
      return ok(handler.result.parse(await handler.save(await request.context(), body)), handler.message);
    },
  );
};

export default saveEnrollmentRoutes;
