import { PGlite } from '@electric-sql/pglite';
import { ERROR_CODES, INT4_MAX, MESSAGES, API_MESSAGES } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { FastifyError } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerForError } from '../src/plugins/error-handler.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let browser: Browser;
let enrollmentId: string;

beforeAll(async () => {
  t = await createTestApp();
  browser = new Browser(t.app);
  enrollmentId = await startEnrollment(browser);
});
afterAll(async () => {
  await t.close();
});

const huge = 'x'.repeat(100_000);
const nested = JSON.stringify({ zip: { $gt: '' }, dob: [[[[{}]]]], gender: { a: { b: { c: [1, 2, { d: null }] } } }, tier: ['IO'] });

/** Raw bodies a careless or hostile client might send as JSON. */
const jsonBodies: [string, string][] = [
  ['invalid JSON', '{"zip": "10001",'],
  ['a lone brace', '{'],
  ['an array', '[1, 2, 3]'],
  ['an array of forms', '[{"zip":"10001","gender":0,"tier":"IO","dob":"01/01/1980"}]'],
  ['a string', '"hello"'],
  ['a number', '42'],
  ['null', 'null'],
  ['true', 'true'],
  ['an empty object', '{}'],
  ['nested garbage', nested],
  ['a huge string field', JSON.stringify({ zip: huge, dob: huge, gender: huge, tier: huge })],
  ['a __proto__ key', '{"__proto__": {"isAdmin": true}, "zip": "10001", "gender": 0, "tier": "IO", "dob": "01/01/1980"}'],
  ['a constructor.prototype key', '{"constructor": {"prototype": {"isAdmin": true}}, "zip": "10001"}'],
  ['numbers where strings belong', '{"zip": 10001, "gender": "0", "tier": 1, "dob": 19800101}'],
  ['a huge number', '{"zip": "10001", "gender": 1e400, "tier": "IO", "dob": "01/01/1980"}'],
  ['unicode noise', '{"zip": "\\u0000\\u202e12345", "gender": "\\ud83d", "tier": "I\\u0000O", "dob": "01/01/1980\\u0000"}'],
  ['an empty body', ''],
];

const endpoints: [string, 'POST' | 'PUT', () => string][] = [
  ['add-filter-for-new-user', 'POST', () => '/api/v1/add-filter-for-new-user'],
  ['change-filter-info', 'PUT', () => `/api/v1/change-filter-info/${enrollmentId}`],
  ['add-plan-to-cart', 'POST', () => '/api/v1/add-plan-to-cart'],
];

