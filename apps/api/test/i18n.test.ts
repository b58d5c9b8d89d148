import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { currentI18n, LOCALE_COOKIE, MESSAGES } from '@benefit-store/domain';
import i18n, { requestScopedI18n } from '../src/plugins/i18n.js';
import { Browser } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const SPANISH: Record<string, string> = JSON.parse(readFileSync(new URL('../../../packages/domain/src/i18n/locales/es.json', import.meta.url), 'utf8'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the locale of an answer', () => {
  it.each(['fr', 'de-DE;q=0.5, *;q=0.1', ''])('answers Accept-Language %j in English, with Content-Language en', async (acceptLanguage) => {
    const res = await new Browser(t.app).request({ method: 'GET', url: '/api/v1/get-plan-category', headers: { 'accept-language': acceptLanguage } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    const dental = res.json().data.find((c: { category: string }) => c.category === 'dental');
    expect(dental.description).toBe('Cleanings, exams, fillings and more at dentists near you.');
  });

  it('answers a Spanish-speaking browser in Spanish, with Content-Language es', async () => {
    const res = await new Browser(t.app).request({ method: 'GET', url: '/api/v1/get-plan-category', headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(res.headers['content-language']).toBe('es');
    const dental = res.json().data.find((c: { category: string }) => c.category === 'dental');
    expect(dental.description).toBe(SPANISH['category.dental']);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: { 'accept-language': 'es-MX' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SPANISH['common.notFound']);
  });

  it("answers in the visitor's chosen language (its cookie) before the browser's Accept-Language", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: { 'accept-language': 'en-US', cookie: `${LOCALE_COOKIE}=es` } });
    expect(res.headers['content-language']).toBe('es');
    expect(res.json().message).toBe(SPANISH['common.notFound']);
    const english = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: { 'accept-language': 'es', cookie: `${LOCALE_COOKIE}=en` } });
    expect(english.json().message).toBe(MESSAGES.notFound);
  });
});

describe('the request scope of the locale', () => {
  it("holds the request's Lingui instance through body parsing and awaits, for concurrent requests", async () => {
    const app = Fastify();
    await app.register(i18n);
    app.post('/probe', async (request) => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      const scoped = requestScopedI18n();
      return { scoped: scoped !== undefined && scoped === currentI18n(), locale: request.locale, body: request.body };
    });
    await app.ready();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: '/probe', payload: { i }, headers: { 'accept-language': i % 2 ? 'es-MX' : 'en-US' } })),
    );
    expect(answers.map((a) => a.json())).toEqual(Array.from({ length: 20 }, (_, i) => ({ scoped: true, locale: i % 2 ? 'es' : 'en', body: { i } })));
    expect(requestScopedI18n()).toBeUndefined();
    await app.close();
  });
});
