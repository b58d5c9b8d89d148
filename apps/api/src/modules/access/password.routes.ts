import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  fail,
  ok,
  PasswordLinkQuerySchema,
  PasswordLinkSchema,
  PasswordResetRequestedSchema,
  RequestPasswordResetSchema,
  SetPasswordAnswerSchema,
  SetPasswordSchema,
} from '@benefit-store/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkOrigin } from '../../config.js';
import { emailLimitSubject, LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { cookiesAreSecure } from '../shared/cookie-security.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import * as service from './account-lifecycle.service.js';
import { setConsoleStepCookie } from './console-step-cookie.js';
import { enqueuePasswordReset, passwordResetJob } from './password-reset.job.js';

const tags = ['access'];
const ErrorEnvelopeSchema = z.object({ status: z.literal('error'), message: z.string().optional(), errorCode: z.string().optional() });

/**
 * Forgotten passwords and set-password links (issue 23), for reps, group administrators and operators alike: the
 * storefront's /forgot-password and /set-password pages call these. See docs/decisions/0069-staff-account-lifecycle.md.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  // A link that is not (or no longer) good answers 410: a guess of this visitor's, refused past the limit.
  const linkGuess = { purpose: LIMIT_PURPOSE.linkGuess, missStatuses: [410] };
  const secure = cookiesAreSecure(app.config);
  app.jobs.register(passwordResetJob(app.fieldCipher, linkOrigin(app.config)));
  const context = (ip: string) => ({ db: app.database.db, now: app.clock.now(), cipher: app.fieldCipher, ip, origin: linkOrigin(app.config) });

  app.post(
    '/request-password-reset',
    {
      config: { limit: LIMIT_PURPOSE.passwordReset },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: 'Mails a set-password link (1 hour) to the address when it has an account; the same answer when it has none',
        body: RequestPasswordResetSchema,
        response: { 200: successSchema(PasswordResetRequestedSchema) },
      },
    },
    async (request, reply) => {
      // The asking browser gets a session (always, account or not), so /dev/outbox can show it the mail.
      const { session } = await request.contextWithSession(reply);
      // The lookup and the mail happen in a job: the answer comes as fast whether or not the address has an account.
      // Past the recipient's hourly mails (whoever asks) nothing more is sent, with the same answer: a third party
      // cannot flood an inbox by starting a new session for each request, and learns nothing from the answer.
      if (!(await app.limiter.allows(LIMIT_PURPOSE.passwordResetRecipient, emailLimitSubject(request.body.email)))) return ok(null);
      await enqueuePasswordReset(app.database.db, { email: request.body.email, ip: request.ip, sessionId: session?.id ?? null });
      return ok(null);
    },
  );

  app.post(
    '/password-link',
    {
      config: { guess: linkGuess },
      schema: {
        tags,
        summary: "What a set-password link is for (its account's e-mail, role and shortest password); 410 when it has expired or was used",
        body: PasswordLinkQuerySchema,
        response: { 200: successSchema(PasswordLinkSchema), 410: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const link = await service.readPasswordLink({ db: app.database.db, now: app.clock.now() }, request.body.token);
      if (!link) return reply.status(410).send(fail(ACCOUNT_MESSAGES.linkExpired, ERROR_CODES.linkExpired));
      return ok(link);
    },
  );

  app.post(
    '/set-password',
    {
      config: { guess: linkGuess },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "Sets the password of a link's account (uses the link up, ends the account's sessions); 410 when the link has expired or was used",
        body: SetPasswordSchema,
        response: { 200: successSchema(SetPasswordAnswerSchema), 410: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.setPasswordFromLink(context(request.ip), request.body.token, request.body.password);
      if (outcome.kind === 'expired') return reply.status(410).send(fail(ACCOUNT_MESSAGES.linkExpired, ERROR_CODES.linkExpired));
      if (outcome.setupToken) setConsoleStepCookie(reply, outcome.setupToken, secure);
      return ok(outcome.answer);
    },
  );
};

export default passwordRoutes;
