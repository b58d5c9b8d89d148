import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { moveResumeCodes } from '../modules/enrollment/index.js';
import { carryHeldEnrollments } from '../modules/enrollment-record/index.js';
import { moveSessionMessages } from '../modules/mail/index.js';
import { moveSentQuotes } from '../modules/quotes/index.js';
import type { Clock } from '../modules/shared/clock.js';
import type { RequestContext, SessionRef } from '../modules/shared/request-context.js';
import {
  ANONYMOUS_SESSION_IDLE_SECONDS,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
} from '../modules/shared/session.repository.js';

export const SESSION_COOKIE = 'bs_sid';
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const SESSION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (modules/shared/clock.ts): the one source of "now". */
    clock: Clock;
    /** Removes sessions idle past their lifetime (run hourly by the server; tests call it). Answers how many. */
    sweepSessions(now?: Date): Promise<number>;
  }
  interface FastifyRequest {
    /** The request context with the browser's session, or a null session when it has none (or it expired). */
    context(): Promise<RequestContext>;
    /** The request context with a session, creating one (and its cookie) when the browser has none. */
    contextWithSession(reply: FastifyReply): Promise<RequestContext & { session: SessionRef }>;
    /**
     * Gives the browser's session a new id (and cookie), carrying over what it holds; nothing when it has none.
     * For a sign-in: an id planted in or seen from the browser before it names nothing afterwards.
     */
    renewSessionId(reply: FastifyReply): Promise<void>;
    /** Whether the browser's live session holds enrollments opened from a staff member table (read with the session). */
    sessionHasStaffHolds(): Promise<boolean>;
  }
}

/**
 * The session id the request's signed shopping cookie names, or null (no cookie, a bad signature, a malformed id).
 * Not checked against the table: for work that is harmless on an unknown or expired session.
 */
export function sessionIdOfCookie(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && SESSION_ID_PATTERN.test(unsigned.value) ? unsigned.value : null;
}

/**
 * Moves what a session holds to a new session id, in one transaction: its enrollments (and so their carts), the mail
 * it sent (the /dev/outbox view) and the records of the quotes and resume codes it sent; the old row then goes, so
 * the old id names nothing. The new session's lifetime starts now.
 */
async function moveSession(db: Db, fromId: string, now: Date): Promise<SessionRef> {
  return db.transaction(async (tx) => {
    const to = await createSession(tx, now);
    // Each module moves what it keeps per session (plugins use modules only through their doors).
    await carryHeldEnrollments(tx, fromId, to.id);
    await moveSessionMessages(tx, fromId, to.id);
    await moveSentQuotes(tx, fromId, to.id);
    await moveResumeCodes(tx, fromId, to.id);
    await deleteSession(tx, fromId);
    return to;
  });
}

interface SessionState {
  loaded: boolean;
  session: SessionRef | null;
  /** Made by this request: undone if the request is refused. */
  created: boolean;
  /** last_seen_at moved: the cookie is renewed with the answer. */
  touched: boolean;
  /** The session holds enrollments opened from a staff member table (FoundSession.staffHolds). */
  staffHolds: boolean;
}
const state = new WeakMap<FastifyRequest, SessionState>();

/**
 * A server session per browser, named by a signed HttpOnly cookie. The session row is only written when a call
 * needs one (creating an enrollment), so crawlers and static requests create nothing; a call that is then refused
 * (any 4xx or 5xx) leaves nothing either: the row is removed and its Set-Cookie dropped. Anonymous sessions end
 * after ANONYMOUS_SESSION_IDLE_SECONDS without a call; every time decision reads the app clock.
 */
export default fp(
  async (app) => {
    // Signed with the first secret; read with any (SESSION_SECRET_PREVIOUS during a rotation: docs/deploy.md).
    await app.register(cookie, { secret: [app.config.sessionSecret, ...(app.config.previousSessionSecrets ?? [])], hook: 'onRequest' });
    const cookieOptions = {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.env === 'production',
      path: '/',
      // Renewed whenever last_seen_at moves, so the cookie lives as long as the session does.
      maxAge: ANONYMOUS_SESSION_IDLE_SECONDS,
    } as const;

    async function loadSession(request: FastifyRequest): Promise<SessionRef | null> {
      const known = state.get(request);
      if (known?.loaded) return known.session;
      let session: SessionRef | null = null;
      let touched = false;
      let staffHolds = false;
      const id = sessionIdOfCookie(request);
      if (id) {
        const found = await findSession(app.database.db, id, app.clock.now());
        if (found) {
          session = { id: found.id };
          touched = found.touched;
          staffHolds = found.staffHolds;
        }
      }
      state.set(request, { loaded: true, session, created: false, touched, staffHolds });
      return session;
    }

    app.decorateRequest('sessionHasStaffHolds', async function (this: FastifyRequest) {
      await loadSession(this);
      return state.get(this)?.staffHolds ?? false;
    });

    app.decorateRequest('context', async function (this: FastifyRequest) {
      const session = await loadSession(this);
      return { db: app.database.db, session, site: this.site, now: app.clock.now(), cipher: app.fieldCipher, locale: this.localeAsked };
    });

    app.decorateRequest('contextWithSession', async function (this: FastifyRequest, reply: FastifyReply) {
      let session = await loadSession(this);
      if (!session) {
        // No session, or an expired one: a new session and a cookie that replaces the old.
        session = await createSession(app.database.db, app.clock.now());
        state.set(this, { loaded: true, session, created: true, touched: false, staffHolds: false });
        reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
      }
      return { db: app.database.db, session, site: this.site, now: app.clock.now(), cipher: app.fieldCipher, locale: this.localeAsked };
    });

    app.decorateRequest('renewSessionId', async function (this: FastifyRequest, reply: FastifyReply) {
      const session = await loadSession(this);
      if (!session) return;
      const renewed = await moveSession(app.database.db, session.id, app.clock.now());
      state.set(this, { loaded: true, session: renewed, created: false, touched: false, staffHolds: state.get(this)?.staffHolds ?? false });
      reply.setCookie(SESSION_COOKIE, renewed.id, cookieOptions);
    });

    // Runs after the cookie plugin's own onSend (registered above), so the Set-Cookie header is already written
    // (and a cookie set now is written at once).
    app.addHook('onSend', async (request, reply, payload) => {
      const known = state.get(request);
      if (known?.touched && known.session && reply.statusCode < 400) reply.setCookie(SESSION_COOKIE, known.session.id, cookieOptions);
      if (known?.created && known.session && reply.statusCode >= 400) {
        await deleteSession(app.database.db, known.session.id);
        const header = reply.getHeader('set-cookie');
        const kept = (Array.isArray(header) ? header : header === undefined ? [] : [String(header)]).filter(
          (value) => !value.startsWith(`${SESSION_COOKIE}=`),
        );
        reply.removeHeader('set-cookie');
        if (kept.length > 0) void reply.header('set-cookie', kept);
      }
      return payload;
    });

    app.decorate('sweepSessions', (now: Date = app.clock.now()) => deleteExpiredSessions(app.database.db, now));
    // Periodic work on the job runner: only a started server runs it, one replica per time slot.
    app.jobs.every('sessions.sweep', SESSION_SWEEP_INTERVAL_MS, (now) => deleteExpiredSessions(app.database.db, now));
  },
  { name: 'session', dependencies: ['config', 'db', 'jobs', 'site-context', 'field-cipher'] },
);
