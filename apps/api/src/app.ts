import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { demoData as bundledDemoData } from './db/seed/data/index.js';
import type { DemoData } from './db/seed/seed-types.js';
import cartRoutes from './modules/cart/cart.routes.js';
import catalogRoutes from './modules/catalog/catalog.routes.js';
import enrollmentRoutes from './modules/enrollment/enrollment.routes.js';
import configPlugin from './plugins/config.js';
import dbPlugin from './plugins/db.js';
import errorHandler from './plugins/error-handler.js';
import { loggerOptions } from './plugins/logger-options.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import siteContext from './plugins/site-context.js';
import swagger from './plugins/swagger.js';
import webApp from './plugins/web-app.js';

export interface BuildOptions {
  /** An already opened database (tests); otherwise config.database is opened and closed with the app. */
  database?: Database;
  /** The demo data set to load at start; defaults to the bundled set when config.seedDemoData is on. */
  demoData?: DemoData | null;
  /** Logger override (tests turn it off). */
  logger?: boolean;
}

/** Large enough for any form of the wizard; calls that take files set their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    bodyLimit: BODY_LIMIT_BYTES,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');

  // Infrastructure first, in dependency order; then the error handler and docs, which must see every route.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, {
    database: options.database,
    demoData: options.demoData !== undefined ? options.demoData : config.seedDemoData ? bundledDemoData : null,
  });
  await app.register(securityHeaders);
  await app.register(rateLimit);
  await app.register(siteContext);
  await app.register(session);
  await app.register(errorHandler);
  await app.register(swagger);

  await app.register(
    async (api) => {
      await api.register(catalogRoutes);
      await api.register(enrollmentRoutes);
      await api.register(cartRoutes);
    },
    { prefix: '/api/v1' },
  );

  // Last: static files and the answer for every unknown address.
  await app.register(webApp);
  await app.ready();
  return app;
}
