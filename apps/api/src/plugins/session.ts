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
import { cookieOf, hostOnlyName, servedOverHttps, cookiesAreSecure } from '../modules/shared/cookie-security.js';
import { STATE_CHANGING_METHODS } from '../modules/shared/refuse-cross-site.js';
import { rememberingSigner } from './remembering-signer.js';
import { markSessionChanged } from '../modules/shared/change-notice.js';
import { forgetKeptBySession, forgetSession } from '../modules/shared/session-cache.js';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findSession,
  sessionHoldsPersonalData,
  sessionIdleSeconds,
} from '../modules/shared/session.repository.js';

/** The shopping cookie's name over plain http (a local demo); over https it is SECURE_SESSION_COOKIE. */
export const SESSION_COOKIE = 'bs_sid';
/** Its name when the store is served over https: the `__Host-` prefix (modules/shared/cookie-security.ts). */
export const SECURE_SESSION_COOKIE = hostOnlyName(SESSION_COOKIE);
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
  interface FastifyContextConfig {
    /**
     * A write that can never make its session hold personal data (a cart line: no wizard step, no member's enrollment),
     * so its answer does not ask the database whether it now does (one query less on the busiest write).
     */
    savesNoPersonalData?: boolean;
    /**
     * Such a write that itself keeps right what its session kept of the enrollment (add-plan-to-cart: decision 0094),
     * so the answer does not forget it.
     */
    keepsWhatItKept?: boolean;
  }
}

/**
 * The session id the request's signed shopping cookie names, or null (no cookie, a bad signature, a malformed id).
 * Not checked against the table: for work that is harmless on an unknown or expired session. Over https only
 * `__Host-bs_sid` is read: a plain `bs_sid` there may have been planted (a sibling subdomain, a plain-http page) to
 * fix the session id; the one a browser kept from before the prefix is moved to a new id first (legacySessionId).
 */
export function sessionIdOfCookie(request: FastifyRequest): string | null {
  const moved = changedOver.get(request);
  if (moved) return moved;
  return sessionIdOf(request, cookieOf(request, SESSION_COOKIE));
}

function sessionIdOf(request: FastifyRequest, raw: string | undefined): string | null {
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && SESSION_ID_PATTERN.test(unsigned.value) ? unsigned.value : null;
}

/** Removes the Set-Cookie headers of the shopping cookie written so far (either name), keeping every other cookie. */
function dropSessionCookieHeaders(reply: FastifyReply): void {
  const header = reply.getHeader('set-cookie');
  const kept = (Array.isArray(header) ? header : header === undefined ? [] : [String(header)]).filter(
    (value) => !value.startsWith(`${SESSION_COOKIE}=`) && !value.startsWith(`${SECURE_SESSION_COOKIE}=`),
  );
  reply.removeHeader('set-cookie');
  if (kept.length > 0) void reply.header('set-cookie', kept);
}

/** The new id of a session moved off a plain `bs_sid` by this request (the changeover hook below). */
const changedOver = new WeakMap<FastifyRequest, string>();

/** Over https without `__Host-bs_sid`: the id a plain `bs_sid` names (set before the prefix, or planted), else null. */
function legacySessionId(request: FastifyRequest): string | null {
  if (!servedOverHttps(request) || request.cookies[SECURE_SESSION_COOKIE] !== undefined) return null;
  return sessionIdOf(request, request.cookies[SESSION_COOKIE]);
}

/**
 * Moves what a session holds to a new session id, in one transaction: its enrollments (and so their carts), the mail
 * it sent (the /dev/outbox view) and the records of the quotes and resume codes it sent; the old row then goes, so
 * the old id names nothing. The new session's lifetime starts now.
 */
