import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  type GuessRule,
  type LimitPurpose,
  type LimitStore,
  Limiter,
  MemoryLimitStore,
  RedisLimitStore,
  type Visitor,
  visitorOf,
} from '../modules/limits/index.js';
import { sessionIdOfCookie } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits as configured, over the counters (memory, or Redis with REDIS_URL); see modules/limits. */
    limiter: Limiter;
  }
  interface FastifyRequest {
    /** Who this call counts against: its session, or its client address when it has none (set for API calls). */
    visitor: Visitor;
  }
  interface FastifyContextConfig {
    /** A cost of its own for this route, counted per visitor on top of the budgets (mail, texts, outside services). */
    limit?: LimitPurpose;
    /** This route looks a secret up: its wrong answers are counted, and past the limit only it is refused. */
    guess?: GuessRule;
  }
}

/** Only the API is limited: static files and the SPA fallback are cheap and cached. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith(`${BENEFIT_API_PREFIX}/`);

/** The secret's subject a guess names, read in preHandler (after validation) for the miss counted on the answer. */
const guessSubjects = new WeakMap<FastifyRequest, string | null>();

/**
 * The API's limits (docs/decisions/0072-limits-that-never-lock-out-an-office.md): every call counts against its
 * client address's ceiling (RATE_LIMIT_MAX a minute; 0 turns every limit off, for benchmarks) and its visitor's
 * budget (the session's; calls without one, the address's generous one); a route's own cost (config.limit) per
 * visitor; and a route that looks a secret up (config.guess) counts only its wrong answers, against the visitor and
 * the secret, refusing only that lookup. Nothing is written to the database: counters live in this process, or in
 * Redis with REDIS_URL (shared by replicas). Registered after the session plugin, whose cookie names the visitor;
 * the client address is request.ip, which follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
export default fp(
  async (app) => {
    const store: LimitStore = app.config.redisUrl
      ? new RedisLimitStore(new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 }))
      : new MemoryLimitStore();
    const limiter = new Limiter({
      store,
      now: () => app.clock.now(),
      addressMax: app.config.rateLimitMax,
      overrides: app.config.limits,
      // Without the error itself: a store's error may quote the counter's key, which holds a client address.
      onStoreError: () => app.log.warn('rate-limit counters out of reach: the call went on uncounted'),
    });
    app.decorate('limiter', limiter);
    app.decorateRequest('visitor', null as unknown as Visitor);
    app.addHook('onClose', async () => store.close());
    if (!limiter.enabled) return;

    // A refusal throws LimitExceededError: the error handler answers the 429 envelope with Retry-After.
    app.addHook('onRequest', async (request) => {
      if (!isApi(request.url)) return;
      request.visitor = visitorOf(sessionIdOfCookie(request), request.ip);
      await limiter.call(request.ip, request.visitor, request.routeOptions.config.limit);
    });

    app.addHook('preHandler', async (request) => {
      const guess = request.routeOptions.config.guess;
      if (!guess || !request.visitor) return;
      const secret = guess.subjectOf?.(request) ?? null;
      guessSubjects.set(request, secret);
      await limiter.checkGuess(guess.purpose, request.visitor, secret);
    });

    // Counted before the answer leaves, so the next guess already sees it (also on another replica, through Redis).
    app.addHook('onSend', async (request, reply, payload) => {
      const guess = request.routeOptions.config.guess;
      if (guess && request.visitor && guess.missStatuses.includes(reply.statusCode)) {
        await limiter.countMiss(guess.purpose, request.visitor, guessSubjects.get(request) ?? null);
      }
      return payload;
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'session'] },
);
