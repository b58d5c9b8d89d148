import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { createI18n, LOCALES, loadTranslations, localeOfAcceptLanguage, setI18nResolver, SOURCE_LOCALE, type I18n, type Locale } from '@benefit-store/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The locale this request is answered in, from its Accept-Language header (English when none fits). */
    locale: Locale;
  }
}

const requestI18n = new AsyncLocalStorage<I18n>();

/** The Lingui instance of the request being handled; undefined outside a request (tests check the scope holds). */
export const requestScopedI18n = (): I18n | undefined => requestI18n.getStore();
const scopes = new WeakMap<object, AsyncResource>();

/**
 * Each request is answered in the locale its Accept-Language asks for, among the supported ones (domain LOCALES;
 * English when none fits), and says so in Content-Language. The catalogs' texts (`MESSAGES.x`, e-mails, money and
 * dates) resolve through the request's own Lingui instance, held in an AsyncLocalStorage for the request's life, so
 * concurrent requests in different languages never see each other's locale. Outside a request (workers, start-up)
 * the texts are English.
 */
export default fp(
  async (app) => {
    const instances = new Map<Locale, I18n>();
    for (const locale of Object.keys(LOCALES) as Locale[]) instances.set(locale, createI18n(locale, await loadTranslations(locale)));
    const english = instances.get(SOURCE_LOCALE)!;
    setI18nResolver(() => requestI18n.getStore() ?? english);

    app.decorateRequest('locale', SOURCE_LOCALE);
    app.addHook('onRequest', (request, reply, done) => {
      const locale = localeOfAcceptLanguage(request.headers['accept-language']);
      request.locale = locale;
      reply.header('content-language', locale);
      requestI18n.run(instances.get(locale) ?? english, () => {
        const scope = new AsyncResource('request-i18n');
        scopes.set(request, scope);
        scope.runInAsyncScope(done, request.raw);
      });
    });
    // Reading the body leaves the request's async context (stream events): enter it again before validation.
    app.addHook('preValidation', (request, _reply, done) => {
      const scope = scopes.get(request);
      if (scope) scope.runInAsyncScope(done, request.raw);
      else done();
    });
  },
  { name: 'i18n' },
);
