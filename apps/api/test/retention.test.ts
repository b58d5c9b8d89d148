import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { BENEFIT_API_PREFIX, CONSOLE_ERASE_MESSAGES } from '@benefit-store/domain';
import {
  auditLog,
  cartItems,
  completedEnrollments,
  coverageChanges,
  enrollmentCompletions,
  enrollments,
  enrollmentTabs,
  otpCodes,
  outboxMessages,
  resumeCodes,
  sessionEnrollments,
  signedRecords,
} from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import type { Browser } from './helpers/browser.js';
import { completeAllSteps, CONTACT, dentalEnrollment } from './helpers/complete-steps.js';
import { operatorSession } from './helpers/operator-session.js';
import { createTestApp, TEST_LIMITS, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * Personal data kept only as long as needed (issue 28 item 4; decision 0074): each rule of the retention job on a
 * clock moved forward, and the console's erase on request. The clock starts at the real present each test, since some
 * rows take their times from the database (created_at defaults).
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const high = { max: 100_000 };

let t: TestApp;
const clock = new FixedClock(new Date());
let start: number;
beforeAll(async () => {
  t = await createTestApp({
    demoData: wizardData,
    clock,
    config: { limits: { ...TEST_LIMITS, 'save-later-send': high, 'save-later-recipient': high, 'otp-send': high, 'otp-send-enrollment': high, 'otp-send-contact': high } },
  });
});
afterAll(async () => t.close());
beforeEach(() => {
  start = Date.now();
  clock.set(new Date(start));
});

const db = () => t.app.database.db;
/** Moves the clock to `days` after the test's start and runs the retention job there. */
const sweepAt = (days: number) => {
  clock.set(new Date(start + days * DAY_MS));
  return t.app.sweepRetention();
};
const rowsOf = async (table: typeof enrollmentTabs | typeof resumeCodes | typeof otpCodes | typeof cartItems | typeof sessionEnrollments, id: string) =>
  (await db().select({ n: count() }).from(table).where(eq(table.enrollmentId, id)))[0]!.n;
const enrollmentRow = async (id: string) => (await db().select().from(enrollments).where(eq(enrollments.id, id)))[0]!;
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;

/** A shopper with the dental plan in the cart who saved the contact step for later, mailed to `email`. */
async function savedForLater(email: string): Promise<{ browser: Browser; id: string }> {
  const shopper = await dentalEnrollment(t.app);
  const saved = await shopper.browser.post('save-enrollment', { enrollment_id: shopper.id, email, tab: 'contact_info', data: { ...CONTACT, email_address: email, with_validation: 0 } });
  expect(saved.statusCode, saved.body).toBe(200);
  return shopper;
}

/**
 * The shopper comes back twice a day up to `lastDay` (a read of the enrollment): a browser that holds personal data is
 * signed out after 24 idle hours (decision 0082), so a person still shopping weeks later has used it daily. A read is
 * not activity for retention; only a saved step is.
 */
async function visitDaily(browser: Browser, id: string, lastDay: number): Promise<void> {
  const from = (clock.now().getTime() - start) / DAY_MS;
  for (let day = Math.floor(from * 2 + 1) / 2; day <= lastDay; day += 0.5) {
    clock.set(new Date(start + day * DAY_MS));
    const read = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' });
    expect(read.statusCode, read.body).toBe(200);
  }
}

/** The resume code in the newest resume e-mail to `recipient`. */
async function resumeCodeMailedTo(recipient: string): Promise<string> {
  const [row] = await db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'resume-code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(row?.text ?? '')?.[1];
  if (!code) throw new Error(`no resume code mailed to ${recipient}`);
  return code;
}

describe('the retention job', () => {
  it('erases an unfinished enrollment after 30 days without activity, keeping what identifies nobody', async () => {
    const { id } = await savedForLater('abandoned@example.com');
    const audits = await auditCount();

    await sweepAt(29);
    expect(await rowsOf(enrollmentTabs, id)).toBe(1);
    expect((await enrollmentRow(id)).personalDataErasedAt).toBeNull();

    const swept = await sweepAt(31);
    expect(swept.abandonedErased).toBeGreaterThanOrEqual(1);
    const row = await enrollmentRow(id);
    expect(row.personalDataErasedAt?.getTime()).toBe(start + 31 * DAY_MS);
    expect(await rowsOf(enrollmentTabs, id)).toBe(0);
    expect(await rowsOf(resumeCodes, id)).toBe(0);
    expect(await rowsOf(sessionEnrollments, id)).toBe(0);
    // The cart's plan, the state and the tier stay for the reports; the date of birth and ZIP code go.
    expect(await rowsOf(cartItems, id)).toBe(1);
    expect(row.filterInfo).toMatchObject({ state: expect.any(String), tier: expect.any(String) });
    expect(row.filterInfo).not.toHaveProperty('dob');
    expect(row.filterInfo).not.toHaveProperty('zip');
    // The resume e-mail keeps only that it was sent: no recipient, no body.
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.recipient, 'abandoned@example.com'))).toHaveLength(0);
    // The audit log is append-only: the job adds nothing to it and removes nothing from it.
    expect(await auditCount()).toBe(audits);
  });

  it('counts a step saved later as activity: the 30 days start again from it', async () => {
    const { browser, id } = await savedForLater('came-back@example.com');
    await visitDaily(browser, id, 25);
    const saved = await browser.post('save-contact-info', { enrollment_id: id, ...CONTACT, email_address: 'came-back@example.com', with_validation: 0 });
    expect(saved.statusCode, saved.body).toBe(200);

    await sweepAt(40);
    expect(await rowsOf(enrollmentTabs, id)).toBe(1);
    await sweepAt(56);
    expect(await rowsOf(enrollmentTabs, id)).toBe(0);
  });

  it('removes a resume code 7 days after it expired, from an enrollment still in use', async () => {
    const { browser, id } = await savedForLater('expired-code@example.com');
    // Still shopping on days 20 and 33 (the code expired on day 30).
    for (const day of [20, 33]) {
      await visitDaily(browser, id, day);
      const saved = await browser.post('save-contact-info', { enrollment_id: id, ...CONTACT, email_address: 'expired-code@example.com', with_validation: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
    }

    await sweepAt(36);
    expect(await rowsOf(resumeCodes, id)).toBe(1);
    await sweepAt(37.5);
    expect(await rowsOf(resumeCodes, id)).toBe(0);
    expect(await rowsOf(enrollmentTabs, id)).toBe(1);
  });

  it('removes a one-time code never verified a day after it was sent', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    const sent = await browser.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/send-otp`, payload: { contact: 'otp-person@example.com', enrollment_id: id, type: 'email' } });
    expect(sent.statusCode, sent.body).toBe(200);

    await sweepAt(0.9);
    expect(await rowsOf(otpCodes, id)).toBe(1);
    await sweepAt(1.1);
    expect(await rowsOf(otpCodes, id)).toBe(0);
    expect(await rowsOf(cartItems, id)).toBe(1);
  });

  it('empties a sent e-mail after 30 days, keeping its subject and status', async () => {
    const [mail] = await db()
      .insert(outboxMessages)
      .values({ idempotencyKey: `retention-test:${start}`, channel: 'email', template: 'quote', recipient: 'mail-body@example.com', subject: 'Your quote', text: 'Dear Mail Body…', html: '<p>Dear Mail Body…</p>', status: 'sent', sentAt: new Date(start) })
      .returning();

    await sweepAt(29);
    expect((await db().select().from(outboxMessages).where(eq(outboxMessages.id, mail!.id)))[0]).toMatchObject({ recipient: 'mail-body@example.com', text: 'Dear Mail Body…' });
    await sweepAt(31);
    expect((await db().select().from(outboxMessages).where(eq(outboxMessages.id, mail!.id)))[0]).toMatchObject({ recipient: '', text: '', html: null, subject: 'Your quote', status: 'sent' });
  });

  it('keeps a completed enrollment for 7 years, then removes its signed record, its coverage changes and answers but not its policy', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    const completed = await browser.post('save-review-info', { enrollment_id: id, additional_notes: 'Call after 5 pm.', first_enroll: 1, send_sms: 0 });
    expect(completed.statusCode, completed.body).toBe(200);
    // The signed record refuses every change outside the retention job's erasure (migration 0021's trigger).
    await expect(db().delete(signedRecords).where(eq(signedRecords.enrollmentId, id))).rejects.toThrow();
    // A corrected name (decision 0086) is personal data kept beside the record: it goes with it.
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/enrollments/${completed.json().data.policy_id}/changes`,
      headers: { cookie: (await operatorSession(t.app)).cookie, 'content-type': 'application/json' },
      payload: { kind: 'correct_name', first_name: 'Ana', middle_name: '', last_name: 'Gómez', reason: 'Name misspelt at enrollment' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);

    await sweepAt(6 * 365);
    expect(await db().select().from(signedRecords).where(eq(signedRecords.enrollmentId, id))).toHaveLength(1);
    expect((await enrollmentRow(id)).personalDataErasedAt).toBeNull();

    await sweepAt(7 * 365 + 3);
    expect(await db().select().from(signedRecords).where(eq(signedRecords.enrollmentId, id))).toHaveLength(0);
    expect(await db().select().from(coverageChanges).where(eq(coverageChanges.enrollmentId, id))).toHaveLength(0);
    expect(await rowsOf(enrollmentTabs, id)).toBe(0);
    const [completion] = await db().select().from(enrollmentCompletions).where(eq(enrollmentCompletions.enrollmentId, id));
    expect(completion).toMatchObject({ name: '', additionalNotes: '' });
    expect(await db().select().from(completedEnrollments).where(eq(completedEnrollments.id, completion!.completedEnrollmentId))).toHaveLength(1);
  });
});

