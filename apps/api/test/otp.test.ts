import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BENEFIT_API_PREFIX, ENROLLMENT_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { otpCodes, outboxMessages } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { fixtureData } from './helpers/fixture-data.js';
import { appWithCapturedLog, createTestApp, TEST_LIMITS, type TestApp } from './helpers/test-app.js';

const START = new Date('2030-03-04T10:00:00Z');
const SECOND = 1000;
const high = { max: 100_000 };

function otpCall(browser: Browser, path: 'send-otp' | 'verify-otp', body: unknown) {
  return browser.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/${path}`, payload: body as Record<string, unknown> });
}

/** The newest outbox message to `recipient` and the code in it. */
async function lastCode(app: FastifyInstance, recipient: string): Promise<{ code: string; channel: string; text: string }> {
  const rows = await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  const row = rows.sort((a, b) => b.id - a.id)[0];
  if (!row) throw new Error(`no message to ${recipient}`);
  const code = /\b(\d{6})\b/.exec(row.text)?.[1];
  if (!code) throw new Error('no code in the message');
  return { code, channel: row.channel, text: row.text };
}

/** A code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('one-time codes with a fixed clock', () => {
  let t: TestApp;
  const clock = new FixedClock(START);
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { limits: { ...TEST_LIMITS, 'otp-send': high, 'otp-send-contact': high, 'otp-send-enrollment': high } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  async function fresh(type: 'email' | 'phone' = 'email') {
    n += 1;
    clock.set(START);
    const browser = new Browser(t.app);
    const enrollment_id = await startEnrollment(browser);
    const contact = type === 'email' ? `otp.person${n}@example.com` : `21255501${String(n).padStart(2, '0')}`;
    return { browser, enrollment_id, contact, type };
  }

  it('sends a six-digit e-mail code through the outbox and answers how long it lives', async () => {
    const { browser, enrollment_id, contact } = await fresh();
    const res = await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      message: ENROLLMENT_MESSAGES.otpSentEmail,
      data: { type: 'email', expires_in: 120, resend_in: 120, length: 6 },
    });
    const sent = await lastCode(t.app, contact);
    expect(sent.channel).toBe('email');
    expect(sent.code).toMatch(/^\d{6}$/);
  });

  it('stores the code hashed with a salt of its own: no column holds the code', async () => {
    const { browser, enrollment_id, contact } = await fresh();
    await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' });
    const { code } = await lastCode(t.app, contact);
    const [row] = await t.app.database.db.select().from(otpCodes).where(and(eq(otpCodes.enrollmentId, enrollment_id), eq(otpCodes.contact, contact)));
    expect(row).toBeDefined();
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.salt.length).toBeGreaterThanOrEqual(22);
    for (const value of Object.values(row!)) expect(String(value)).not.toContain(code);
  });

  it('verifies the right code once, and refuses it the second time', async () => {
    const { browser, enrollment_id, contact } = await fresh();
    await otpCall(browser, 'send-otp', { contact: contact.toUpperCase(), enrollment_id, type: 'email' });
    const { code } = await lastCode(t.app, contact);
    clock.advance(30 * SECOND);
    const first = await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: code, type: 'email' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'success', message: ENROLLMENT_MESSAGES.otpVerified, data: { type: 'email', contact, verified: true } });
    const again = await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: code, type: 'email' });
    expect(again.statusCode).toBe(422);
    expect(again.json().data).toEqual([{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpAlreadyUsed }]);
  });

  it('accepts the code at 119 seconds and refuses it as expired at 120', async () => {
    const a = await fresh();
    await otpCall(a.browser, 'send-otp', { contact: a.contact, enrollment_id: a.enrollment_id, type: 'email' });
    const codeA = (await lastCode(t.app, a.contact)).code;
    clock.set(new Date(START.getTime() + 119 * SECOND));
    expect((await otpCall(a.browser, 'verify-otp', { enrollment_id: a.enrollment_id, contact: a.contact, otp: codeA, type: 'email' })).statusCode).toBe(200);

    const b = await fresh();
    await otpCall(b.browser, 'send-otp', { contact: b.contact, enrollment_id: b.enrollment_id, type: 'email' });
    const codeB = (await lastCode(t.app, b.contact)).code;
    clock.set(new Date(START.getTime() + 120 * SECOND));
    const late = await otpCall(b.browser, 'verify-otp', { enrollment_id: b.enrollment_id, contact: b.contact, otp: codeB, type: 'email' });
    expect(late.statusCode).toBe(422);
    expect(late.json().data).toEqual([{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpExpired }]);
  });

  it('blocks a resend for 120 seconds and says how many seconds are left', async () => {
    const { browser, enrollment_id, contact } = await fresh();
    expect((await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' })).statusCode).toBe(200);
    clock.advance(30 * SECOND);
    const early = await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('90');
    expect(early.json()).toEqual({ status: 'error', message: 'Please wait 90 seconds before requesting a new code.', errorCode: 'tooManyRequests' });
    clock.advance(89.5 * SECOND);
    expect((await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' })).json().message).toBe(ENROLLMENT_MESSAGES.otpResendWait({ seconds: 1 }));
    clock.advance(0.5 * SECOND);
    expect((await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' })).statusCode).toBe(200);
  });

  it('counts down the tries of wrong codes, then refuses the sixth try even with the right code', async () => {
    const { browser, enrollment_id, contact } = await fresh();
    await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' });
    const { code } = await lastCode(t.app, contact);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: wrong(code), type: 'email' });
      expect(res.statusCode).toBe(422);
      messages.push(res.json().data[0].error_message);
    }
    expect(messages).toEqual([
      ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 4 }),
      ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 3 }),
      ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 2 }),
      ENROLLMENT_MESSAGES.otpWrong({ triesLeft: 1 }),
      ENROLLMENT_MESSAGES.otpLocked,
    ]);
    const sixth = await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: code, type: 'email' });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().data).toEqual([{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpLocked }]);

    // A new code (after the resend wait) starts again with five tries.
    clock.advance(120 * SECOND);
    expect((await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' })).statusCode).toBe(200);
    const fresher = await lastCode(t.app, contact);
    expect((await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: fresher.code, type: 'email' })).statusCode).toBe(200);
  });

  it('refuses a code for a contact no code was sent to', async () => {
    const { browser, enrollment_id } = await fresh();
    const res = await otpCall(browser, 'verify-otp', { enrollment_id, contact: 'nobody.asked@example.com', otp: '123456', type: 'email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpNotRequested }]);
  });

  it('keeps codes apart per enrollment: the code of one enrollment does not verify another', async () => {
    const a = await fresh();
    await otpCall(a.browser, 'send-otp', { contact: a.contact, enrollment_id: a.enrollment_id, type: 'email' });
    const { code } = await lastCode(t.app, a.contact);
    const other = await startEnrollment(a.browser);
    const res = await otpCall(a.browser, 'verify-otp', { enrollment_id: other, contact: a.contact, otp: code, type: 'email' });
    expect(res.json().data).toEqual([{ target_element: 'otp', error_message: ENROLLMENT_MESSAGES.otpNotRequested }]);
  });

  it("answers 404 for another browser's enrollment, for sending and verifying", async () => {
    const { enrollment_id, contact } = await fresh();
    const stranger = new Browser(t.app);
    await startEnrollment(stranger);
    expect((await otpCall(stranger, 'send-otp', { contact, enrollment_id, type: 'email' })).statusCode).toBe(404);
    expect((await otpCall(stranger, 'verify-otp', { contact, enrollment_id, otp: '123456', type: 'email' })).statusCode).toBe(404);
  });

  it('sends phone codes as text messages on the outbox sms channel, listed at /dev/outbox', async () => {
    const { browser, enrollment_id, contact } = await fresh('phone');
    const res = await otpCall(browser, 'send-otp', { contact: `(${contact.slice(0, 3)}) ${contact.slice(3, 6)}-${contact.slice(6)}`, enrollment_id, type: 'phone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ENROLLMENT_MESSAGES.otpSentPhone);
    const sent = await lastCode(t.app, contact);
    expect(sent.channel).toBe('sms');
    const outbox = await browser.get('dev/outbox');
    expect(outbox.json().data.result[0]).toMatchObject({ channel: 'sms', recipient: contact, status: 'pending' });
    expect((await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: sent.code, type: 'phone' })).statusCode).toBe(200);
  });

  it.each([
    [{ contact: 'not-an-email', type: 'email' }, 'contact', ENROLLMENT_MESSAGES.otpEnterValidEmail],
    [{ contact: '555-0142', type: 'phone' }, 'contact', ENROLLMENT_MESSAGES.otpEnterValidPhone],
    [{ contact: 'a@example.com', type: 'fax' }, 'type', MESSAGES.invalidChoice],
  ])('refuses to send to %o', async (body, target, message) => {
    const { browser, enrollment_id } = await fresh();
    const res = await otpCall(browser, 'send-otp', { enrollment_id, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toContainEqual({ target_element: target, error_message: message });
  });

  it.each([
    ['', ENROLLMENT_MESSAGES.otpEmptyEmail],
    ['123', ENROLLMENT_MESSAGES.otpTooShort],
  ])('refuses the code %j before looking at any code', async (otp, message) => {
    const { browser, enrollment_id, contact } = await fresh();
    const res = await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp, type: 'email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'otp', error_message: message }]);
  });
});

describe('one-time code limits', () => {
  let t: TestApp;
  const clock = new FixedClock(START);
  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: { limits: { ...TEST_LIMITS, 'otp-send': { max: 6 }, 'otp-send-contact': { max: 2 }, 'otp-send-enrollment': { max: 3 } } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('limits the codes sent to one contact across enrollments', async () => {
    const contact = 'limit.contact@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const browser = new Browser(t.app);
      const enrollment_id = await startEnrollment(browser);
      statuses.push((await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('limits the codes sent for one enrollment across contacts', async () => {
    const browser = new Browser(t.app);
    const enrollment_id = await startEnrollment(browser);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await otpCall(browser, 'send-otp', { contact: `limit.enrollment${i}@example.com`, enrollment_id, type: 'email' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await otpCall(browser, 'send-otp', { contact: 'limit.enrollment9@example.com', enrollment_id, type: 'email' });
    expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests', message: MESSAGES.tooManyRequests });
  });

  it('limits the codes asked for by one visitor, not by the address it shares with others', async () => {
    const browser = new Browser(t.app);
    const statuses: number[] = [];
    for (let e = 0; e < 4; e++) {
      const enrollment_id = await startEnrollment(browser);
      for (let c = 0; c < 2; c++) {
        statuses.push((await otpCall(browser, 'send-otp', { contact: `limit.visitor${e}.${c}@example.com`, enrollment_id, type: 'email' })).statusCode);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    // Another visitor behind the same client address asks and gets its code.
    const colleague = new Browser(t.app);
    const enrollment_id = await startEnrollment(colleague);
    expect((await otpCall(colleague, 'send-otp', { contact: 'limit.colleague@example.com', enrollment_id, type: 'email' })).statusCode).toBe(200);
  });
});

describe('the log of a verification', () => {
  const logged = appWithCapturedLog({ demoData: fixtureData });


  it('never holds the code or the contact', async () => {
    const browser = new Browser(logged.app());
    const enrollment_id = await startEnrollment(browser);
    const contact = 'log.watch.person@example.com';
    await otpCall(browser, 'send-otp', { contact, enrollment_id, type: 'email' });
    const { code } = await lastCode(logged.app(), contact);
    await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: wrong(code), type: 'email' });
    await otpCall(browser, 'verify-otp', { enrollment_id, contact, otp: code, type: 'email' });
    await logged.app().jobs.runOnce();
    const log = logged.log();
    expect(log).toContain('verify-otp');
    expect(log).not.toContain(code);
    expect(log).not.toContain(wrong(code));
    expect(log).not.toContain(contact);
  });
});
