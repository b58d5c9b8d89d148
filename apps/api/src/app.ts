import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { Database, PoolOptions } from './db/client.js';
import type { DemoData } from './db/seed/seed-types.js';
import { systemClock, type Clock } from './modules/shared/clock.js';
import cartRoutes from './modules/cart/cart.routes.js';
import catalogFilesRoutes from './modules/catalog-files/catalog-files.routes.js';
import carrierFilesAdminRoutes from './modules/carrier-files/carrier-files.admin.routes.js';
import checkoutRoutes from './modules/checkout/checkout.routes.js';
import dynamicTabsRoutes from './modules/enrollment/dynamic-tabs.routes.js';
import enrollmentStepRoutes, { unprefixedDynamicTabsRoute } from './modules/enrollment/enrollment-step.routes.js';
import personalInfoRoutes, { enrollCodeRoutes } from './modules/enrollment/personal/personal-info.routes.js';
import catalogRoutes from './modules/catalog/catalog.routes.js';
import enrollmentRoutes from './modules/enrollment/enrollment.routes.js';
import tempInfoRoutes from './modules/enrollment/temp-info.routes.js';
import enrollmentRegistries from './modules/enrollment/enrollment-registries.js';
import saveEnrollmentRoutes from './modules/enrollment/save-enrollment.routes.js';
import directContinueRoutes from './modules/enrollment/direct-continue.routes.js';
import resumeRoutes from './modules/enrollment/resume/resume.routes.js';
import dependentInfoRoutes from './modules/enrollment/people/dependent-info.routes.js';
import contactChecksRoutes from './modules/enrollment/contact/contact-checks.routes.js';
import contactInfoRoutes from './modules/enrollment/contact/contact-info.routes.js';
import dependentsRoutes from './modules/enrollment/dependents/dependents.routes.js';
import employerInfoRoutes from './modules/enrollment/employer/employer-info.routes.js';
import beneficiaryInfoRoutes from './modules/enrollment/beneficiaries/beneficiary-info.routes.js';
import cartPlanInfoRoutes from './modules/enrollment/cart-plan-info.routes.js';
import otpRoutes from './modules/enrollment/otp/otp.routes.js';
import healthQuestionsRoutes from './modules/enrollment/health/health-questions.routes.js';
import billingInfoRoutes from './modules/enrollment/billing/billing-info.routes.js';
import agreementInfoRoutes from './modules/enrollment/agreement/agreement-info.routes.js';
import completionRoutes from './modules/enrollment/completion/completion.routes.js';
import enrollmentsAdminRoutes from './modules/enrollment/completion/enrollments.admin.routes.js';
import paymentsAdminRoutes from './modules/enrollment/completion/payments.admin.routes.js';
import reportsAdminRoutes from './modules/reports/reports.admin.routes.js';
import reviewRoutes from './modules/enrollment/review/review.routes.js';
import planQuestionsRoutes from './modules/plan-questions/plan-questions.routes.js';
import mailPlugin from './modules/mail/mail.plugin.js';
import invoicesPlugin from './modules/invoices/invoices.plugin.js';
import { jobsPlugin } from './modules/jobs/index.js';
import { paymentsPlugin, paymentWebhookRoutes } from './modules/payments/index.js';
import outboxRoutes from './modules/mail/outbox.routes.js';
import quoteRoutes from './modules/quotes/quotes.routes.js';
import sitesRoutes from './modules/sites/sites.routes.js';
import accessRoutes from './modules/access/access.routes.js';
import operatorRoutes from './modules/access/operator.routes.js';
import catalogAdminRoutes from './modules/catalog/catalog.admin.routes.js';
import auditLogRoutes from './modules/access/audit-log.routes.js';
import sitesAdminRoutes from './modules/sites/sites.admin.routes.js';
import consoleSignInRoutes from './modules/access/console-sign-in.routes.js';
import staffAdminRoutes from './modules/access/staff-admin.routes.js';
import eraseAdminRoutes from './modules/retention/erase.admin.routes.js';
import retentionPlugin from './modules/retention/retention.plugin.js';
import passwordRoutes from './modules/access/password.routes.js';
import leadRoutes from './modules/leads/lead.routes.js';
import memberRoutes, { memberDevRoutes } from './modules/members/member.routes.js';
import recommendationRoutes from './modules/recommendations/recommendation.routes.js';
import planPopupsRoutes from './modules/plan-popups/plan-popups.routes.js';
import householdPlanRoutes from './modules/cart/household-plans.routes.js';
import homesRoutes from './modules/homes/homes.routes.js';
import bootstrapRoutes from './modules/storefront/bootstrap.routes.js';
import { BENEFIT_API_PREFIX } from '@benefit-store/domain';
import configPlugin from './plugins/config.js';
import linkKey from './plugins/link-key.js';
import fieldCipher from './plugins/field-cipher.js';
import health from './plugins/health.js';
import i18n from './plugins/i18n.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import dbPlugin from './plugins/db.js';
import changeNotices from './plugins/change-notices.js';
import crossSiteWrites from './plugins/cross-site-writes.js';
import errorHandler, { frameworkErrorHandler } from './plugins/error-handler.js';
import { loggerOptions, type LogStream } from './plugins/logger-options.js';
import metrics from './plugins/metrics.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import session from './plugins/session.js';
import staffSession from './modules/access/staff-session.plugin.js';
import siteContext from './plugins/site-context.js';
import swagger from './plugins/swagger.js';
import webApp from './plugins/web-app.js';

