import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentI18n, MESSAGES } from '@benefit-store/domain';
import i18n, { requestScopedI18n } from '../src/plugins/i18n.js';
import { Browser } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the locale of an answer', () => {
  it.each(['es-MX,es;q=0.9', 'fr', 'de-DE;q=0.5, *;q=0.1', ''])('answers Accept-Language %j in English, with Content-Language en', async (acceptLanguage) => {
    const res = await new Browser(t.app).request({ method: 'GET', url: '/api/v1/get-plan-category', headers: { 'accept-language': acceptLanguage } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-language']).toBe('en');
    const dental = res.json().data.find((c: { category: string }) => c.category === 'dental');
    expect(dental.description).toBe('Cleanings, exams, fillings and more at dentists near you.');
  });

  it('words errors in English for a Spanish-speaking browser too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-call', headers: { 'accept-language': 'es-MX' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-language']).toBe('en');
    expect(res.json().message).toBe(MESSAGES.notFound);
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
    expect(answers.map((a) => a.json())).toEqual(Array.from({ length: 20 }, (_, i) => ({ scoped: true, locale: 'en', body: { i } })));
    expect(requestScopedI18n()).toBeUndefined();
    await app.close();
  });
});
