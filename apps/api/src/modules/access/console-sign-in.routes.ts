import {
  CONSOLE_ACCOUNT_MESSAGES,
  ConsoleSignedOutSchema,
  ConsoleSignInAnswerSchema,
  ConsoleSignInSchema,
  ERROR_CODES,
  fail,
  ok,
  OperatorMeSchema,
  PendingConsoleStepSchema,
  SecondFactorSchema,
  SecondFactorSetupAnswerSchema,
  SecondFactorSetupSchema,
  SIGN_IN_MESSAGES,
} from '@benefit-store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { cookiesAreSecure } from '../shared/cookie-security.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import { signOut } from './access.service.js';
import { clearConsoleStepCookie, consoleStepToken, setConsoleStepCookie } from './console-step-cookie.js';
import * as service from './console-sign-in.service.js';
import type { OperatorPrincipal } from './staff-principal.js';
import { clearStaffCookie, setRequestStaff, setStaffCookie, staffToken } from './staff-session.plugin.js';

const tags = ['console'];
const ErrorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string().optional(),
  errorCode: z.string().optional(),
  data: z.array(z.object({ target_element: z.string(), error_message: z.string() })).optional(),
});

/**
 * The console's sign-in (issue 23; prefix /api/v1/admin): e-mail and password, then a TOTP code or a recovery code in
 * a pending step bound to this browser (a signed cookie; a few minutes; a few wrong codes); only after the second
 * step is there a session that requireOperator accepts. An operator without a second factor sets one up instead.
 * These calls are the console's only ones open to anyone (they answer the same to every stranger).
 */
const consoleSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = cookiesAreSecure(app.config);
  const context = (request: FastifyRequest) => ({ db: app.database.db, now: app.clock.now(), cipher: app.fieldCipher, ip: request.ip });

  /** A right second step: the operator's session cookie (a new one; the browser's earlier session and step end). */
  const startSession = async (request: FastifyRequest, reply: FastifyReply, outcome: { principal: OperatorPrincipal; token: string }) => {
    await signOut(app.database.db, staffToken(request));
    await request.renewSessionId(reply);
    clearConsoleStepCookie(reply, secure);
    setStaffCookie(reply, outcome.token, secure);
    setRequestStaff(request, outcome.principal);
  };
  /** A refused second step: a wrong code (next to the field), or a step that has ended (sign in again). */
  const refuse = (reply: FastifyReply, outcome: Exclude<service.SecondFactorOutcome, { kind: 'signedIn' }>) => {
    if (outcome.kind === 'locked') {
      clearConsoleStepCookie(reply, secure);
      void reply.header('retry-after', String(outcome.retryAfterSeconds));
      return reply.status(429).send(fail(SIGN_IN_MESSAGES.lockedOut, ERROR_CODES.tooManyRequests));
    }
    if (outcome.kind === 'expired') {
      clearConsoleStepCookie(reply, secure);
      return reply.status(401).send(fail(CONSOLE_ACCOUNT_MESSAGES.stepExpired, ERROR_CODES.signInStepExpired));
    }
    return reply
      .status(401)
      .send(fail(CONSOLE_ACCOUNT_MESSAGES.codeWrong, ERROR_CODES.secondFactorFailed, [{ target_element: 'code', error_message: CONSOLE_ACCOUNT_MESSAGES.codeWrong }]));
  };

  app.post(
    '/admin/sign-in',
    {
      config: { limit: LIMIT_PURPOSE.staffSignIn },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "An operator's e-mail and password: opens this browser's second step (a code, or the second factor's set-up)",
        body: ConsoleSignInSchema,
        response: { 200: successSchema(ConsoleSignInAnswerSchema), 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.consolePasswordStep(context(request), request.body.email, request.body.password);
      if (outcome.kind === 'next') {
        setConsoleStepCookie(reply, outcome.stepToken, secure);
        return ok({ next: outcome.step });
      }
      clearConsoleStepCookie(reply, secure);
      if (outcome.kind === 'locked') {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        return reply.status(429).send(fail(SIGN_IN_MESSAGES.lockedOut, ERROR_CODES.tooManyRequests));
      }
      return reply.status(401).send(fail(SIGN_IN_MESSAGES.wrongCredentials, ERROR_CODES.signInFailed));
    },
  );

  app.get(
    '/admin/sign-in/pending',
    { schema: { tags, summary: "This browser's pending second step (the set-up's key included), or null", response: { 200: successSchema(PendingConsoleStepSchema) } } },
    async (request) => ok(await service.pendingConsoleStep(context(request), consoleStepToken(request))),
  );

  app.post(
    '/admin/sign-in/second-factor',
    {
      config: { limit: LIMIT_PURPOSE.staffSignIn },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: 'The second step: a TOTP code or a recovery code; signs the operator in',
        body: SecondFactorSchema,
        response: { 200: successSchema(OperatorMeSchema), 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.verifySecondFactor(context(request), consoleStepToken(request), request.body);
      if (outcome.kind !== 'signedIn') return refuse(reply, outcome);
      await startSession(request, reply, outcome);
      return ok({ email: outcome.principal.email, display_name: outcome.principal.displayName });
    },
  );

  app.post(
    '/admin/sign-in/second-factor-setup',
    {
      config: { limit: LIMIT_PURPOSE.staffSignIn },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: "Confirms the new second factor with its first code; signs in and answers the recovery codes (shown once)",
        body: SecondFactorSetupSchema,
        response: { 200: successSchema(SecondFactorSetupAnswerSchema), 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const outcome = await service.confirmSecondFactorSetup(context(request), consoleStepToken(request), request.body.code);
      if (outcome.kind !== 'signedIn') return refuse(reply, outcome);
      await startSession(request, reply, outcome);
      return ok({ recovery_codes: outcome.recoveryCodes ?? [], operator: { email: outcome.principal.email, display_name: outcome.principal.displayName } });
    },
  );

  app.post(
    '/admin/sign-out',
    { onRequest: refuseCrossSite, schema: { tags, summary: "Ends this browser's console session (also when there is none)", response: { 200: successSchema(ConsoleSignedOutSchema) } } },
    async (request, reply) => {
      await signOut(app.database.db, staffToken(request));
      clearStaffCookie(reply, secure);
      clearConsoleStepCookie(reply, secure);
      setRequestStaff(request, null);
      return ok(null);
    },
  );
};

export default consoleSignInRoutes;
