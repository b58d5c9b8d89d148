import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EMPLOYER_MESSAGES, ENROLLMENT_MESSAGES, MESSAGES, NO_HOLIDAYS } from '@benefit-store/domain';
import { agents, groups } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { freshDatabase, logText, testConfig, TEST_LIMITS } from './helpers/test-app.js';
import { IHA_PLAN, wizardData } from './helpers/wizard-data.js';
import { byField } from './helpers/field-errors.js';
import { EMPLOYER } from './helpers/complete-steps.js';

let app: FastifyInstance;
let drop: () => Promise<void>;
const ids = { agent: 0, group: 0 };
const high = { max: 100_000 };
/** The log stream of the app: no employer value may reach it (issue 10 item 5). */
const lines: string[] = [];
beforeAll(async () => {
  const db = await freshDatabase();
  drop = db.drop;
  // Tuesday 10 March 2026: checkout offers 04/01/2026, and the start date may then be up to 06/01/2026.
  app = await buildApp(
    testConfig(db.config, {
      logLevel: 'info',
      limits: { ...TEST_LIMITS, 'contact-check': high, 'otp-send': high, 'otp-send-contact': high, 'otp-send-enrollment': high },
    }),
    { demoData: wizardData, clock: new FixedClock('2026-03-10T12:00:00Z'), logStream: { write: (line) => void lines.push(line) } },
  );
  const rows = app.database.db;
  ids.agent = (await rows.select().from(agents).where(eq(agents.accessCode, 'TEST1234')))[0]!.id;
  ids.group = (await rows.select().from(groups).where(eq(groups.code, 'TESTGRP1')))[0]!.id;
});
afterAll(async () => {
  await app.close();
  await drop();
});

const EFFECTIVE = '04/01/2026';
/** 111 is no area code: the phone is well formed but flagged (a code or a rep's or group's skip clears it). */
const FLAGGED_PHONE = '1115550142';


/** The employer form as an employee of the test group fills it; override any field. */
function employerForm(enrollment_id: string, overrides: Record<string, unknown> = {}) {
  return { enrollment_id, ...EMPLOYER, ...overrides };
}


/** A group member's enrollment (the group's rep and group, eprocess group) with these plans, checked out on 04/01/2026. */
async function groupEnrollment(plans: string[] = ['Test Dental'], overrides: Record<string, unknown> = {}) {
  const browser = new Browser(app);
  const id = await startEnrollment(browser, { agent_id: ids.agent, group_id: ids.group, eprocess: 'group', ...overrides });
  for (const name of plans) await addPlan(browser, id, name);
  const checkout = await browser.post('cart-checkout', { enrollment_id: id, effective_date: EFFECTIVE, type: 'member' });
  expect(checkout.statusCode, checkout.body).toBe(200);
  return { browser, id };
}

const column = async (browser: Browser, id: string) => (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'employer_info' })).json().data.result as unknown;

describe('the employer tab', () => {
  it('is required for a group enrollment and not for an individual one', async () => {
    const { browser, id } = await groupEnrollment();
    const tabs = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'employer_info' })).json().data.tabs as { tab_name: string; required: boolean }[];
    expect(tabs.find((tab) => tab.tab_name === 'employer_info')?.required).toBe(true);
    const own = new Browser(app);
    const ownId = await startEnrollment(own);
    const ownTabs = (await own.get('get-enrollment-step', { enrollment_id: ownId, tab: 'employer_info' })).json().data.tabs as { tab_name: string; required: boolean }[];
    expect(ownTabs.find((tab) => tab.tab_name === 'employer_info')?.required).toBe(false);
  });
});

