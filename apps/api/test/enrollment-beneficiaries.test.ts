import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BENEFICIARY_MESSAGES, BENEFICIARY_RELATIONSHIPS, beneficiariesFromRecord, beneficiaryTotals, ENROLLMENT_MESSAGES, MESSAGES, type PlanCard } from '@benefit-store/domain';
import { BENEFICIARIES_RECORDS } from '../src/db/seed/demo/member-records/beneficiaries.js';
import { enrollmentTabs, members } from '../src/db/schema/index.js';
import { writeMemberRecord } from '../src/modules/members/member-records.repository.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { appWithCapturedLog, createTestApp, type TestApp, TEST_LIMITS } from './helpers/test-app.js';
import { byField } from './helpers/field-errors.js';

let t: TestApp;
const clock = new FixedClock('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData, clock, config: { limits: TEST_LIMITS } });
});
afterAll(async () => {
  await t.close();
});


/** A primary beneficiary as the add form sends it; override any field. */
const primary = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Lucia',
  middle_name: 'Ann',
  last_name: 'Lopez',
  birthdate: '04/02/2012',
  ssn: '123-45-6781',
  relationship: 'Child',
  beneficiary_percentage: '100',
  is_contigent: false,
  ...overrides,
});
const contingent = (overrides: Record<string, unknown> = {}) =>
  primary({ first_name: 'Rosa', last_name: 'Alvarez', birthdate: '05/06/1960', ssn: '123-45-6784', relationship: 'Parent', beneficiary_percentage: '', is_contigent: true, ...overrides });


/** An applicant's enrollment with a term life plan in the cart (the beneficiary tab is required). */
async function lifeEnrollment(): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  await addPlan(browser, id, 'Test Term Life');
  return { browser, id };
}

const save = (browser: Browser, id: string, beneficiaries: unknown[]) => browser.post('save-beneficiary-info', { enrollment_id: id, beneficiaries });
const validate = (browser: Browser, id: string, beneficiary: Record<string, unknown>) => browser.post('validate-single-beneficiary', { enrollment_id: id, ...beneficiary });

async function rawRow(id: string) {
  const [row] = await t.app.database.db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'beneficiary_info')));
  return row;
}

describe('the beneficiary tab and its lists', () => {
  it('is required only with a term life plan in the cart', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const tabOf = async () =>
      ((await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'beneficiary_info' })).json().data.tabs as { tab_name: string; required: boolean }[]).find(
        (tab) => tab.tab_name === 'beneficiary_info',
      );
    expect((await tabOf())?.required).toBe(false);
    await addPlan(browser, id, 'Test Term Life');
    expect((await tabOf())?.required).toBe(true);
  });

  it('answers the field definitions, the relationship names and the step bootstrap', async () => {
    const { browser, id } = await lifeEnrollment();
    const fields = (await browser.get('get-form-fields-beneficiary-info', { enrollment_id: id })).json().data.result as { field_name: string }[];
    expect(fields.map((f) => f.field_name)).toEqual(['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage']);
    expect((await browser.get('get-beneficiary-relationships')).json().data.result).toEqual([...BENEFICIARY_RELATIONSHIPS]);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'beneficiary_info' })).json().data;
    expect(step.value).toBeNull();
    expect(step.options).toEqual({ relationships: [...BENEFICIARY_RELATIONSHIPS] });
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'benificiary_info' })).json().data.result).toBeNull();
  });

  it("answers 404 for another browser's enrollment", async () => {
    const { id } = await lifeEnrollment();
    const stranger = new Browser(t.app);
    expect((await stranger.get('get-form-fields-beneficiary-info', { enrollment_id: id })).statusCode).toBe(404);
    expect((await stranger.get('get-beneficiaries-existing-user-enrollment', { enrollment_id: id })).statusCode).toBe(404);
    expect((await validate(stranger, id, primary())).statusCode).toBe(404);
    expect((await save(stranger, id, [primary()])).statusCode).toBe(404);
  });
});

