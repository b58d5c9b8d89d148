import { ENROLLMENT_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, enrollmentTabs } from '../src/db/schema/index.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { readTabData } from '../src/modules/enrollment/tab-data.repository.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { addPlan, Browser, dobForAge, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { appWithCapturedLog, createTestApp, TEST_LIMITS, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData });
});
afterAll(async () => t.close());

const SSN = '123-45-6789';
const VALID = {
  first_name: 'Ana',
  middle_name: 'María',
  last_name: "O'Brien",
  weight: 150,
  height_feet: 5,
  height_inch: 7,
  marital_status: 1,
  ssn: SSN,
  prior_coverage_flag: 0,
};

type FieldErrors = Record<string, string>;
const fieldErrors = (body: { data?: { target_element: string; error_message: string }[] }): FieldErrors =>
  Object.fromEntries((body.data ?? []).map((e) => [e.target_element, e.error_message]));


/** An applicant's enrollment with an underwritten (medical) plan in the cart: weight and height are asked. */
async function medicalEnrollment(overrides: Record<string, unknown> = {}): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, overrides);
  await addPlan(browser, id, 'Test Premier PPO');
  return { browser, id };
}

const save = (browser: Browser, id: string, fields: Record<string, unknown>) => browser.post('save-personal-info', { enrollment_id: id, ...fields });

async function rawRow(id: string) {
  const [row] = await t.app.database.db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'primary_info')));
  return row;
}

async function testAgentId(): Promise<number> {
  const [agent] = await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
  return agent!.id;
}

