import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  FailoverLimitStore,
  type GuessRule,
  type GuessSlot,
  type LimitPurpose,
  type LimitStore,
  Limiter,
  MemoryLimitStore,
  RedisLimitStore,
  type Visitor,
  visitorOf,
} from '../modules/limits/index.js';
import { isAppError } from '../modules/shared/app-error.js';
import { sessionIdOfCookie } from './session.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits as configured, over the counters (memory, or Redis with REDIS_URL); see modules/limits. */
    limiter: Limiter;
    /** Whether Redis answers (GET /readyz); null without REDIS_URL, where the counters are this process's own. */
    redisReachable: (() => Promise<boolean>) | null;
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

/** The slot a guess took in preHandler (after validation), given back on the answer unless it is a miss. */
const guessSlots = new WeakMap<FastifyRequest, GuessSlot>();
/** The guesses whose handler threw AppError.wrongGuess. */
const wrongGuesses = new WeakSet<FastifyRequest>();
/** Redis out of reach is told at most this often (ms): every call would otherwise log it. */
const STORE_ERROR_LOG_EVERY_MS = 60_000;
/** A Redis command not answered in this long fails, and the call is counted in this process instead (ms). */
const REDIS_COMMAND_TIMEOUT_MS = 200;
/** How long the start waits for Redis to answer before counting in this process until it does (ms). */
const REDIS_CONNECT_WAIT_MS = 2_000;

const isMiss = (request: FastifyRequest, rule: GuessRule, status: number) => wrongGuesses.has(request) || (rule.missStatuses ?? []).includes(status);

/**
 * The API's limits (docs/decisions/0072-limits-that-never-lock-out-an-office.md): every call counts against its
 * client address's ceiling (RATE_LIMIT_MAX a minute; 0 turns every limit off, for benchmarks) and its visitor's
 * budget when it has a session; a route's own cost (config.limit) per visitor and, ADDRESS_SHARE times over, per
 * address; and a route that looks a secret up (config.guess) keeps a slot only for a wrong answer, against the
 * visitor, its address's share and the secret, refusing only that lookup. Nothing is written to the database:
 * counters live in this process, or in Redis with REDIS_URL (shared by replicas; while Redis is out of reach, in
 * this process). Registered after the session plugin, whose cookie names the visitor; the client address is
 * request.ip, which follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
export default fp(
  async (app) => {
    let toldAt = -Infinity;
    const told = () => {
      if (Date.now() - toldAt < STORE_ERROR_LOG_EVERY_MS) return;
      toldAt = Date.now();
      // Without the error itself: a store's error may quote the counter's key, which holds a client address.
      app.log.warn('rate-limit counters out of reach: counting in this process until they answer again');
    };
    let store: LimitStore = new MemoryLimitStore();
    let redisReachable: (() => Promise<boolean>) | null = null;
    if (app.config.redisUrl) {
      // No offline queue: while the connection is down a command fails at once, and is counted in this process.
      const redis = new Redis(app.config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, enableOfflineQueue: false });
      // A lost connection is told like a failed command (ioredis reconnects by itself).
      redis.on('error', told);
      // The first calls are counted in Redis when it answers soon; the store starts without it otherwise.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, REDIS_CONNECT_WAIT_MS);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      store = new FailoverLimitStore(new RedisLimitStore(redis), store, told);
      // Without an offline queue a PING fails at once while the connection is down, and within the command timeout
      // when Redis hangs.
      redisReachable = () => redis.ping().then((answer) => answer === 'PONG', () => false);
    }
    app.decorate('redisReachable', redisReachable);
    const limiter = new Limiter({ store, now: () => app.clock.now(), addressMax: app.config.rateLimitMax, overrides: app.config.limits });
    app.decorate('limiter', limiter);
    app.decorateRequest('visitor', null as unknown as Visitor);
    app.addHook('onClose', async () => store.close());
    if (!limiter.enabled) return;

    // A refusal throws LimitExceededError: the error handler answers the 429 envelope with Retry-After.
    app.addHook('onRequest', async (request) => {
      if (!isApi(request.url)) return;
      request.visitor = visitorOf(sessionIdOfCookie(request), request.ip);
      await limiter.call(request.visitor, request.routeOptions.config.limit);
    });

    // A slot before the lookup: guesses sent at once each see the others'.
    app.addHook('preHandler', async (request) => {
      const guess = request.routeOptions.config.guess;
      if (!guess || !request.visitor || guess.carriesGuess?.(request) === false) return;
      // A refusal here (a stranger naming someone else's enrollment) comes before any slot: it counts nothing.
      await guess.before?.(request);
      const slot = await limiter.reserveGuess(guess.purpose, request.visitor, guess.subjectOf?.(request) ?? null, guess.accountOf?.(request) ?? null);
      if (slot) guessSlots.set(request, slot);
    });

    // Runs before the error handler answers, which is before onSend.
    app.addHook('onError', async (request, _reply, error) => {
      if (guessSlots.has(request) && isAppError(error) && error.wrongGuess) wrongGuesses.add(request);
    });

    // Given back before the answer leaves when it was no miss, so the next guess already sees it (also on another
    // replica, through Redis).
    app.addHook('onSend', async (request, reply, payload) => {
      const slot = guessSlots.get(request);
      const guess = request.routeOptions.config.guess;
      if (slot && guess) {
        guessSlots.delete(request);
        if (!isMiss(request, guess, reply.statusCode)) await limiter.releaseGuess(slot);
      }
      return payload;
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'session'] },
);