describe('validate-single-beneficiary field errors (spec 001 section 5)', () => {
  it.each([
    ['a missing first name', { first_name: '' }, 'first_name', MESSAGES.fieldRequired],
    ['a first name with digits', { first_name: 'Luc1a' }, 'first_name', ENROLLMENT_MESSAGES.invalidFirstName],
    ['a missing last name', { last_name: null }, 'last_name', MESSAGES.fieldRequired],
    ['a last name with symbols', { last_name: 'L#pez' }, 'last_name', ENROLLMENT_MESSAGES.invalidLastName],
    ['a middle name with digits', { middle_name: 'A1' }, 'middle_name', ENROLLMENT_MESSAGES.invalidMiddleName],
    ['a missing birthdate', { birthdate: '' }, 'birthdate', MESSAGES.fieldRequired],
    ['a birthdate that is not a date', { birthdate: '02/30/2012' }, 'birthdate', MESSAGES.dateDoesNotExist],
    ['a birthdate today', { birthdate: '03/10/2026' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['a birthdate in the future', { birthdate: '12/31/2027' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['a missing SSN', { ssn: '' }, 'ssn', MESSAGES.fieldRequired],
    ['an SSN of 8 digits', { ssn: '12345678' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN of 10 digits', { ssn: '1234567890' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN with letters', { ssn: '1234a6789' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a masked SSN with nothing on file', { ssn: '***-**-6781' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a missing relationship', { relationship: '' }, 'relationship', MESSAGES.fieldRequired],
    ['an unknown relationship', { relationship: 'Landlord' }, 'relationship', MESSAGES.invalidChoice],
    ['a missing percentage', { beneficiary_percentage: '' }, 'beneficiary_percentage', MESSAGES.fieldRequired],
    ['a percentage of 0', { beneficiary_percentage: 0 }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a percentage over 100', { beneficiary_percentage: '101' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a percentage of 4 characters', { beneficiary_percentage: '0050' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a percentage that is not a number', { beneficiary_percentage: 'half' }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.percentageRange],
    ['a contingent with a percentage', { is_contigent: true, beneficiary_percentage: 10 }, 'beneficiary_percentage', BENEFICIARY_MESSAGES.contingentNoPercentage],
  ] as const)("refuses %s under %s with '%s'", async (_case, change, field, message) => {
    const { browser, id } = await lifeEnrollment();
    const response = await validate(browser, id, primary(change));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
    expect(byField(response.json().data)[field]).toBe(message);
  });

  it('accepts a valid beneficiary and a contingent one, answering the SSN masked', async () => {
    const { browser, id } = await lifeEnrollment();
    const ok = await validate(browser, id, primary());
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.result).toEqual({
      is_valid: true,
      beneficiary: { first_name: 'Lucia', middle_name: 'Ann', last_name: 'Lopez', birthdate: '04/02/2012', ssn: '***-**-6781', relationship: 'Child', beneficiary_percentage: 100, is_contigent: false },
    });
    const second = await validate(browser, id, contingent());
    expect(second.json().data.result.beneficiary).toMatchObject({ beneficiary_percentage: 0, is_contigent: true });
  });
});

describe('save-beneficiary-info', () => {
  it('saves the list, numbers it, stores SSNs encrypted and answers them masked', async () => {
    const { browser, id } = await lifeEnrollment();
    const response = await save(browser, id, [primary({ beneficiary_percentage: 60 }), primary({ first_name: 'Marco', ssn: '123456782', beneficiary_percentage: '40' }), contingent()]);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().data.result.beneficiaries;
    expect(list).toEqual([
      expect.objectContaining({ beneficiary_id: 1, first_name: 'Lucia', ssn: '***-**-6781', beneficiary_percentage: 60, is_contigent: false }),
      expect.objectContaining({ beneficiary_id: 2, first_name: 'Marco', ssn: '***-**-6782', beneficiary_percentage: 40 }),
      expect.objectContaining({ beneficiary_id: 3, first_name: 'Rosa', ssn: '***-**-6784', beneficiary_percentage: 0, is_contigent: true }),
    ]);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'benificiary_info' })).json().data.result;
    expect(column).toEqual({ beneficiaries: list });
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'beneficiary_info' })).json().data;
    expect(step.value).toEqual({ beneficiaries: list });
    expect(step.saved_tabs).toContain('beneficiary_info');

    const row = await rawRow(id);
    const stored = JSON.stringify(row!.data);
    for (const digits of ['123456781', '123-45-6781', '123456782', '123456784']) {
      expect(stored).not.toContain(digits);
      expect(row!.secret).not.toContain(digits);
    }
    expect(row!.secret).toBeTruthy();
  });

  it('keeps the number on file for a masked SSN sent back with its beneficiary_id, and refuses a mask of another', async () => {
    const { browser, id } = await lifeEnrollment();
    const first = (await save(browser, id, [primary()])).json().data.result.beneficiaries[0];
    const again = await save(browser, id, [{ ...first, first_name: 'Lucy' }]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.result.beneficiaries[0]).toMatchObject({ beneficiary_id: 1, first_name: 'Lucy', ssn: '***-**-6781' });
    const wrong = await save(browser, id, [{ ...first, ssn: '***-**-1111' }]);
    expect(wrong.statusCode).toBe(422);
    expect(byField(wrong.json().data)['beneficiaries.0.ssn']).toBe(ENROLLMENT_MESSAGES.invalidSsn);
    const otherId = await save(browser, id, [{ ...first, beneficiary_id: 7 }]);
    expect(otherId.statusCode).toBe(422);
  });

  it('answers a field error of an item as one main message naming the beneficiary, with the path of the field', async () => {
    const { browser, id } = await lifeEnrollment();
    const response = await save(browser, id, [primary({ beneficiary_percentage: 50 }), primary({ ssn: '12', beneficiary_percentage: 50 })]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(BENEFICIARY_MESSAGES.beneficiaryErrorAt({ number: 2, message: ENROLLMENT_MESSAGES.invalidSsn }));
    expect(byField(response.json().data)).toEqual({ 'beneficiaries.1.ssn': ENROLLMENT_MESSAGES.invalidSsn });
    expect(await rawRow(id)).toBeUndefined();
  });

  it.each([
    ['no beneficiary', [], BENEFICIARY_MESSAGES.noneAdded],
    ['only a contingent', [contingent()], BENEFICIARY_MESSAGES.noneAdded],
    ['a total of 99', [primary({ beneficiary_percentage: 99 })], 'Your total Beneficiary Percentage is 99 and it Should not be less than 100%'],
    ['a total of 101', [primary({ beneficiary_percentage: 100 }), primary({ ssn: '123456782', beneficiary_percentage: 1 })], 'Your total Beneficiary Percentage is 101 and it Should not be more than 100%'],
    ['3 primaries not at 100', [primary({ beneficiary_percentage: 30 }), primary({ ssn: '123456782', beneficiary_percentage: 30 }), primary({ ssn: '123456783', beneficiary_percentage: 30 })], BENEFICIARY_MESSAGES.maxPrimary],
    [
      'a 4th primary, even at 100',
      [25, 25, 25, 25].map((share, i) => primary({ ssn: `12345678${i + 1}`, beneficiary_percentage: share })),
      BENEFICIARY_MESSAGES.maxPrimary,
    ],
    ['a 2nd contingent', [primary(), contingent(), contingent({ first_name: 'Ana', ssn: '123456785' })], BENEFICIARY_MESSAGES.oneContingent],
  ])('refuses %s with its message, storing nothing', async (_case, list, message) => {
    const { browser, id } = await lifeEnrollment();
    const response = await save(browser, id, list);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', message });
    expect(await rawRow(id)).toBeUndefined();
  });

  it('refuses a contingent beneficiary with a percentage even when the total is 100', async () => {
    const { browser, id } = await lifeEnrollment();
    const response = await save(browser, id, [primary({ beneficiary_percentage: 90 }), contingent({ beneficiary_percentage: 10 })]);
    expect(response.statusCode).toBe(422);
    expect(byField(response.json().data)).toEqual({ 'beneficiaries.1.beneficiary_percentage': BENEFICIARY_MESSAGES.contingentNoPercentage });
    expect(await rawRow(id)).toBeUndefined();
  });

  it('refuses a list longer than any valid one, and a body without a list', async () => {
    const { browser, id } = await lifeEnrollment();
    expect((await save(browser, id, Array.from({ length: 11 }, () => primary()))).statusCode).toBe(422);
    expect((await browser.post('save-beneficiary-info', { enrollment_id: id })).statusCode).toBe(422);
  });
});

describe('Save & Continue Later on the beneficiary step (save-enrollment tab benificiary_info)', () => {
  it('saves the list with the step rules, and the resumed step opens on it', async () => {
    const { browser, id } = await lifeEnrollment();
    const refused = await browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'benificiary_info', data: { beneficiaries: [primary({ beneficiary_percentage: 50 })] } });
    expect(refused.statusCode).toBe(422);
    expect(await rawRow(id)).toBeUndefined();
    const saved = await browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'benificiary_info', data: { beneficiaries: [primary(), contingent()] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.result.saved_tab).toBe('benificiary_info');
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'beneficiary_info' })).json().data;
    expect(step.value.beneficiaries).toEqual([
      expect.objectContaining({ first_name: 'Lucia', ssn: '***-**-6781', beneficiary_percentage: 100 }),
      expect.objectContaining({ first_name: 'Rosa', ssn: '***-**-6784', is_contigent: true }),
    ]);
  });
});