describe('save-personal-info field errors (spec 001 section 5)', () => {
  it.each([
    ['a missing first name', { first_name: '' }, 'first_name', MESSAGES.fieldRequired],
    ['a first name with digits', { first_name: 'J0hn' }, 'first_name', ENROLLMENT_MESSAGES.invalidFirstName],
    ['a missing last name', { last_name: undefined }, 'last_name', MESSAGES.fieldRequired],
    ['a last name with symbols', { last_name: 'Sm#th' }, 'last_name', ENROLLMENT_MESSAGES.invalidLastName],
    ['a middle name with digits', { middle_name: 'x1' }, 'middle_name', ENROLLMENT_MESSAGES.invalidMiddleName],
    ['a missing weight', { weight: '' }, 'weight', MESSAGES.fieldRequired],
    ['a weight of 0', { weight: 0 }, 'weight', ENROLLMENT_MESSAGES.weightNotPositive],
    ['a negative weight', { weight: -5 }, 'weight', ENROLLMENT_MESSAGES.weightNotPositive],
    ['a weight of 4 digits', { weight: 1000 }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['a weight that is not a number', { weight: 'heavy' }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['a missing height in feet', { height_feet: null }, 'height_feet', MESSAGES.fieldRequired],
    ['a height of 0 feet', { height_feet: 0 }, 'height_feet', ENROLLMENT_MESSAGES.heightNotZero],
    ['a height of 2 digits in feet', { height_feet: 12 }, 'height_feet', ENROLLMENT_MESSAGES.invalidHeightFeet],
    ['missing inches', { height_inch: '' }, 'height_inch', MESSAGES.fieldRequired],
    ['12 inches', { height_inch: 12 }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['3-digit inches', { height_inch: 100 }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['inches that are not a number', { height_inch: 'ab' }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['a missing marital status', { marital_status: '' }, 'marital_status', MESSAGES.fieldRequired],
    ['an unknown marital status', { marital_status: 7 }, 'marital_status', MESSAGES.invalidChoice],
    ['a missing SSN', { ssn: '' }, 'ssn', MESSAGES.fieldRequired],
    ['an SSN of 8 digits', { ssn: '12345678' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN of 10 digits', { ssn: '1234567890' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN that cannot be issued (area 000)', { ssn: '000-12-3456' }, 'ssn', ENROLLMENT_MESSAGES.ssnNotIssued],
    ['an SSN with letters', { ssn: '12a-45-6789' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a masked SSN when none is on file', { ssn: '***-**-6789' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a missing prior-coverage choice', { prior_coverage_flag: '' }, 'prior_coverage_flag', MESSAGES.fieldRequired],
    ['an unknown prior-coverage choice', { prior_coverage_flag: 5 }, 'prior_coverage_flag', MESSAGES.invalidChoice],
    ['a carrier chosen without its name', { prior_coverage_flag: 1, prior_effective_date: '01/01/2024', prior_term_date: '06/01/2024' }, 'prior_carrier_name', MESSAGES.fieldRequired],
    ['a carrier chosen without its effective date', { prior_coverage_flag: 1, prior_carrier_name: 'Acme', prior_term_date: '06/01/2024' }, 'prior_effective_date', MESSAGES.fieldRequired],
    ['a carrier chosen without its termination date', { prior_coverage_flag: 1, prior_carrier_name: 'Acme', prior_effective_date: '01/01/2024' }, 'prior_term_date', MESSAGES.fieldRequired],
    ['a termination before the effective date', { prior_coverage_flag: 1, prior_carrier_name: 'Acme', prior_effective_date: '06/01/2024', prior_term_date: '01/01/2024' }, 'prior_term_date', ENROLLMENT_MESSAGES.priorTermBeforeEffective],
    ['an effective date that is not a date', { prior_coverage_flag: 1, prior_carrier_name: 'Acme', prior_effective_date: '13/45/2024', prior_term_date: '01/01/2025' }, 'prior_effective_date', MESSAGES.invalidDateFormat],
  ] as const)("refuses %s under %s with '%s'", async (_case, change, field, message) => {
    const { browser, id } = await medicalEnrollment();
    const response = await save(browser, id, { ...VALID, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
    expect(fieldErrors(response.json())[field]).toBe(message);
    expect(await rawRow(id)).toBeUndefined();
  });

  it('names every wrong field at once', async () => {
    const { browser, id } = await medicalEnrollment();
    const response = await save(browser, id, { first_name: '', weight: 0, height_feet: 0, height_inch: 13, ssn: '1' });
    expect(fieldErrors(response.json())).toMatchObject({
      first_name: MESSAGES.fieldRequired,
      last_name: MESSAGES.fieldRequired,
      weight: ENROLLMENT_MESSAGES.weightNotPositive,
      height_feet: ENROLLMENT_MESSAGES.heightNotZero,
      height_inch: ENROLLMENT_MESSAGES.inchInvalid,
      marital_status: MESSAGES.fieldRequired,
      ssn: ENROLLMENT_MESSAGES.invalidSsn,
      prior_coverage_flag: MESSAGES.fieldRequired,
    });
  });
});

describe('save-personal-info', () => {
  it('saves, answers the SSN masked, and keeps gender and birthdate of the filter whatever is sent', async () => {
    const dob = dobForAge(40);
    const { browser, id } = await medicalEnrollment({ gender: 1, dob });
    const response = await save(browser, id, { ...VALID, gender: 0, birthdate: '01/01/1950' });
    expect(response.statusCode).toBe(200);
    const expected = { ...VALID, ssn: '***-**-6789', gender: 1, birthdate: dob };
    expect(response.json()).toEqual({ status: 'success', data: { result: expected } });
    const column = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'primary_info' });
    expect(column.json().data.result).toEqual(expected);
  });

  it('stores the SSN encrypted: the raw row holds neither the number nor its digits in the plain data', async () => {
    const { browser, id } = await medicalEnrollment();
    expect((await save(browser, id, VALID)).statusCode).toBe(200);
    const row = await rawRow(id);
    const raw = JSON.stringify(row);
    for (const form of ['123456789', '123-45-6789', '123 45 6789']) expect(raw).not.toContain(form);
    expect(JSON.stringify(row!.data)).not.toMatch(/6789|ssn/);
    expect(isEncryptedField(row!.secret!)).toBe(true);
    // Only this enrollment's tab decrypts it.
    const read = await readTabData(t.app.database.db, t.app.fieldCipher, id, 'primary_info');
    expect(read!.secrets).toEqual({ ssn: '123456789' });
    expect(() => t.app.fieldCipher.decrypt(row!.secret!, `enrollment:${id}:contact_info`)).toThrow();
  });

  it('keeps the number on file when the masked SSN comes back, and refuses a mask of another number', async () => {
    const { browser, id } = await medicalEnrollment();
    await save(browser, id, VALID);
    const again = await save(browser, id, { ...VALID, first_name: 'Anna', ssn: '***-**-6789' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result).toMatchObject({ first_name: 'Anna', ssn: '***-**-6789' });
    expect((await readTabData(t.app.database.db, t.app.fieldCipher, id, 'primary_info'))!.secrets.ssn).toBe('123456789');

    const other = await save(browser, id, { ...VALID, ssn: '***-**-1111' });
    expect(other.statusCode).toBe(422);
    expect(fieldErrors(other.json())).toEqual({ ssn: ENROLLMENT_MESSAGES.invalidSsn });
  });

  it('replaces the SSN with a new number typed over the mask', async () => {
    const { browser, id } = await medicalEnrollment();
    await save(browser, id, VALID);
    const changed = await save(browser, id, { ...VALID, ssn: '234567890' });
    expect(changed.json().data.result.ssn).toBe('***-**-7890');
    expect((await readTabData(t.app.database.db, t.app.fieldCipher, id, 'primary_info'))!.secrets.ssn).toBe('234567890');
  });

  it('keeps one row when saved twice', async () => {
    const { browser, id } = await medicalEnrollment();
    await save(browser, id, VALID);
    await save(browser, id, { ...VALID, marital_status: 2 });
    const rows = await t.app.database.db.select().from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ marital_status: 2 });
  });

  it('keeps the carrier details only with the carrier choice', async () => {
    const { browser, id } = await medicalEnrollment();
    const prior = { prior_coverage_flag: 1, prior_carrier_name: 'Acme Health', prior_effective_date: '2024-01-01', prior_term_date: '06/30/2024' };
    const saved = await save(browser, id, { ...VALID, ...prior });
    expect(saved.json().data.result).toMatchObject({ ...prior, prior_effective_date: '01/01/2024' });
    const none = await save(browser, id, { ...VALID, prior_coverage_flag: 0, prior_carrier_name: 'Acme Health' });
    expect(none.json().data.result).not.toHaveProperty('prior_carrier_name');
  });

  it('neither asks nor keeps weight and height when no plan in the cart underwrites', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await addPlan(browser, id, 'Test Dental');
    const fields = (await browser.get('get-form-fields-personal-info', { enrollment_id: id })).json().data.result as { field_name: string; required: number }[];
    expect(fields.filter((f) => ['weight', 'height_feet', 'height_inch'].includes(f.field_name)).map((f) => f.required)).toEqual([0, 0, 0]);
    const response = await save(browser, id, { ...VALID, weight: '', height_feet: '', height_inch: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.result).not.toHaveProperty('weight');
  });
});

describe('get-form-fields-personal-info', () => {
  it('shows every personal field with gender and birthdate read-only, carrying the filter values', async () => {
    const dob = dobForAge(30);
    const { browser, id } = await medicalEnrollment({ gender: 0, dob });
    const response = await browser.get('get-form-fields-personal-info', { enrollment_id: id });
    expect(response.statusCode).toBe(200);
    const fields = response.json().data.result as { field_name: string }[];
    expect(fields.map((f) => f.field_name)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'weight',
      'height_feet',
      'height_inch',
      'gender',
      'marital_status',
      'ssn',
      'birthdate',
      'prior_coverage_flag',
    ]);
    expect(fields.find((f) => f.field_name === 'gender')).toEqual({ field_name: 'gender', required: 1, read_only: 1, value: 0 });
    expect(fields.find((f) => f.field_name === 'birthdate')).toEqual({ field_name: 'birthdate', required: 1, read_only: 1, value: dob });
  });
});

describe('enroller code', () => {
  it('is required in the form of a rep enrollment, and must be a rep code', async () => {
    const { browser, id } = await medicalEnrollment({ eprocess: 'rep' });
    expect((await browser.request({ method: 'GET', url: '/benefit-api/v1/check-enroll-code', query: { enrollment_id: id } })).json()).toEqual({
      status: 'success',
      data: { show_enroll_code: { status: true, is_optional: false } },
    });
    expect(fieldErrors((await save(browser, id, VALID)).json())).toEqual({ enroller_code: MESSAGES.fieldRequired });
    const unknown = await save(browser, id, { ...VALID, enroller_code: 'NOPE9999' });
    expect(unknown.statusCode).toBe(422);
    expect(fieldErrors(unknown.json())).toEqual({ enroller_code: ENROLLMENT_MESSAGES.enrollerCodeNotFound });
    expect(await rawRow(id)).toBeUndefined();
    const known = await save(browser, id, { ...VALID, enroller_code: ' test1234 ' });
    expect(known.statusCode).toBe(200);
    expect(known.json().data.result.enroller_code).toBe('TEST1234');
  });

  it('counts a wrong code as a guess at access codes: past the limit the form is refused to that visitor, a missing code counts for nothing', async () => {
    const guessing = await createTestApp({ demoData: plansData, config: { limits: { ...TEST_LIMITS, 'access-code-guess': { max: 2 } } } });
    try {
      const browser = new Browser(guessing.app);
      const id = await startEnrollment(browser, { eprocess: 'rep' });
      await addPlan(browser, id, 'Test Premier PPO');
      for (let i = 0; i < 3; i++) expect(fieldErrors((await save(browser, id, VALID)).json())).toEqual({ enroller_code: MESSAGES.fieldRequired });
      expect((await save(browser, id, { ...VALID, enroller_code: 'NOPE0001' })).statusCode).toBe(422);
      expect((await browser.post('save-enrollment', { tab: 'primary_info', enrollment_id: id, email: 'ana@example.com', data: { ...VALID, enroller_code: 'NOPE0002' } })).statusCode).toBe(422);
      expect((await save(browser, id, { ...VALID, enroller_code: 'NOPE0003' })).statusCode).toBe(429);
      expect((await browser.post('save-enroller-code', { enrollment_id: id, enrollerCode: 'TEST1234' })).statusCode).toBe(429);
      const colleague = new Browser(guessing.app);
      const other = await startEnrollment(colleague, { eprocess: 'rep' });
      await addPlan(colleague, other, 'Test Premier PPO');
      expect((await save(colleague, other, { ...VALID, enroller_code: 'TEST1234' })).statusCode).toBe(200);
    } finally {
      await guessing.close();
    }
  });

  it("is hidden on an agent's store, where the agent is known", async () => {
    const { browser, id } = await medicalEnrollment({ agent_id: await testAgentId(), open_type: 'agent' });
    const check = await browser.request({ method: 'GET', url: '/benefit-api/v1/check-enroll-code', query: { enrollment_id: id } });
    expect(check.json().data.show_enroll_code).toEqual({ status: false, is_optional: true });
  });

  it('is optional for an applicant and saved through the modal, where an empty or unknown entry is flagged', async () => {
    const { browser, id } = await medicalEnrollment();
    const check = await browser.request({ method: 'GET', url: '/benefit-api/v1/check-enroll-code', query: { enrollment_id: id } });
    expect(check.json().data.show_enroll_code).toEqual({ status: true, is_optional: true });

    const empty = await browser.post('save-enroller-code', { enrollment_id: id, enrollerCode: '' });
    expect(empty.statusCode).toBe(422);
    expect(fieldErrors(empty.json())).toEqual({ enrollerCode: MESSAGES.fieldRequired });
    const unknown = await browser.post('save-enroller-code', { enrollment_id: id, enrollerCode: 'NOPE9999' });
    expect(fieldErrors(unknown.json())).toEqual({ enrollerCode: ENROLLMENT_MESSAGES.enrollerCodeNotFound });

    const known = await browser.post('save-enroller-code', { enrollment_id: id, enrollerCode: 'test1234' });
    expect(known.json()).toEqual({ status: 'success', data: { result: { enroller_code: 'TEST1234' } } });
    // The code alone does not count as a saved personal step.
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).json().data;
    expect(step.saved_tabs).toEqual([]);
    // An optional code is not part of the form: saving without one keeps the modal's.
    const saved = await save(browser, id, VALID);
    expect(saved.json().data.result.enroller_code).toBe('TEST1234');
  });
});

describe('ownership', () => {
  it("answers 404 to another browser on every personal call and the step's bootstrap", async () => {
    const { browser, id } = await medicalEnrollment();
    await save(browser, id, VALID);
    const stranger = new Browser(t.app);
    const answers = [
      await stranger.get('get-form-fields-personal-info', { enrollment_id: id }),
      await stranger.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' }),
      await stranger.get('get-enrollment-temp-info', { enrollment_id: id, column: 'primary_info' }),
      await save(stranger, id, VALID),
      await stranger.post('save-enroller-code', { enrollment_id: id, enrollerCode: 'TEST1234' }),
      await stranger.request({ method: 'GET', url: '/benefit-api/v1/check-enroll-code', query: { enrollment_id: id } }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('6789');
    }
  });
});

describe('a member-store enrollment', () => {
  // Spec 001 §6: gender and birthdate are read-only on the personal form, so the member's own arrive filled in.
  it("gets the member record's gender and birth date on its read-only fields and keeps them in primary_info", async () => {
    const member = { gender: 1, birthdate: '05/20/1985' };
    const browser = new Browser(t.app);
    const opened = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, 1, new Date()), tier: 'IO' });
    expect(opened.statusCode).toBe(200);
    const id = opened.json().data.temp_enrollment_id as string;
    const before = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).json().data;
    expect(before.value).toEqual(member);
    const fields = (await browser.get('get-form-fields-personal-info', { enrollment_id: id })).json().data.result as { field_name: string; value?: unknown }[];
    expect(fields.find((f) => f.field_name === 'birthdate')!.value).toBe(member.birthdate);
    const saved = await save(browser, id, { ...VALID, weight: '', height_feet: '', height_inch: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.result).toMatchObject({ first_name: 'Ana', ssn: '***-**-6789', ...member });
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'primary_info' })).json().data.result;
    expect(column).toMatchObject({ ...member, ssn: '***-**-6789' });
  });
});

describe('the log', () => {
  const logged = appWithCapturedLog({ demoData: plansData });


  it('never holds the SSN, names or codes sent to the personal calls', async () => {
    const browser = new Browser(logged.app());
    const id = await startEnrollment(browser, { eprocess: 'rep' });
    await browser.post('save-personal-info', { enrollment_id: id, ...VALID, ssn: '987-65-4321', enroller_code: 'NOPE9999' });
    await browser.post('save-personal-info', { enrollment_id: id, ...VALID, weight: '', height_feet: '', height_inch: '', enroller_code: 'TEST1234' });
    await browser.post('save-personal-info', { enrollment_id: id, ...VALID, ssn: '12345', enroller_code: 'TEST1234' });
    await browser.post('save-enroller-code', { enrollment_id: id, enrollerCode: 'SECRETCODE42' });
    await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'primary_info' });
    const log = logged.log();
    expect(log).toContain('save-personal-info');
    for (const value of ['987-65-4321', '987654321', '4321', '123-45-6789', '123456789', '6789', '12345', "O'Brien", 'María', 'NOPE9999', 'SECRETCODE42', 'TEST1234']) {
      expect(log, value).not.toContain(value);
    }
  });
});
