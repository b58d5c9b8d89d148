import { ERROR_CODES, fail, ok, SIGN_IN_MESSAGES, StaffSessionSchema, StaffSignInSchema, SignedOutAnswerSchema } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMIT_PURPOSE } from '../limits/index.js';
import { successSchema } from '../shared/envelope-schema.js';
import { cookiesAreSecure } from '../shared/cookie-security.js';
import { refuseCrossSite } from '../shared/refuse-cross-site.js';
import * as service from './access.service.js';
import { detachStaffMemberEnrollments } from './staff-session.repository.js';
import { clearStaffCookie, setRequestStaff, setStaffCookie, staffToken } from './staff-session.plugin.js';

const tags = ['access'];
const ErrorEnvelopeSchema = z.object({ status: z.literal('error'), message: z.string().optional(), errorCode: z.string().optional() });

/**
 * Sign-in of reps and group administrators (beyond the spec; docs/decisions/0053-staff-sign-in.md). The session is the `bs_staff`
 * cookie (modules/access/staff-session.plugin.ts); the visitor's shopping session keeps its enrollments and cart, under
 * a new id after a sign-in.
 */
const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = cookiesAreSecure(app.config);
  /** Whoever signs in or out next at this browser must not find a member's enrollment opened by the one before. */
  const endStaffWork = async (request: FastifyRequest) => {
    const { session } = await request.context();
    if (session) await detachStaffMemberEnrollments(app.database.db, session.id);
  };

  app.post(
    '/staff-sign-in',
    {
      // Counted per visitor (and its address's share) on top of the per-e-mail lock-out; cross-site posts are refused (login CSRF).
      config: { limit: LIMIT_PURPOSE.staffSignIn },
      onRequest: refuseCrossSite,
      schema: {
        tags,
        summary: 'Signs a rep or group administrator in: a new session cookie every time',
        body: StaffSignInSchema,
        response: { 200: successSchema(StaffSessionSchema), 401: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      await endStaffWork(request);
      const outcome = await service.signIn({ db: app.database.db, now, ip: request.ip }, request.body.email, request.body.password, staffToken(request));
      if (outcome.kind === 'signedIn') {
        // A new shopping session id too (session fixation): what the browser holds goes with it.
        await request.renewSessionId(reply);
        setStaffCookie(reply, outcome.token, secure);
        setRequestStaff(request, outcome.principal);
        return ok(service.toStaffSession(outcome.principal));
      }
      // Whatever happened, the browser's earlier staff session has ended.
      clearStaffCookie(reply, secure);
      setRequestStaff(request, null);
      if (outcome.kind === 'locked') {
        void reply.header('retry-after', String(outcome.retryAfterSeconds));
        return reply.status(429).send(fail(SIGN_IN_MESSAGES.lockedOut, ERROR_CODES.tooManyRequests));
      }
      return reply.status(401).send(fail(SIGN_IN_MESSAGES.wrongCredentials, ERROR_CODES.signInFailed));
    },
  );

  app.post(
    '/staff-sign-out',
    {
      onRequest: refuseCrossSite,
      schema: { tags, summary: "Ends this browser's signed-in session (also when there is none)", response: { 200: successSchema(SignedOutAnswerSchema) } },
    },
    async (request, reply) => {
      await service.signOut(app.database.db, staffToken(request));
      await endStaffWork(request);
      clearStaffCookie(reply, secure);
      setRequestStaff(request, null);
      return ok(null);
    },
  );

  app.get(
    '/get-signed-in-user',
    { schema: { tags, summary: 'Who this browser is signed in as, or null', response: { 200: successSchema(StaffSessionSchema.nullable()) } } },
    async (request) => {
      const principal = await request.staff();
      return ok(principal ? service.toStaffSession(principal) : null);
    },
  );
};

export default accessRoutes;
