import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@benefit-store/domain';
import fp from 'fastify-plugin';

/**
 * A per-address limit on the API. The counters are in this process's memory for now, which is right for one
 * process only; ARCHITECTURE.md section 6 moves them to the database (or Redis) before running replicas.
 * RATE_LIMIT_MAX=0 turns it off (benchmarks measure the server, not the limiter).
 */
export default fp(
  async (app) => {
    if (app.config.rateLimitMax === 0) return;
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      // Only the API: static files and the SPA fallback are cheap and cached.
      allowList: (request) => !request.url.startsWith('/api/'),
      // Thrown to the error handler, which writes the 429 envelope like every other refusal.
      errorResponseBuilder: (_request, context) => Object.assign(new Error(MESSAGES.tooManyRequests), { statusCode: context.statusCode }),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