describe('an existing member (get-beneficiaries-existing-user-enrollment)', () => {
  async function memberEnrollment(): Promise<{ browser: Browser; id: string; memberId: number }> {
    const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.email, 'morgan@example.test'));
    const browser = new Browser(t.app);
    const opened = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, member!.id, clock.now()), tier: 'IO' });
    expect(opened.statusCode).toBe(200);
    const id = opened.json().data.temp_enrollment_id as string;
    await addPlan(browser, id, 'Test Term Life');
    return { browser, id, memberId: member!.id };
  }
  const RECORD = [
    { beneficiary_id: 4, first_name: 'Daniel', last_name: 'Test', dob: '1984-07-22', ssn: '123456787', relationship: 'Spouse', beneficiary_percentage: 100, is_contigent: false },
    { beneficiary_id: 5, first_name: 'Rosa', last_name: 'Test', dob: '11/30/1958', ssn: '123456788', relationship: 'Parent', beneficiary_percentage: 0, is_contigent: true },
  ];

  it("answers the member's earlier list (dob as birthdate, SSNs masked), opens the step on it and saves it with the numbers on file", async () => {
    const { browser, id, memberId } = await memberEnrollment();
    await writeMemberRecord(t.app.database.db, t.app.fieldCipher, memberId, 'beneficiaries', RECORD);
    const existing = (await browser.get('get-beneficiaries-existing-user-enrollment', { enrollment_id: id })).json().data.result;
    expect(existing).toEqual([
      { beneficiary_id: 4, first_name: 'Daniel', last_name: 'Test', birthdate: '07/22/1984', ssn: '***-**-6787', relationship: 'Spouse', beneficiary_percentage: 100, is_contigent: false },
      { beneficiary_id: 5, first_name: 'Rosa', last_name: 'Test', birthdate: '11/30/1958', ssn: '***-**-6788', relationship: 'Parent', beneficiary_percentage: 0, is_contigent: true },
    ]);
    expect(JSON.stringify(existing)).not.toContain('123456787');
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'beneficiary_info' })).json().data;
    expect(step.value).toEqual({ beneficiaries: existing });
    // Sent back as shown (masked), the numbers on file are kept.
    const saved = await save(browser, id, existing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.result.beneficiaries.map((b: { ssn: string }) => b.ssn)).toEqual(['***-**-6787', '***-**-6788']);
    expect(JSON.stringify((await rawRow(id))!.data)).not.toContain('123456787');
  });

  it("falls back to the enrollment's saved list when the member has no record or it is not a valid list", async () => {
    const { browser, id, memberId } = await memberEnrollment();
    await writeMemberRecord(t.app.database.db, t.app.fieldCipher, memberId, 'beneficiaries', { not: 'a list' });
    expect((await browser.get('get-beneficiaries-existing-user-enrollment', { enrollment_id: id })).json().data.result).toEqual([]);
    expect((await save(browser, id, [primary()])).statusCode).toBe(200);
    const fallback = (await browser.get('get-beneficiaries-existing-user-enrollment', { enrollment_id: id })).json().data.result;
    expect(fallback).toEqual([expect.objectContaining({ beneficiary_id: 1, first_name: 'Lucia', ssn: '***-**-6781' })]);
  });

  it.each(Object.entries(BENEFICIARIES_RECORDS))('the demo record of %s is a valid list at 100', (_member, record) => {
    const list = beneficiariesFromRecord(record, { today: { year: 2026, month: 3, day: 10 } });
    expect(list).not.toBeNull();
    expect(beneficiaryTotals(list!).canContinue).toBe(true);
  });

  it('answers the saved list (or nothing) for an enrollment that is not an existing member\'s', async () => {
    const { browser, id } = await lifeEnrollment();
    expect((await browser.get('get-beneficiaries-existing-user-enrollment', { enrollment_id: id })).json().data.result).toEqual([]);
  });
});

describe('the log', () => {
  const logged = appWithCapturedLog({ demoData: plansData });


  it('never holds the SSNs, names or birthdates sent to the beneficiary calls, refused or saved', async () => {
    const browser = new Browser(logged.app());
    const id = await startEnrollment(browser);
    const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
    const card = groups.flatMap((g) => g.plans).find((p) => p.plan_name === 'Test Term Life')!;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
    const secret = primary({ first_name: 'Zebulon', last_name: 'Quixote', ssn: '987-65-4321', birthdate: '07/08/1999' });
    await browser.post('validate-single-beneficiary', { enrollment_id: id, ...secret });
    await browser.post('validate-single-beneficiary', { enrollment_id: id, ...secret, ssn: '98765' });
    await browser.post('save-beneficiary-info', { enrollment_id: id, beneficiaries: [{ ...secret, beneficiary_percentage: 50 }] });
    await browser.post('save-beneficiary-info', { enrollment_id: id, beneficiaries: [secret] });
    await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'benificiary_info' });
    const log = logged.log();
    expect(log).toContain('save-beneficiary-info');
    for (const value of ['987-65-4321', '987654321', '4321', '98765', 'Zebulon', 'Quixote', '07/08/1999']) expect(log, value).not.toContain(value);
  });
});
