import { API_MESSAGES, ERROR_CODES, MESSAGES } from '@benefit-store/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser } from './helpers/browser.js';
import { AGREEMENT, CARD, CONTACT, PERSONAL, dentalEnrollment } from './helpers/complete-steps.js';
import { byField } from './helpers/field-errors.js';
import { operationsOf, type OpenApiDocument } from './helpers/openapi-operations.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * Issue 26 item 4 b and c: bodies no client form sends. An array nested thousands deep answered 500 (the stack of the
 * code that reported it overflowed); NUL and lone surrogates in the billing address and the agreement's name reached
 * the database (400 invalidInput, logged as a schema gap). Both are refused with a client error, never a 5xx.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z') });
});
afterAll(async () => t.close());

const nested = (depth: number, inner: unknown = 1): unknown => {
  let value: unknown = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** A JSON body whose `field` is an array `depth` deep, written as text (JSON.stringify itself overflows on such values). */
const deepBody = (fields: Record<string, unknown>, field: string, depth: number) =>
  JSON.stringify({ ...fields, [field]: 0 }).replace(`"${field}":0`, `"${field}":${'['.repeat(depth)}1${']'.repeat(depth)}`);

const postText = (browser: Browser, path: string, text: string) =>
  browser.request({ method: 'POST', url: `/api/v1/${path}`, payload: text, headers: { 'content-type': 'application/json' } });

describe('a body nested too deep', () => {
  it.each([
    ['save-personal-info', 'prior_coverage_flag', PERSONAL],
    ['save-contact-info', 'skip_validation_email', CONTACT],
    ['save-contact-info', 'skip_validation_phone', CONTACT],
  ])('%s with %s an array 5,000 deep is refused with 400 before it is read', async (path, field, step) => {
    const { browser, id } = await dentalEnrollment(t.app);
    const res = await postText(browser, path, deepBody({ enrollment_id: id, ...step }, field, 5_000));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ status: 'error', message: API_MESSAGES.bodyTooDeep, errorCode: ERROR_CODES.malformedBody });
  });

  it('is refused on every route that takes a body, and a body 32 deep still reaches the route', async () => {
    const operations = operationsOf(t.app.swagger() as OpenApiDocument).filter((o) => o.body !== null);
    expect(operations.length).toBeGreaterThan(50);
    for (const o of operations) {
      const url = o.path.replace(/\{[^}]+\}/g, '1');
      const res = await t.app.inject({ method: o.method as 'POST', url, payload: deepBody({}, 'value', 5_000), headers: { 'content-type': 'application/json' } });
      // The console's operator calls answer a stranger 404 before anything else (console-permissions.test.ts).
      const answer = [res.statusCode, res.json().errorCode];
      if (o.path.startsWith('/api/v1/admin/') && res.statusCode === 404) expect(answer).toEqual([404, ERROR_CODES.notFound]);
      else expect(answer, `${o.method} ${o.path}: ${res.body}`).toEqual([400, ERROR_CODES.malformedBody]);
    }
    // 31 arrays inside the body's object: 32 levels, the most allowed, so the route's own schema answers.
    const { browser, id } = await dentalEnrollment(t.app);
    const allowed = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL, prior_coverage_flag: nested(31) });
    expect(allowed.statusCode, allowed.body).toBe(422);
    expect(Object.keys(byField(allowed.json().data))).toContain('prior_coverage_flag');
  });

  it('counts brackets inside strings as text', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const res = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL, middle_name: '['.repeat(40) + '"\\"{' });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ middle_name: expect.any(String) });
  });
});

/** Texts PostgreSQL cannot store (NUL) or that are not UTF-8 (half a surrogate pair), alone and amid ordinary text. */
const UNSTORABLE: [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['only NUL', '\u0000'],
  ['NUL at the end', '12 Main Street\u0000'],
  ['lone high surrogate', '\ud83d'],
  ['lone low surrogate', 'Main \ude00 Street'],
  ['surrogates reversed', '\ude00\ud83d'],
  ['NUL and a surrogate', '\u0000\ud800'],
];

describe('text no field can store', () => {
  const targets: [string, string, Record<string, unknown>][] = [
    ['save-billing-info', 'address1', CARD],
    ['save-billing-info', 'address2', CARD],
    ['save-billing-info', 'city', CARD],
    ['save-agreement-info', 'user_name', AGREEMENT],
  ];

  it.each(targets)('%s refuses it in %s with 422 and the field, and stores nothing', async (path, field, step) => {
    const { browser, id } = await dentalEnrollment(t.app);
    let fiveHundreds = 0;
    for (const [, value] of UNSTORABLE) {
      const res = await browser.post(path, { enrollment_id: id, ...step, [field]: value });
      if (res.statusCode >= 500) fiveHundreds++;
      expect(res.statusCode, `${field}=${JSON.stringify(value)}: ${res.body}`).toBe(422);
      expect(res.json().errorCode).toBe(ERROR_CODES.validation);
      expect(byField(res.json().data)).toEqual({ [field]: MESSAGES.invalidCharacters });
    }
    expect(fiveHundreds).toBe(0);
    const saved = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: path === 'save-billing-info' ? 'billing_info' : 'agreement_info' })).json().data;
    expect(saved.value).toBeNull();
  });

  it('is refused in any field of any body, nested or as a key', async () => {
    const browser = new Browser(t.app);
    const inList = await browser.post('add-filter-for-new-user', { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990', extra: [{ note: 'x\u0000' }] });
    expect(inList.statusCode).toBe(422);
    expect(byField(inList.json().data)).toEqual({ 'extra.0.note': MESSAGES.invalidCharacters });
    const asKey = await browser.post('add-filter-for-new-user', { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990', ['k\ud800']: 1 });
    expect(asKey.statusCode).toBe(422);
  });

  it('still takes every other character: accents, emoji, right-to-left text', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const res = await browser.post('save-billing-info', { enrollment_id: id, ...CARD, address1: 'Calle Ñandú 5 😀', city: 'Zürich' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
