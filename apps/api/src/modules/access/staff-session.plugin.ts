import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiAnswer } from '../../plugins/security-headers.js';
import { sessionIdOfCookie } from '../../plugins/session.js';
import { cookieNameFor, cookieOf, cookiesAreSecure } from '../shared/cookie-security.js';
import { deleteEndedConsoleSteps, deleteEndedPasswordTokens } from './account-lifecycle.repository.js';
import type { AccountPrincipal, OperatorPrincipal, StaffPrincipal } from './staff-principal.js';
import {
  deleteEndedWrongSignIns,
  deleteExpiredStaffSessions,
  detachEndedStaffHolds,
  detachForeignStaffHolds,
  detachStaffMemberEnrollments,
  findStaffPrincipal,
  STAFF_SESSION_ABSOLUTE_MS,
} from './staff-session.repository.js';

/**
 * The signed-in session's cookie: separate from the visitor's (bs_sid), whose shopping a sign-in keeps (under a new
 * session id) and a sign-out too, less the member enrollments the staff opened.
 */
export const STAFF_COOKIE = 'bs_staff';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Removes signed-in sessions past their idle or absolute limit (run every 10 minutes by the server; tests call it). */
    sweepStaffSessions(now?: Date): Promise<number>;
  }
}

const loaded = new WeakMap<FastifyRequest, Promise<AccountPrincipal | null>>();

/** The staff session token of the request's signed cookie, or null (no cookie, a bad signature, a malformed value). */
export function staffToken(request: FastifyRequest): string | null {
  // `__Host-bs_staff` over https, and only it (decision 0082): a plain one from before the prefix means signing in again.
  const raw = cookieOf(request, STAFF_COOKIE);
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && TOKEN_PATTERN.test(unsigned.value) ? unsigned.value : null;
}

/** After signing in or out in this request, `request.staff()` reads the new state. */
export function setRequestStaff(request: FastifyRequest, principal: AccountPrincipal | null): void {
  loaded.set(request, Promise.resolve(principal));
}

export function setStaffCookie(reply: FastifyReply, token: string, secure: boolean): void {
  // The cookie lives as long as a session may (12 hours); the idle limit is the server's to decide.
  void reply.setCookie(cookieNameFor(reply.request, STAFF_COOKIE), token, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: STAFF_SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearStaffCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(cookieNameFor(reply.request, STAFF_COOKIE), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/**
 * `request.staff()`: the signed-in rep or group administrator, read once per request from the `bs_staff` cookie
 * (signed; its token's SHA-256 names the staff_sessions row). Sessions end after 30 idle minutes and 12 hours in any
 * case, by the app clock; the sweeper removes ended rows.
 */
export default fp(
  async (app) => {
    /** Whoever the cookie's live session belongs to: a rep, a group administrator or an operator. */
    const accountOf = (request: FastifyRequest): Promise<AccountPrincipal | null> => {
      let found = loaded.get(request);
      if (!found) {
        const token = staffToken(request);
        found = token ? findStaffPrincipal(app.database.db, token, app.clock.now()) : Promise.resolve(null);
        loaded.set(request, found);
      }
      return found;
    };
    app.decorateRequest('staff', async function (this: FastifyRequest): Promise<StaffPrincipal | null> {
      const principal = await accountOf(this);
      return principal && principal.role !== 'operator' ? principal : null;
    });
    app.decorateRequest('operator', async function (this: FastifyRequest): Promise<OperatorPrincipal | null> {
      const principal = await accountOf(this);
      return principal?.role === 'operator' ? principal : null;
    });

    // A member enrollment opened from a member table is held by the browser only while the staff session that opened
    // it is signed in there (staff_held_enrollments): before every call, holds of any other staff session (signed
    // out, ended, or the staff cookie simply not sent) leave the browser's shopping session, so the call cannot read
    // the member's record through them. A staff cookie whose session has ended (idle, too old, signed out elsewhere) or
    // never was is cleared, and takes with it the member enrollments of holds made before the marks existed. Sign-in
    // and sign-out do the same themselves.
    const secure = cookiesAreSecure(app.config);
    //
    // Only API calls read enrollments (static files and the app's page do not), and only a session holding such an
    // enrollment has anything to detach: the session's lookup, which the call makes anyway, says whether it does, so
    // an ordinary visitor's call writes nothing here (it was a DELETE on every call, issue 24).
    app.addHook('preHandler', async (request, reply) => {
      if (!isApiAnswer(request.url) || /\/staff-sign-(in|out)$/.test(request.routeOptions.url ?? '')) return;
      const principal = cookieOf(request, STAFF_COOKIE) ? await accountOf(request) : null;
      const sessionId = sessionIdOfCookie(request);
      if (sessionId && (await request.sessionHasStaffHolds())) await detachForeignStaffHolds(app.database.db, sessionId, principal?.sessionId ?? null);
      if (!cookieOf(request, STAFF_COOKIE) || principal) return;
      const { session } = await request.context();
      if (session) await detachStaffMemberEnrollments(app.database.db, session.id);
      clearStaffCookie(reply, secure);
    });
    const sweepSessions = async (now: Date) => {
      const ended = await deleteExpiredStaffSessions(app.database.db, now);
      await detachEndedStaffHolds(app.database.db);
      return ended;
    };
    app.decorate('sweepStaffSessions', (now: Date = app.clock.now()) => sweepSessions(now));
    const sweep = async (now: Date) => {
      await deleteEndedWrongSignIns(app.database.db, now);
      // Ended console sign-in steps, and set-password links a week past their end (issue 23).
      await deleteEndedConsoleSteps(app.database.db, now);
      await deleteEndedPasswordTokens(app.database.db, now);
      return sweepSessions(now);
    };
    app.jobs.every('staff-sessions.sweep', SWEEP_INTERVAL_MS, sweep);
  },
  // After the visitor session plugin, which registers the signed-cookie support this reads.
  { name: 'staff-session', dependencies: ['config', 'db', 'jobs', 'session'] },
);
