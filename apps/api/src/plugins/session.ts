import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../modules/shared/clock.js';
import type { RequestContext, SessionRef } from '../modules/shared/request-context.js';
import { createSession, findSession } from '../modules/shared/session.repository.js';

export const SESSION_COOKIE = 'bs_sid';
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{32}$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (modules/shared/clock.ts): the one source of "now". */
    clock: Clock;
  }
  interface FastifyRequest {
    /** The request context with the browser's session, or a null session when it has none yet. */
    context(): Promise<RequestContext>;
    /** The request context with a session, creating one (and its cookie) when the browser has none. */
    contextWithSession(reply: FastifyReply): Promise<RequestContext & { session: SessionRef }>;
  }
}

interface SessionState {
  loaded: boolean;
  session: SessionRef | null;
}
const state = new WeakMap<FastifyRequest, SessionState>();

/**
 * A server session per browser, named by a signed HttpOnly cookie. The session row is only written when a call
 * needs one (creating an enrollment), so crawlers and static requests create nothing.
 */
export default fp(
  async (app) => {
    await app.register(cookie, { secret: app.config.sessionSecret, hook: 'onRequest' });
    const cookieOptions = {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.env === 'production',
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
    } as const;

    async function loadSession(request: FastifyRequest): Promise<SessionRef | null> {
      const known = state.get(request);
      if (known?.loaded) return known.session;
      let session: SessionRef | null = null;
      const raw = request.cookies[SESSION_COOKIE];
      if (raw) {
        const unsigned = request.unsignCookie(raw);
        if (unsigned.valid && unsigned.value && SESSION_ID_PATTERN.test(unsigned.value)) {
          session = await findSession(app.database.db, unsigned.value);
        }
      }
      state.set(request, { loaded: true, session });
      return session;
    }

    app.decorateRequest('context', async function (this: FastifyRequest) {
      const session = await loadSession(this);
      return { db: app.database.db, session, site: this.site, now: app.clock.now() };
    });

    app.decorateRequest('contextWithSession', async function (this: FastifyRequest, reply: FastifyReply) {
      let session = await loadSession(this);
      if (!session) {
        session = await createSession(app.database.db);
        state.set(this, { loaded: true, session });
        reply.setCookie(SESSION_COOKIE, session.id, cookieOptions);
      }
      return { db: app.database.db, session, site: this.site, now: app.clock.now() };
    });
  },
  { name: 'session', dependencies: ['config', 'db', 'site-context'] },
);