describe('malformed request bodies', () => {
  for (const [endpoint, method, url] of endpoints) {
    // An empty object is a valid change (nothing to change), so that endpoint may answer it with 200.
    const bodies = endpoint === 'change-filter-info' ? jsonBodies.filter(([name]) => name !== 'an empty object') : jsonBodies;
    it.each(bodies)(`${endpoint} answers %s with a 4xx envelope, never a 5xx`, async (_name, payload) => {
      const response = await browser.request({ method, url: url(), payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ status: 'error' });
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });
  }

  it('answers invalid JSON with 400 and errorCode malformedBody', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: '{"zip":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: 'The request body is not valid JSON.', errorCode: 'malformedBody' });
  });

  it('answers a body that is not an object with a field error on the body', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[0].target_element).toBe('body');
  });

  it.each([
    ['text/plain', 'zip=10001'],
    ['application/x-www-form-urlencoded', 'zip=10001&gender=0'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="zip"\r\n\r\n10001\r\n--x--'],
    ['application/xml', '<zip>10001</zip>'],
  ])('refuses a %s body with 415', async (contentType, payload) => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'unsupportedMediaType' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: JSON.stringify({ zip: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'requestTooLarge' });
  });

  it('does not let a __proto__ key pollute objects', async () => {
    await browser.request({
      method: 'POST',
      url: '/api/v1/add-filter-for-new-user',
      payload: '{"__proto__": {"polluted": "yes"}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('malformed query strings', () => {
  it.each([
    ['get-filtered-plans', 'enrollment_id[]=a&enrollment_id[]=b'],
    ['get-filtered-plans', `enrollment_id=${'x'.repeat(5000)}`],
    ['get-filtered-plans', 'enrollment_id=abc&categories=medical,__proto__'],
    ['get-filtered-plans', 'enrollment_id=abc&enrollment_id=def'],
    ['get-plan-cart', '__proto__[x]=1'],
    ['get-plan-cart', 'enrollment_id=%E0%A4%A'],
    ['remove-plan-from-cart', 'enrollment_id=abc&plan_id=-1&plan_pricing_id=1.5'],
    ['remove-plan-from-cart', 'enrollment_id=abc&plan_id=99999999999999999999999&plan_pricing_id=NaN'],
    ['get-menu-filtered-plans', 'category=constructor'],
    ['get-enrollment-temp-info', 'enrollment_id=abc&column=__proto__'],
    ['get-common-menu', 'agent_id=abc&group_id=-5'],
    ['validate-zip-code', 'zip_code[]=10001'],
  ])('%s?%s answers with a 4xx envelope', async (path, query) => {
    const response = await browser.request({ method: 'GET', url: `/api/v1/${path}?${query}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 'error' });
  });

  it('refuses the wrong HTTP method with a 404 envelope', async () => {
    const response = await browser.request({ method: 'DELETE', url: '/api/v1/get-plan-cart' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'notFound' });
  });
});

describe('values the database cannot hold', () => {
  const fieldError = (response: { json(): unknown }) => (response.json() as { data: { target_element: string; error_message: string }[] }).data;

  it.each([
    ['int4 max + 1', INT4_MAX + 1],
    ['int4 max + 1 as text', String(INT4_MAX + 1)],
    ['beyond safe integers', '99999999999999999999'],
  ])('refuses an id of %s with 422 Invalid id before any query', async (_name, id) => {
    const response = await browser.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: id, plan_pricing_id: 1 });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response)).toEqual([{ target_element: 'plan_id', error_message: MESSAGES.invalidId }]);
  });

  it('takes the largest id a record can have (not found, not refused)', async () => {
    const response = await browser.get('get-agent-landing-page-info', { agent_id: INT4_MAX });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['a NUL byte', 'Acme\u0000Corp'],
    ['an escape sequence', '\u001b[31mAcme'],
    ['a tab', 'Acme\tCorp'],
  ])('refuses %s in a one-line text with a field error', async (_name, code) => {
    const response = await browser.get('validate-group', { group_code: code });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response)).toEqual([{ target_element: 'group_code', error_message: MESSAGES.invalidCharacters }]);
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'A'.repeat(23)],
    ['not base64url', 'AAAAAAAAAAAAAAAAAAAA+/'],
  ])('refuses an enrollment id that is %s with 422 Invalid id', async (_name, id) => {
    const response = await browser.get('get-plan-cart', { enrollment_id: id });
    expect(response.statusCode).toBe(422);
    expect(fieldError(response)).toEqual([{ target_element: 'enrollment_id', error_message: MESSAGES.invalidId }]);
  });

  it('answers a value the database refuses with 400 invalidInput, not a 500 (a safety net behind the schemas)', async () => {
    const client = await PGlite.create();
    try {
      const db = drizzle({ client });
      for (const query of [sql`select ${String(INT4_MAX + 1)}::int`, sql`select ${'a\u0000b'}::text`]) {
        const error = await db.execute(query).then(
          () => null,
          (err: unknown) => err,
        );
        expect(error).not.toBeNull();
        expect(answerForError(error as FastifyError)).toEqual({
          status: 400,
          body: { status: 'error', message: API_MESSAGES.invalidInput, errorCode: ERROR_CODES.invalidInput },
        });
      }
    } finally {
      await client.close();
    }
  });
});

describe("Fastify's own refusals", () => {
  it('answers bad percent-encoding in the path with a 400 envelope', async () => {
    const response = await browser.request({ method: 'PUT', url: '/api/v1/change-filter-info/%E0%A4%A', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', message: API_MESSAGES.badRequest, errorCode: 'badRequest' });
  });

  it('answers a path parameter over the length limit with a 414 envelope', async () => {
    const response = await browser.request({ method: 'GET', url: `/api/v1/direct-continue/${'x'.repeat(1000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ status: 'error', message: API_MESSAGES.requestTooLarge, errorCode: 'requestTooLarge' });
  });

  it('answers a malformed content type with a 415 envelope', async () => {
    const response = await browser.request({
      method: 'POST',
      url: '/api/v1/add-plan-to-cart',
      payload: '{}',
      headers: { 'content-type': 'application/json;;; charset' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ status: 'error' });
  });
});