describe('the option lists and the group information', () => {
  it.each([
    ['get-average-work-week', ['under_20', '20_29', '30_39', '40_plus']],
    ['get-employment-status', ['A', 'C', 'R']],
    ['get-vacation-policy', ['none', '1_week', '2_weeks', '3_weeks', '4_weeks']],
    ['get-bargaining-unit', ['union', 'none']],
    ['get-holiday-policy', ['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day']],
  ])('%s lists value and name', async (path, values) => {
    const res = await new Browser(app).get(path);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result as { value: string; name: string }[];
    expect(result.map((o) => o.value)).toEqual(values);
    for (const o of result) expect(o.name).not.toBe('');
  });

  it('names employment status R Retired', async () => {
    expect((await new Browser(app).get('get-employment-status')).json().data.result).toContainEqual({ value: 'R', name: 'Retired' });
  });

  it('offers 1099 only with an IHA plan in the cart', async () => {
    const plain = await groupEnrollment();
    const values = async (b: Browser, id: string) => ((await b.get('get-compensation-types', { enrollment_id: id })).json().data.result as { value: string }[]).map((o) => o.value);
    expect(await values(plain.browser, plain.id)).toEqual(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']);
    const iha = await groupEnrollment([IHA_PLAN]);
    expect(await values(iha.browser, iha.id)).toEqual(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary', '1099']);
  });

  it("get-group-info answers the group's general and address information, null without a group", async () => {
    const { browser, id } = await groupEnrollment();
    expect((await browser.get('get-group-info', { enrollment_id: id })).json().data.result).toEqual({
      general_info: { group_name: 'Test Group', group_phone: '5550100200' },
      address_information: { address1: '1 Test Way', city: 'New York', state: 'NY', zip: '10001' },
    });
    const own = new Browser(app);
    const ownId = await startEnrollment(own);
    expect((await own.get('get-group-info', { enrollment_id: ownId })).json().data.result).toBeNull();
  });

  it("another browser's enrollment is not found", async () => {
    const { id } = await groupEnrollment();
    expect((await new Browser(app).get('get-group-info', { enrollment_id: id })).statusCode).toBe(404);
    expect((await new Browser(app).post('save-employer-info', employerForm(id))).statusCode).toBe(404);
  });
});

describe('get-enrollment-step employer_info', () => {
  it("prefills the group's name, phone and address until the step is saved, then answers what was saved", async () => {
    const { browser, id } = await groupEnrollment();
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'employer_info' })).json().data;
    expect(step.value).toEqual({ name: 'Test Group', phone: '5550100200', address1: '1 Test Way', city: 'New York', state: 'NY', zip: '10001' });
    expect(step.options).toMatchObject({ is_IHA: false, can_skip_validation: true, verified_phone: null, effective_date: EFFECTIVE });
    expect((step.options.compensation_types as { value: string }[]).map((o) => o.value)).not.toContain('1099');
    expect((step.fields as { field_name: string }[]).map((f) => f.field_name)).toContain('holiday_policy');
    expect(await column(browser, id)).toBeNull();

    expect((await browser.post('save-employer-info', employerForm(id))).statusCode).toBe(200);
    const after = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'employer_info' })).json().data;
    expect(after.value).toMatchObject({ name: 'Test Group Inc', state: 'NY', emp_num_employed: 25, skipped: false });
    expect(after.saved_tabs).toContain('employer_info');
  });
});

