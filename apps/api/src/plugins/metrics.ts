import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { outcomeRegistry } from '../modules/shared/outcome-metrics.js';
import { notFoundEnvelope } from './error-handler.js';
import { metricsAccess } from './metrics-access.js';
import { storeGauges } from './store-gauges.js';
import { routeLabel } from './route-label.js';

/** The process's own figures (CPU, memory, event loop, handles), under their standard names: once per process. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** A route's label when no route matched: the raw URL of an unknown address is a value the visitor chose. */
const UNMATCHED = 'unmatched';

/**
 * GET /metrics in Prometheus' text format (decision 0073): per route pattern and status, the requests and their
 * durations; the pool, the job queue and the outbox (store-gauges.ts); completions, payments, rate-limit refusals and
 * job failures (modules/shared/outcome-metrics.ts); the process's own. Labels are route patterns
 * (/api/v1/get-plan/:id), methods and statuses, never a path, a query or anything else a visitor sent. Served only
 * as metrics-access.ts allows, 404 otherwise; outside /api/v1 and the OpenAPI document, never rate-limited.
 */
export default fp(
  async (app) => {
    const appRegistry = new Registry();
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'benefit_store_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [appRegistry],
    });
    const durations = new Histogram({
      name: 'benefit_store_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [appRegistry],
    });
    const gauges = storeGauges(appRegistry, app.database, () => app.clock.now());
    const registry = Registry.merge([processRegistry, outcomeRegistry, appRegistry]);
    const allowed = metricsAccess(app.config);

    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request) ?? UNMATCHED, status_code: String(reply.statusCode) };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
    });

    app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!allowed(request)) return reply.status(404).send(notFoundEnvelope());
      try {
        await gauges.refresh();
      } catch (err) {
        // The rest is still worth scraping: the gauges keep their last values, and the failure is in the log.
        request.log.warn({ err }, 'metrics: the queue figures could not be read');
      }
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