async function moveSession(db: Db, fromId: string, now: Date): Promise<SessionRef> {
  const moved = await db.transaction(async (tx) => {
    const to = await createSession(tx, now);
    // Each module moves what it keeps per session (plugins use modules only through their doors).
    await carryHeldEnrollments(tx, fromId, to.id);
    await moveSessionMessages(tx, fromId, to.id);
    await moveSentQuotes(tx, fromId, to.id);
    await moveResumeCodes(tx, fromId, to.id);
    await deleteSession(tx, fromId);
    // Every replica forgets its copy of the old id at the commit, so it names nothing anywhere afterwards.
    await markSessionChanged(tx, fromId);
    return to;
  });
  forgetSession(db, fromId);
  return moved;
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
  /** The session held personal data when it was read (FoundSession.personalData): its cookie lives 24 hours idle. */
  personalData: boolean;
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
    await app.register(cookie, { secret: rememberingSigner([app.config.sessionSecret, ...(app.config.previousSessionSecrets ?? [])]), hook: 'onRequest' });
    const secureEverywhere = cookiesAreSecure(app.config);
    /**
     * The cookie for this request: `__Host-bs_sid`, Secure, when served over https (else `bs_sid`, Secure when the
     * configuration says so); its Max-Age the session's idle lifetime, 24 hours once it holds personal data, 30 days
     * while it holds a cart alone. Renewed whenever last_seen_at moves, so the cookie lives as long as the session does.
     */
    const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, id: string, personalData: boolean) => {
      const https = servedOverHttps(request);
      reply.setCookie(https ? SECURE_SESSION_COOKIE : SESSION_COOKIE, id, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: https || secureEverywhere,
        path: '/',
        maxAge: sessionIdleSeconds(personalData),
      });
    };

    async function loadSession(request: FastifyRequest): Promise<SessionRef | null> {
      const known = state.get(request);
      if (known?.loaded) return known.session;
      let session: SessionRef | null = null;
      let touched = false;
      let staffHolds = false;
      let personalData = false;
      const id = sessionIdOfCookie(request);
      if (id) {
        const found = await findSession(app.database.db, id, app.clock.now());
        if (found) {
          session = { id: found.id };
          touched = found.touched;
          staffHolds = found.staffHolds;
          personalData = found.personalData;
        }
      }
      state.set(request, { loaded: true, session, created: false, touched, staffHolds, personalData });
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
        state.set(this, { loaded: true, session, created: true, touched: false, staffHolds: false, personalData: false });
        setSessionCookie(this, reply, session.id, false);
      }
      return { db: app.database.db, session, site: this.site, now: app.clock.now(), cipher: app.fieldCipher, locale: this.localeAsked };
    });

    app.decorateRequest('renewSessionId', async function (this: FastifyRequest, reply: FastifyReply) {
      const session = await loadSession(this);
      if (!session) return;
      const renewed = await moveSession(app.database.db, session.id, app.clock.now());
      const before = state.get(this);
      const personalData = before?.personalData ?? false;
      state.set(this, { loaded: true, session: renewed, created: false, touched: false, staffHolds: before?.staffHolds ?? false, personalData });
      setSessionCookie(this, reply, renewed.id, personalData);
    });

    /**
     * Whether the session holds personal data after this write. The write has committed: a failure here must not turn
     * its answer into an error (a client would send a non-idempotent call again), so it is logged and the cookie kept
     * as it is; the server's own expiry (findSession, the sweep) reads the data itself and still ends it in 24 hours.
     */
    const holdsPersonalDataNow = async (request: FastifyRequest, id: string): Promise<boolean> => {
      try {
        return await sessionHoldsPersonalData(app.database.db, id);
      } catch (err) {
        request.log.warn({ err }, 'session: could not tell whether the session now holds personal data; its cookie is kept');
        return false;
      }
    };

    // The changeover to `__Host-bs_sid` (decision 0082): a plain `bs_sid` sent over https is accepted once, its session
    // moved to a new id (so an id planted there names nothing afterwards) under the `__Host-` cookie, and the plain
    // cookie cleared. Before the routes' hooks, which read the session under the `__Host-` name only.
    app.addHook('onRequest', async (request, reply) => {
      const legacy = legacySessionId(request);
      if (!legacy) return;
      void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
      const found = await findSession(app.database.db, legacy, app.clock.now());
      if (!found) return;
      const moved = await moveSession(app.database.db, found.id, app.clock.now());
      changedOver.set(request, moved.id);
      state.set(request, { loaded: true, session: moved, created: false, touched: false, staffHolds: found.staffHolds, personalData: found.personalData });
      setSessionCookie(request, reply, moved.id, found.personalData);
    });

    // Runs after the cookie plugin's own onSend (registered above), so the Set-Cookie header is already written
    // (and a cookie set now is written at once).
    app.addHook('onSend', async (request, reply, payload) => {
      const known = state.get(request);
      if (known?.session && reply.statusCode < 400) {
        // A write that may have saved the first wizard step or opened a member's enrollment (a POST, or a GET whose
        // route changes state: direct-continue): from then on the cookie lives 24 hours, not 30 days.
        const { changesState, savesNoPersonalData, keepsWhatItKept } = request.routeOptions.config;
        const changed = STATE_CHANGING_METHODS.has(request.method) || changesState === true;
        const write = changed && savesNoPersonalData !== true;
        // What the session holds may have changed (a saved step, a member's enrollment): its next call reads it again.
        if (write) forgetSession(app.database.db, known.session.id);
        // A cart line changes no hold, but what the session read of its enrollment (decision 0093): read again too.
        else if (changed && keepsWhatItKept !== true) forgetKeptBySession(app.database.db, known.session.id);
        const nowPersonal = !known.personalData && write && (await holdsPersonalDataNow(request, known.session.id));
        if (nowPersonal) known.personalData = true;
        if (known.touched || nowPersonal) {
          // One Set-Cookie for the session: the one this call set earlier (a new session's) gives way to this one.
          dropSessionCookieHeaders(reply);
          setSessionCookie(request, reply, known.session.id, known.personalData);
        }
      }
      if (known?.created && known.session && reply.statusCode >= 400) {
        await deleteSession(app.database.db, known.session.id);
        forgetSession(app.database.db, known.session.id);
        dropSessionCookieHeaders(reply);
      }
      return payload;
    });

    app.decorate('sweepSessions', (now: Date = app.clock.now()) => deleteExpiredSessions(app.database.db, now));
    // Periodic work on the job runner: only a started server runs it, one replica per time slot.
    app.jobs.every('sessions.sweep', SESSION_SWEEP_INTERVAL_MS, (now) => deleteExpiredSessions(app.database.db, now));
  },
  { name: 'session', dependencies: ['config', 'db', 'jobs', 'site-context', 'field-cipher'] },
);
