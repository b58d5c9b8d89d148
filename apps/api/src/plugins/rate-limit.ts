import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { checkLimit, consumeLimit, DbLimitStore, LIMIT_PURPOSE, type LimitContext, LimitExceededError, type LimitPurpose, type LimitStore, RedisLimitStore } from '../modules/limits/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared rate-limit counters (database, or Redis with REDIS_URL); see modules/limits. */
    limits: LimitStore;
    /** Removes ended counter windows; tests call it directly. */
    sweepLimits(now?: Date): Promise<number>;
  }
  interface FastifyContextConfig {
    /** A purpose of its own for this route, counted per client address on top of the global limit. */
    limit?: LimitPurpose;
  }
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

/** Only the API is limited: static files and the SPA fallback are cheap and cached. */
const isApi = (url: string) => url.startsWith('/api/') || url.startsWith(`${BENEFIT_API_PREFIX}/`);

/**
 * Per-address limits on the API, counted in a store every replica shares (modules/limits): the global limit
 * (RATE_LIMIT_MAX a minute; 0 turns every limit off, for benchmarks), a route's own purpose (config.limit), and the
 * enumeration limit: an address whose calls keep answering 404 is refused for the rest of the window. The client
 * address is request.ip, which follows X-Forwarded-For only as far as TRUST_PROXY allows.
 */
export default fp(
  async (app) => {
    const store: LimitStore = app.config.redisUrl
      ? new RedisLimitStore(new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2 }))
      : new DbLimitStore(app.database.db);
    app.decorate('limits', store);
    app.decorate('sweepLimits', (now: Date = app.clock.now()) => store.sweep(now));
    app.addHook('onClose', async () => store.close());

    app.jobs.every('limits.sweep', SWEEP_INTERVAL_MS, (now) => store.sweep(now));

    const globalMax = app.config.rateLimitMax;
    if (globalMax === 0) return;
    const rule = (purpose: LimitPurpose) => app.config.limits?.[purpose] ?? {};

    function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
      void reply.header('retry-after', String(retryAfterSeconds));
      throw new LimitExceededError(retryAfterSeconds);
    }

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isApi(request.url)) return;
      const ctx: LimitContext = { limits: store, now: app.clock.now() };
      const subject = request.ip;
      const misses = await checkLimit(ctx, { purpose: LIMIT_PURPOSE.enumeration, subject, ...rule(LIMIT_PURPOSE.enumeration) });
      if (!misses.allowed) refuse(reply, misses.retryAfterSeconds);
      const global = await consumeLimit(ctx, { purpose: LIMIT_PURPOSE.global, subject, max: globalMax });
      if (!global.allowed) refuse(reply, global.retryAfterSeconds);
      const own = request.routeOptions.config.limit;
      if (own) {
        const decision = await consumeLimit(ctx, { purpose: own, subject, ...rule(own) });
        if (!decision.allowed) refuse(reply, decision.retryAfterSeconds);
      }
    });

    // A 404 from the API is a miss: an id, token or link that names nothing this browser may see.
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode === 404 && isApi(request.url)) {
        await consumeLimit({ limits: store, now: app.clock.now() }, { purpose: LIMIT_PURPOSE.enumeration, subject: request.ip, ...rule(LIMIT_PURPOSE.enumeration) });
      }
      return payload;
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'db', 'jobs'] },
);
