import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_NOTES_MAX, MESSAGES, REVIEW_MESSAGES } from '@benefit-store/domain';
import { enrollments, enrollmentTabs, outboxMessages } from '../src/db/schema/index.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, enrollmentWith } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { IHA_PLAN, wizardData } from './helpers/wizard-data.js';
import { byField } from './helpers/field-errors.js';

const NOW = '2026-11-23T12:00:00Z';
const PREMIER = 'Test Premier PPO';
const DENTAL = 'Test Dental';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock(NOW) });
});
afterAll(async () => t.close());


const enrollment = (plans: string[], overrides: Record<string, unknown> = {}) => enrollmentWith(t.app, plans, overrides);

const summaryOf = async (browser: Browser, id: string) => {
  const res = await browser.get('get-review-summary', { enrollment_id: id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const saveLater = (browser: Browser, id: string, data: unknown) => browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'review_info', data });

describe('the review summary', () => {
  it("answers the cart's plans and totals exactly as get-plan-cart, with the effective date and the signature facts", async () => {
    const { browser, id } = await enrollment([PREMIER, DENTAL]);
    await t.app.database.db.update(enrollments).set({ effectiveDate: '2026-12-01' }).where(eq(enrollments.id, id));
    const cart = (await browser.get('get-plan-cart', { enrollment_id: id })).json().data;
    const summary = await summaryOf(browser, id);
    expect(summary.cart.result).toEqual(cart.result);
    expect(summary.cart.initial_month_cost).toBe(cart.initial_month_cost);
    expect(summary.cart.recurring_month_cost).toBe(cart.recurring_month_cost);
    expect(summary.cart).toMatchObject({
      effective_date: '12/01/2026',
      has_already_signed: false,
      signature_required: true,
      is_IHA: false,
      enroll_by: 'applicant',
      offers_text_notification: false,
    });
    expect(summary.agreement_texts.map((x: { id: string }) => x.id)).toEqual(['general', 'health', 'payment']);
    expect(summary.sections).toMatchObject({ primary_info: null, contact_info: null, employer_info: null, dependent_info: null, payment_info: null, agreement_info: null });
    expect(summary.review_info).toBeNull();
  });

  it('shows each saved step masked as get-enrollment-temp-info answers it', async () => {
    const { browser, id } = await enrollment([DENTAL]);
    const saved = await browser.post('save-personal-info', { enrollment_id: id, first_name: 'Ana', last_name: 'Lopez', marital_status: 1, ssn: '123-45-6789', prior_coverage_flag: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    const summary = await summaryOf(browser, id);
    expect(summary.sections.primary_info).toMatchObject({ first_name: 'Ana', last_name: 'Lopez', marital_status: 1, ssn: '***-**-6789' });
    expect(JSON.stringify(summary)).not.toContain('123-45-6789');
  });

  it.each([
    ['a rep', { eprocess: 'rep' }, [DENTAL], true],
    ['a group enroller', { eprocess: 'group' }, [DENTAL], true],
    ['an applicant', {}, [DENTAL], false],
    ['a rep with an IHA plan in the cart', { eprocess: 'rep' }, [IHA_PLAN], false],
  ])('offers the text-message notification to %s: %s', async (_who, overrides, plans, offered) => {
    const { browser, id } = await enrollment(plans, overrides);
    expect((await summaryOf(browser, id)).cart.offers_text_notification).toBe(offered);
  });

  it('stops offering the text message once the agreement is signed', async () => {
    const { browser, id } = await enrollment([DENTAL], { eprocess: 'rep' });
    const signed = await browser.post('save-agreement-info', { enrollment_id: id, agree_general: true, agree_health: true, agree_payment: true, agent_name: 'Rob Rep', agent_code: 'R1', signature_name: 'Rob Rep' });
    expect(signed.statusCode, signed.body).toBe(200);
    const summary = await summaryOf(browser, id);
    expect(summary.cart).toMatchObject({ has_already_signed: true, offers_text_notification: false });
    expect(summary.sections.agreement_info).toMatchObject({ signed: true, agreed: ['general', 'health', 'payment'] });
  });

  it('answers another browser 404 and refuses a malformed id under enrollment_id', async () => {
    const { id } = await enrollment([DENTAL]);
    expect((await new Browser(t.app).get('get-review-summary', { enrollment_id: id })).statusCode).toBe(404);
    const bad = await new Browser(t.app).get('get-review-summary', { enrollment_id: 'not-an-id' });
    expect(bad.statusCode).toBe(422);
    expect(byField(bad.json().data)).toHaveProperty('enrollment_id');
  });
});

describe('delete-dependent-in-IO', () => {
  const spouse = { primary_info: { first_name: 'Sam', last_name: 'Lopez', gender: 0, ssn: '123-45-1020', relationship: 'spouse', weight: 170, height_feet: 5, height_inch: 8, birthdate: '04/12/1986' } };

  it('removes dependents saved before the tier became Member Only, with its message', async () => {
    const { browser, id } = await enrollment([DENTAL], { tier: 'IS' });
    const saved = await browser.post('save-dependent-info-to-temp', { enrollment_id: id, dependents: [spouse] });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.app.database.db.select().from(enrollments).where(eq(enrollments.id, id));
    await t.app.database.db.update(enrollments).set({ filterInfo: { ...row!.filterInfo, tier: 'IO' } }).where(eq(enrollments.id, id));

    const res = await browser.post('delete-dependent-in-IO', { enrollment_id: id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ message: REVIEW_MESSAGES.dependentsRemoved, deleted: true });
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'dependent_info' })).json().data.result).toBeNull();
    const again = await browser.post('delete-dependent-in-IO', { enrollment_id: id });
    expect(again.json().data).toEqual({ message: REVIEW_MESSAGES.noDependentsToRemove, deleted: false });
  });

  it('keeps the dependents of a tier that covers them', async () => {
    const { browser, id } = await enrollment([DENTAL], { tier: 'IS' });
    expect((await browser.post('save-dependent-info-to-temp', { enrollment_id: id, dependents: [spouse] })).statusCode).toBe(200);
    const res = await browser.post('delete-dependent-in-IO', { enrollment_id: id });
    expect(res.json().data).toEqual({ message: REVIEW_MESSAGES.dependentsKept, deleted: false });
    const rows = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'dependent_info')));
    expect(rows).toHaveLength(1);
  });

  it("refuses another browser with 404 and leaves the enrollment's dependents alone", async () => {
    const { id } = await enrollment([DENTAL]);
    expect((await new Browser(t.app).post('delete-dependent-in-IO', { enrollment_id: id })).statusCode).toBe(404);
    const bad = await new Browser(t.app).post('delete-dependent-in-IO', { enrollment_id: 12 });
    expect(bad.statusCode).toBe(422);
    expect(byField(bad.json().data)).toHaveProperty('enrollment_id');
  });
});