describe('save-employer-info', () => {
  it('saves every field; the temp info and the form fields answer them', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await browser.post('save-employer-info', employerForm(id));
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      name: 'Test Group Inc',
      phone: '2125550142',
      address1: '1 Test Way',
      address2: 'Floor 2',
      city: 'New York',
      zip: '10001',
      state: 'NY',
      average_work_week: '40_plus',
      employment_start_date: '06/03/2019',
      occupation: 'Quality engineer',
      compensation_type: 'Salary',
      employment_status: 'A',
      emp_industry: 'Software testing',
      emp_num_employed: 25,
      emp_vac_policy: '3_weeks',
      emp_barg_unit: 'none',
      holiday_policy: { ...NO_HOLIDAYS, Standard_6: 1, Birthday: 1 },
      with_validation: 1,
      skip_validation_phone: 0,
      skipped: false,
      phone_verified: false,
    };
    expect(res.json().data.result).toEqual(expected);
    expect(await column(browser, id)).toEqual(expected);
    const fields = (await browser.get('get-form-fields-employer-info', { enrollment_id: id })).json().data.result as { field_name: string; value: unknown }[];
    expect(fields.find((f) => f.field_name === 'occupation')?.value).toBe('Quality engineer');
  });

  it.each([
    ['name', '', MESSAGES.fieldRequired],
    ['name', 'Test Group 2', EMPLOYER_MESSAGES.invalidEmployerInformation],
    ['name', 'Test Group, Inc.', EMPLOYER_MESSAGES.invalidEmployerInformation],
    ['phone', '', MESSAGES.fieldRequired],
    ['phone', '555-0142', ENROLLMENT_MESSAGES.invalidContactPhone],
    ['address1', '', MESSAGES.fieldRequired],
    ['city', '', MESSAGES.fieldRequired],
    ['zip', '', MESSAGES.fieldRequired],
    ['zip', '1000', MESSAGES.enterFiveDigitZipDot],
    ['zip', '00000', MESSAGES.invalidZip],
    ['state', '', MESSAGES.fieldRequired],
    ['state', 'CA', ENROLLMENT_MESSAGES.stateNotZip],
    ['city', 'Boston', ENROLLMENT_MESSAGES.uspsAddressMismatch],
    ['average_work_week', '', MESSAGES.fieldRequired],
    ['average_work_week', '80', MESSAGES.invalidChoice],
    ['employment_start_date', '', MESSAGES.fieldRequired],
    ['employment_start_date', '02/30/2020', MESSAGES.dateDoesNotExist],
    ['employment_start_date', '06/02/2026', EMPLOYER_MESSAGES.startDateTooLate],
    ['occupation', '', MESSAGES.fieldRequired],
    ['compensation_type', '', MESSAGES.fieldRequired],
    ['compensation_type', '1099', MESSAGES.invalidChoice],
    ['employment_status', '', MESSAGES.fieldRequired],
    ['employment_status', 'R', EMPLOYER_MESSAGES.retiredEmployer],
    ['employment_status', 'Z', MESSAGES.invalidChoice],
    ['emp_industry', '', MESSAGES.fieldRequired],
    ['emp_num_employed', '', MESSAGES.fieldRequired],
    ['emp_num_employed', 0, EMPLOYER_MESSAGES.employeeCountInvalid],
    ['emp_vac_policy', '', MESSAGES.fieldRequired],
    ['emp_barg_unit', '', MESSAGES.fieldRequired],
    ['holiday_policy', NO_HOLIDAYS, EMPLOYER_MESSAGES.selectHolidayPolicy],
    ['holiday_policy', null, EMPLOYER_MESSAGES.selectHolidayPolicy],
  ])('refuses %s = %o with %s under it, and saves nothing', async (field, value, message) => {
    const { browser, id } = await groupEnrollment();
    const res = await browser.post('save-employer-info', employerForm(id, { [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
    expect(res.json().data).toEqual([{ target_element: field, error_message: message, is_valid: false }]);
    expect(await column(browser, id)).toBeNull();
  });

  it('refuses a retired employee, a late start date and a wrong name together', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await browser.post('save-employer-info', employerForm(id, { employment_status: 'r', employment_start_date: '2026-09-01', name: 'X1' }));
    expect(byField(res.json().data)).toEqual({
      employment_status: EMPLOYER_MESSAGES.retiredEmployer,
      employment_start_date: EMPLOYER_MESSAGES.startDateTooLate,
      name: EMPLOYER_MESSAGES.invalidEmployerInformation,
    });
  });

  it('accepts the start date exactly two months after the effective date', async () => {
    const { browser, id } = await groupEnrollment();
    expect((await browser.post('save-employer-info', employerForm(id, { employment_start_date: '06/01/2026' }))).statusCode).toBe(200);
  });

  it('accepts 1099 with an IHA plan in the cart', async () => {
    const { browser, id } = await groupEnrollment([IHA_PLAN]);
    const res = await browser.post('save-employer-info', employerForm(id, { compensation_type: '1099' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result.compensation_type).toBe('1099');
  });

  it('flags a phone the checks refuse (errors.phone.data, is_valid false); a group enroller may skip it', async () => {
    const { browser, id } = await groupEnrollment();
    const refused = await browser.post('save-employer-info', employerForm(id, { phone: FLAGGED_PHONE }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data).toEqual([]);
    expect(refused.json().errors.phone.data).toEqual([{ target_element: 'phone', error_message: ENROLLMENT_MESSAGES.phoneNotUs, is_valid: false }]);
    const skipped = await browser.post('save-employer-info', employerForm(id, { phone: FLAGGED_PHONE, skip_validation_phone: 1 }));
    expect(skipped.statusCode, skipped.body).toBe(200);
  });

  it('does not let an applicant enrolling on their own skip a flagged phone', async () => {
    const { browser, id } = await groupEnrollment(['Test Dental'], { eprocess: 'applicant' });
    const res = await browser.post('save-employer-info', employerForm(id, { phone: FLAGGED_PHONE, skip_validation_phone: 1 }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone.data[0].target_element).toBe('phone');
  });

  it('refuses unknown holiday keys and odd shapes as invalid values', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await browser.post('save-employer-info', employerForm(id, { holiday_policy: { Easter: 1 } }));
    expect(byField(res.json().data)).toEqual({ holiday_policy: MESSAGES.invalidValue });
  });
});

describe('Skip', () => {
  it('is refused without an IHA plan in the cart, even when the form is bypassed', async () => {
    const { browser, id } = await groupEnrollment();
    const res = await browser.post('save-employer-info', { enrollment_id: id, skipped: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'skipped', error_message: EMPLOYER_MESSAGES.skipNotAllowed, is_valid: false }]);
    expect(await column(browser, id)).toBeNull();
  });

  it('with an IHA plan saves the skipped flag and blank fields; saving the form later clears it', async () => {
    const { browser, id } = await groupEnrollment([IHA_PLAN]);
    const res = await browser.post('save-employer-info', { enrollment_id: id, skipped: 1, name: '', phone: '' });
    expect(res.statusCode, res.body).toBe(200);
    const skipped = { with_validation: 0, skip_validation_phone: 0, skipped: true, phone_verified: false };
    expect(await column(browser, id)).toEqual(skipped);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'employer_info' })).json().data;
    expect(step.saved_tabs).toContain('employer_info');
    expect(step.options.is_IHA).toBe(true);
    expect((await browser.post('save-employer-info', employerForm(id))).statusCode).toBe(200);
    expect(await column(browser, id)).toMatchObject({ skipped: false, name: 'Test Group Inc' });
  });
});

describe('save for later on the employer step', () => {
  it('saves the step with the resume code, and refuses what save-employer-info refuses', async () => {
    const { browser, id } = await groupEnrollment();
    const { enrollment_id: _id, ...data } = employerForm(id, { employment_status: 'R' });
    const refused = await browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'employer_info', data });
    expect(refused.statusCode).toBe(422);
    expect(byField(refused.json().data)).toEqual({ employment_status: EMPLOYER_MESSAGES.retiredEmployer });
    expect(await column(browser, id)).toBeNull();

    const saved = await browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'employer_info', data: { ...data, employment_status: 'C' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await column(browser, id)).toMatchObject({ employment_status: 'C', occupation: 'Quality engineer', holiday_policy: { Standard_6: 1, Birthday: 1 } });
  });
});

describe('data protection', () => {
  it('none of the employer values reaches the log', () => {
    const log = logText(lines);
    expect(log).toContain('save-employer-info');
    for (const value of ['Test Group Inc', '2125550142', '(212) 555-0142', 'Quality engineer', 'Software testing', FLAGGED_PHONE, '06/03/2019', '1 Test Way']) {
      expect(log).not.toContain(value);
    }
  });
});