describe('erase on request from the console', () => {
  const find = (cookie: string, by: string, value: string) => t.app.inject({ method: 'GET', url: '/api/v1/admin/erasure/enrollments', query: { by, value }, headers: { cookie } });
  const erase = (cookie: string, id: string, reason: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/erasure/enrollments/${id}/erase`, payload: { reason }, headers: { cookie } });

  it('finds an unfinished enrollment by e-mail or resume code and erases it with a reason, recorded in the audit log', async () => {
    const operator = await operatorSession(t.app);
    const { id } = await savedForLater('Erase.Me@Example.com');
    const code = await resumeCodeMailedTo('Erase.Me@Example.com');

    const byEmail = await find(operator.cookie, 'email', ' ERASE.me@example.com ');
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json().data.items).toEqual([expect.objectContaining({ id, emails: ['erase.me@example.com'], saved_steps: 1 })]);
    const byCode = await find(operator.cookie, 'code', code.toLowerCase());
    expect(byCode.json().data.items.map((e: { id: string }) => e.id)).toEqual([id]);

    const refused = await erase(operator.cookie, id, '  ');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toContainEqual({ target_element: 'reason', error_message: CONSOLE_ERASE_MESSAGES.reasonRequired });

    const erased = await erase(operator.cookie, id, 'Asked by phone on ticket 4411');
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data.removed).toMatchObject({ saved_steps: 1, resume_codes: 1 });
    expect(await rowsOf(enrollmentTabs, id)).toBe(0);
    const [entry] = await db().select().from(auditLog).where(and(eq(auditLog.action, 'enrollment.erase'), eq(auditLog.targetId, id)));
    expect(entry).toMatchObject({ actorEmail: operator.email, actorRole: 'operator', targetType: 'enrollment', after: expect.objectContaining({ reason: 'Asked by phone on ticket 4411' }) });

    // Erased: no longer found, and not erased twice.
    expect((await find(operator.cookie, 'email', 'erase.me@example.com')).json().data.items).toEqual([]);
    const again = await erase(operator.cookie, id, 'Asked by phone on ticket 4411');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CONSOLE_ERASE_MESSAGES.notUnfinished);
  });

  it("writes nothing into an enrollment erased while a save waited for its lock (the browser's hold is gone, only the row is read again)", async () => {
    const operator = await operatorSession(t.app);
    const { browser, id } = await savedForLater('late.saver@example.com');
    const [hold] = await db().select().from(sessionEnrollments).where(eq(sessionEnrollments.enrollmentId, id));
    expect((await erase(operator.cookie, id, 'Asked by e-mail, ticket 4412')).statusCode).toBe(200);
    // What a save that had joined the hold before the erasure committed sees after its wait: the hold, and the erased row.
    await db().insert(sessionEnrollments).values(hold!);
    const late = await browser.post('save-contact-info', { enrollment_id: id, ...CONTACT, email_address: 'late.saver@example.com' });
    expect(late.statusCode).toBe(404);
    expect(await rowsOf(enrollmentTabs, id)).toBe(0);
  });

  it('refuses a malformed e-mail or code under the value field, and answers 404 to anyone but an operator', async () => {
    const operator = await operatorSession(t.app);
    const bad = await find(operator.cookie, 'email', 'not-an-address');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().data).toContainEqual({ target_element: 'value', error_message: 'Enter valid email address' });
    expect((await find(operator.cookie, 'code', 'XYZ')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/erasure/enrollments', query: { by: 'email', value: 'a@example.com' } })).statusCode).toBe(404);
  });
});