describe('Save & Continue Later on the review (save-enrollment, tab review_info)', () => {
  it('keeps the notes (encrypted) and answers them in get-enrollment-temp-info and the review bootstrap', async () => {
    const { browser, id } = await enrollment([DENTAL], { eprocess: 'rep' });
    const res = await saveLater(browser, id, { additional_notes: 'Call after 5 pm,\nplease.', send_sms: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ saved_tab: 'review_info' });
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' })).json().data.result;
    expect(column).toEqual({ additional_notes: 'Call after 5 pm,\nplease.', send_sms: 1 });
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'review_info' })).json().data;
    expect(step.value).toEqual(column);
    expect(step.saved_tabs).toContain('review_info');
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'review_info')));
    expect(JSON.stringify(row!.data)).not.toContain('Call after');
    expect(isEncryptedField(row!.secret ?? '')).toBe(true);
  });

  it('stores the text-message flag as 0 where the checkbox is not offered', async () => {
    const { browser, id } = await enrollment([DENTAL]);
    expect((await saveLater(browser, id, { additional_notes: '', send_sms: 1 })).statusCode).toBe(200);
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' })).json().data.result).toEqual({ additional_notes: '', send_sms: 0 });
  });

  it('resumes on the review: continue-enrollment answers saved_tab review_info', async () => {
    const { browser, id } = await enrollment([DENTAL]);
    const email = 'review-resume@example.com';
    expect((await browser.post('save-enrollment', { enrollment_id: id, email, tab: 'review_info', data: { additional_notes: 'Resume me' } })).statusCode).toBe(200);
    const [mail] = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    const code = /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    const other = new Browser(t.app);
    const resumed = await other.post('continue-enrollment', { code, email });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.result).toMatchObject({ enrollment_id: id, saved_tab: 'review_info' });
    expect((await summaryOf(other, id)).review_info).toEqual({ additional_notes: 'Resume me', send_sms: 0 });
  });

  it.each([
    [{ additional_notes: 'x'.repeat(ADDITIONAL_NOTES_MAX + 1) }, 'additional_notes', MESSAGES.tooLong({ max: ADDITIONAL_NOTES_MAX })],
    [{ additional_notes: 'bell \u0007 here' }, 'additional_notes', MESSAGES.invalidCharacters],
    [{ additional_notes: 'nul \u0000' }, 'additional_notes', MESSAGES.invalidCharacters],
    [{ additional_notes: 42 }, 'additional_notes', MESSAGES.invalidValue],
    [{ send_sms: 2 }, 'send_sms', undefined],
  ])('refuses %j under its field and saves nothing', async (data, field, message) => {
    const { browser, id } = await enrollment([DENTAL]);
    const res = await saveLater(browser, id, data);
    expect(res.statusCode).toBe(422);
    const errors = byField(res.json().data);
    expect(errors).toHaveProperty(field);
    if (message) expect(errors[field]).toBe(message);
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' })).json().data.result).toBeNull();
  });

  it('answers another browser 404 and stores nothing', async () => {
    const { browser, id } = await enrollment([DENTAL]);
    expect((await saveLater(new Browser(t.app), id, { additional_notes: 'Not mine' })).statusCode).toBe(404);
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'review_info' })).json().data.result).toBeNull();
  });
});