export interface BuildOptions {
  /** An already opened database (tests); otherwise config.database is opened and closed with the app. */
  database?: Database;
  /** The pool's size and idle time when config.database is opened here (API tests run many apps on one server). */
  pool?: PoolOptions;
  /** The demo data set to load at start; defaults to the bundled set when config.seedDemoData is on. */
  demoData?: DemoData | null;
  /** Logger override (tests turn it off). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read what would have been logged). */
  logStream?: LogStream;
  /** The source of "now" for everything the app does; tests pass a FixedClock. */
  clock?: Clock;
}

/** A hop count as Fastify reads it (its types lack the number form): the nearest `hops` proxies are believed. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Large enough for any form of the wizard; calls that take files set their own limit. */
const BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The demo data set to load, if any. The bundled one reads and checks its catalog files (catalog/demo) when its module
 * loads, so it is imported only when demo seeding is on: a store without demo data starts without those files.
 */
async function demoDataFor(config: AppConfig, options: BuildOptions): Promise<DemoData | null> {
  if (options.demoData !== undefined) return options.demoData;
  if (!config.seedDemoData) return null;
  return (await import('./db/seed/demo/index.js')).demoData;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    // TRUST_PROXY: request.ip is the visitor behind the configured proxies, so per-address limits hold for them.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : (config.trustProxy ?? false),
    // Routing refusals (bad URL encoding, an over-long path parameter) answer with the error envelope too.
    frameworkErrors: frameworkErrorHandler,
    // The database plugin migrates and loads the demo data (through the catalog importer) at start: on a busy two-core
    // machine that took longer than Fastify's 10 s default, then longer than 60 s, and the store failed to start. A
    // start is bounded by its database work (the pool's own connection timeouts), not by a clock: no plugin timeout.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  // JSON bodies nested too deep, or holding text no field can store, are refused before any route sees them.
  registerJsonBodyParser(app);
  app.decorate('clock', options.clock ?? systemClock);

  // Infrastructure first, in dependency order; then the error handler and docs, which must see every route.
  await app.register(configPlugin, { config });
  await app.register(i18n);
  await app.register(linkKey);
  await app.register(fieldCipher);
  await app.register(dbPlugin, { database: options.database, pool: options.pool, demoData: await demoDataFor(config, options) });
  await app.register(changeNotices);
  await app.register(jobsPlugin);
  // Before every route: its onResponse hook counts each answer by route pattern.
  await app.register(metrics);
  await app.register(securityHeaders);
  await app.register(siteContext);
  await app.register(session);
  // After the session plugin: its cookie names the visitor a call counts against.
  await app.register(rateLimit);
  // Every state-changing call from another site's page is refused (after the routes' onRequest hooks: decision 0082).
  await app.register(crossSiteWrites);
  // /healthz and /readyz: after the rate limit, whose Redis connection readiness checks.
  await app.register(health);
  await app.register(staffSession);
  await app.register(mailPlugin);
  await app.register(invoicesPlugin);
  await app.register(paymentsPlugin);
  await app.register(retentionPlugin);
  await app.register(enrollmentRegistries);
  await app.register(errorHandler);
  await app.register(swagger);

  await app.register(
    async (api) => {
      await api.register(sitesRoutes);
      await api.register(accessRoutes);
      // The operator console's calls (issue 23): every one under /api/v1/admin, every one 404 for anyone but an operator.
      await api.register(operatorRoutes);
      await api.register(catalogFilesRoutes);
      await api.register(carrierFilesAdminRoutes);
      await api.register(enrollmentsAdminRoutes);
      await api.register(paymentsAdminRoutes);
      await api.register(reportsAdminRoutes);
      await api.register(catalogAdminRoutes);
      await api.register(sitesAdminRoutes);
      await api.register(auditLogRoutes);
      await api.register(consoleSignInRoutes);
      await api.register(staffAdminRoutes);
      await api.register(eraseAdminRoutes);
      await api.register(passwordRoutes);
      await api.register(catalogRoutes);
      await api.register(enrollmentRoutes);
      await api.register(saveEnrollmentRoutes);
      await api.register(directContinueRoutes);
      await api.register(resumeRoutes);
      await api.register(dependentInfoRoutes);
      await api.register(contactChecksRoutes);
      await api.register(contactInfoRoutes);
      await api.register(dependentsRoutes);
      await api.register(employerInfoRoutes);
      await api.register(beneficiaryInfoRoutes);
      await api.register(cartRoutes);
      await api.register(quoteRoutes);
      await api.register(outboxRoutes);
      await api.register(checkoutRoutes);
      await api.register(dynamicTabsRoutes);
      await api.register(enrollmentStepRoutes);
      await api.register(personalInfoRoutes);
      await api.register(cartPlanInfoRoutes);
      await api.register(healthQuestionsRoutes);
      await api.register(billingInfoRoutes);
      await api.register(agreementInfoRoutes);
      await api.register(completionRoutes);
      await api.register(reviewRoutes);
      // After every wizard step's plugin: its answer is the union of the columns they register.
      await api.register(tempInfoRoutes);
      await api.register(planQuestionsRoutes);
      await api.register(memberRoutes);
      await api.register(leadRoutes);
      await api.register(planPopupsRoutes);
      await api.register(householdPlanRoutes);
      await api.register(homesRoutes);
      await api.register(bootstrapRoutes);
      await api.register(paymentWebhookRoutes);
      if (config.env !== 'production') await api.register(memberDevRoutes);
    },
    { prefix: '/api/v1' },
  );
  // The benefit (recommendation) service of the spec, on its own prefix so it can move to its own host.
  await app.register(recommendationRoutes, { prefix: BENEFIT_API_PREFIX });
  await app.register(otpRoutes, { prefix: BENEFIT_API_PREFIX });
  await app.register(enrollCodeRoutes, { prefix: BENEFIT_API_PREFIX });
  // The spec's one call without a prefix (001 section 7).
  await app.register(unprefixedDynamicTabsRoute);

  // Last: static files and the answer for every unknown address.
  await app.register(webApp);
  await app.ready();
  return app;
}
