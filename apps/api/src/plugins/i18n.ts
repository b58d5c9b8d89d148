import { AsyncResource } from 'node:async_hooks';
import { isLocale, LOCALE_COOKIE, matchLocale, parseAcceptLanguage, SOURCE_LOCALE, type I18n, type Locale } from '@benefit-store/domain';
import fp from 'fastify-plugin';
import { prepareLocales, inLocale, scopedI18n } from '../modules/shared/locale-scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The locale this request is answered in: the visitor's chosen language (cookie), else Accept-Language's, else English. */
    locale: Locale;
    /** The language the request itself named (cookie or Accept-Language), null when it named no supported one: only this is kept on an enrollment. */
    localeAsked: Locale | null;
  }
}

/** The Lingui instance of the request being handled; undefined outside a request (tests check the scope holds). */
export const requestScopedI18n = (): I18n | undefined => scopedI18n();
const scopes = new WeakMap<object, AsyncResource>();

/** The language kept in the visitor's cookie (LOCALE_COOKIE, written by the web's language control). */
function cookieLocale(header: string | undefined): Locale | null {
  const value = header
    ?.slice(0, 8000)
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return value !== undefined && isLocale(value) ? value : null;
}

/**
 * Each request is answered in the visitor's chosen language (the cookie the web's language control writes, so a
 * link the browser opens itself, such as the receipt PDF, follows it too), else the one its Accept-Language asks
 * for among the supported ones (domain LOCALES; English when none fits), and says so in Content-Language. The
 * catalogs' texts resolve through the request's own Lingui instance, held for the request's life in the kernel's
 * locale scope (modules/shared/locale-scope.ts), so concurrent requests in different languages never see each
 * other's locale. Outside a request (workers, start-up) the texts are English unless a job enters a locale itself.
 */
export default fp(
  async (app) => {
    await prepareLocales();

    app.decorateRequest('locale', SOURCE_LOCALE);
    app.decorateRequest('localeAsked', null);
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers['accept-language'];
      const asked = cookieLocale(request.headers.cookie) ?? (header ? matchLocale(parseAcceptLanguage(header)) : null);
      const locale = asked ?? SOURCE_LOCALE;
      request.locale = locale;
      request.localeAsked = asked;
      reply.header('content-language', locale);
      inLocale(locale, () => {
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
