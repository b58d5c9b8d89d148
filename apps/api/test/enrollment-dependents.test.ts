import { BENEFICIARY_MESSAGES, DEPENDENT_MESSAGES, ENROLLMENT_MESSAGES, MESSAGES, type PlanCard } from '@benefit-store/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentTabs } from '../src/db/schema/index.js';
import type { DemoData } from '../src/db/seed/seed-types.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { appWithCapturedLog, createTestApp, type TestApp } from './helpers/test-app.js';
import { IHA_PLAN, wizardData } from './helpers/wizard-data.js';

const PREMIER = 'Test Premier PPO';
const MEDICAL = 'Test Select HMO';
const DENTAL = 'Test Dental';

/** The member M-T1's earlier dependents: a spouse and two children (the member_records seed). */
const data: DemoData = {
  ...wizardData,
  memberRecords: [
    {
      member: 'M-T1',
      section: 'dependents',
      value: {
        dependents: [
          { primary_info: { dependent_id: 501, first_name: 'Pat', last_name: 'Testmember', gender: 0, ssn: '212-55-0001', relationship: 'spouse', birthdate: '1983-02-01', weight: 180, height_feet: 6, height_inch: 0, employed: 0, is_legally_disabled: 0, disability_condition: null } },
          { primary_info: { dependent_id: 502, first_name: 'Kim', last_name: 'Testmember', gender: 1, ssn: '212-55-0002', relationship: 'child', birthdate: '2015-06-01', weight: 70, height_feet: 4, height_inch: 3, employed: 0, is_legally_disabled: 0, disability_condition: null } },
          { primary_info: { dependent_id: 503, first_name: 'Lee', last_name: 'Testmember', gender: 0, ssn: '212-55-0003', relationship: 'child', birthdate: '2018-06-01', weight: 50, height_feet: 3, height_inch: 9, employed: 0, is_legally_disabled: 0, disability_condition: null } },
        ],
      },
    },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: data });
});
afterAll(async () => t.close());

type Relationship = 'spouse' | 'child';
const person = (relationship: Relationship, n = 1, extra: Record<string, unknown> = {}) => ({
  first_name: relationship === 'spouse' ? 'Sam' : `Kid${'abcdefghijklmnop'[n]}`,
  last_name: 'Lopez',
  gender: relationship === 'spouse' ? 0 : 1,
  ssn: `123-45-${String(1000 + n)}`,
  relationship,
  weight: relationship === 'spouse' ? 170 : 60,
  height_feet: relationship === 'spouse' ? 5 : 4,
  height_inch: 8,
  birthdate: relationship === 'spouse' ? '04/12/1986' : '09/30/2015',
  ...extra,
});
const dependents = (spouses: number, children: number) => [
  ...Array.from({ length: spouses }, (_, i) => ({ primary_info: person('spouse', 20 + i) })),
  ...Array.from({ length: children }, (_, i) => ({ primary_info: person('child', i + 1) })),
];

type FieldErrors = Record<string, string>;
const fieldErrors = (body: { data?: { target_element: string; error_message: string }[] }): FieldErrors =>
  Object.fromEntries((body.data ?? []).map((e) => [e.target_element, e.error_message]));


async function enrollment(tier: 'IO' | 'IS' | 'IC' | 'IF', plan: string = MEDICAL): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser, { tier });
  await addPlan(browser, id, plan);
  return { browser, id };
}

/** Every dependent health question answered No (the cart's dependent question set; none without an underwritten plan). */
async function healthAllNo(browser: Browser, id: string): Promise<unknown> {
  const set = (await browser.get('get-health-questions-dependent-info', { enrollment_id: id })).json().data.result as {
    codition_questions: { question_id: number; question_text: string }[];
    medication_question: { question_id: number; question_text: string } | null;
  };
  if (set.codition_questions.length === 0 && !set.medication_question) return undefined;
  return {
    condition_questions: set.codition_questions.map((q) => ({ question_id: q.question_id, question_text: q.question_text, yes_no_flag: 0, conditions: [] })),
    medication_question: set.medication_question ? { ...set.medication_question, yes_no_flag: 0, medications: [] } : null,
    notes: '',
  };
}

/** The list sent with each dependent's health answers (all No) unless it carries its own or `withoutHealth`. */
async function save(browser: Browser, id: string, list: unknown[], extra: Record<string, unknown> = {}, path = 'save-dependent-info', withoutHealth = false) {
  const health = withoutHealth ? undefined : await healthAllNo(browser, id);
  const dependents = (list as Record<string, unknown>[]).map((d) => (health === undefined || 'health_info' in d ? d : { ...d, health_info: health }));
  return browser.post(path, { enrollment_id: id, dependents, ...extra });
}

async function validate(browser: Browser, id: string, primaryInfo: Record<string, unknown>, healthInfo?: unknown) {
  const health = healthInfo === undefined ? await healthAllNo(browser, id) : healthInfo;
  return browser.post('validate-single-dependent', { enrollment_id: id, primary_info: primaryInfo, ...(health === undefined ? {} : { health_info: health }) });
}

async function rawRow(id: string) {
  const [row] = await t.app.database.db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'dependent_info')));
  return row;
}

describe('validate-single-dependent: every field error (spec 001 section 5)', () => {
  it.each([
    ['a missing first name', { first_name: '' }, 'first_name', MESSAGES.fieldRequired],
    ['a first name with digits', { first_name: 'J0' }, 'first_name', ENROLLMENT_MESSAGES.invalidFirstName],
    ['a missing last name', { last_name: null }, 'last_name', MESSAGES.fieldRequired],
    ['a last name with symbols', { last_name: 'L#' }, 'last_name', ENROLLMENT_MESSAGES.invalidLastName],
    ['a middle name with digits', { middle_name: 'x1' }, 'middle_name', ENROLLMENT_MESSAGES.invalidMiddleName],
    ['a missing gender', { gender: '' }, 'gender', MESSAGES.fieldRequired],
    ['an unknown gender', { gender: 2 }, 'gender', MESSAGES.invalidChoice],
    ['a missing SSN', { ssn: '' }, 'ssn', MESSAGES.fieldRequired],
    ['an SSN of 8 digits', { ssn: '12345678' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['an SSN of 10 digits', { ssn: '1234567890' }, 'ssn', ENROLLMENT_MESSAGES.invalidSsn],
    ['a missing weight', { weight: '' }, 'weight', MESSAGES.fieldRequired],
    ['a weight of 0', { weight: 0 }, 'weight', ENROLLMENT_MESSAGES.weightNotPositive],
    ['a weight of 4 digits', { weight: 1000 }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['a weight that is not a number', { weight: 'abc' }, 'weight', ENROLLMENT_MESSAGES.invalidWeight],
    ['a missing height', { height_feet: '' }, 'height_feet', MESSAGES.fieldRequired],
    ['a height of 0 feet', { height_feet: 0 }, 'height_feet', ENROLLMENT_MESSAGES.heightNotZero],
    ['a height of 2 digits', { height_feet: 10 }, 'height_feet', ENROLLMENT_MESSAGES.invalidHeightFeet],
    ['12 inches', { height_inch: 12 }, 'height_inch', ENROLLMENT_MESSAGES.inchInvalid],
    ['a missing birthdate', { birthdate: '' }, 'birthdate', MESSAGES.fieldRequired],
    ['a birthdate that is not a day', { birthdate: '02/30/2015' }, 'birthdate', MESSAGES.dateDoesNotExist],
    ['a birthdate in the future', { birthdate: '01/01/2099' }, 'birthdate', BENEFICIARY_MESSAGES.birthdateNotPast],
    ['a missing relationship', { relationship: '' }, 'relationship', MESSAGES.fieldRequired],
    ['a legally disabled child without a condition', { is_legally_disabled: 1, disability_condition: '' }, 'disability_condition', MESSAGES.fieldRequired],
    ['a child of 30 not legally disabled', { birthdate: '01/01/1990' }, 'birthdate', DEPENDENT_MESSAGES.childTooOld({ age: 26 })],
  ] as const)("refuses %s under primary_info.%s with '%s'", async (_case, change, field, message) => {
    const { browser, id } = await enrollment('IF');
    const response = await validate(browser, id, { ...person('child'), ...change });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())[`primary_info.${field}`]).toBe(message);
  });

  it('accepts a valid dependent, and a legally disabled adult child with the condition', async () => {
    const { browser, id } = await enrollment('IF');
    expect((await validate(browser, id, person('child'))).json()).toMatchObject({ status: 'success', data: { result: { is_valid: true } } });
    const adult = person('child', 2, { birthdate: '01/01/1990', is_legally_disabled: 1, disability_condition: 'Down syndrome' });
    expect((await validate(browser, id, adult)).statusCode).toBe(200);
  });

  it('refuses the relationship the tier does not cover', async () => {
    const ic = await enrollment('IC');
    const spouse = await validate(ic.browser, ic.id, person('spouse'));
    expect(fieldErrors(spouse.json())['primary_info.relationship']).toBe(DEPENDENT_MESSAGES.childrenTierChildrenOnly);
    const is = await enrollment('IS');
    const child = await validate(is.browser, is.id, person('child'));
    expect(fieldErrors(child.json())['primary_info.relationship']).toBe(DEPENDENT_MESSAGES.spouseTierNeedsSpouse);
  });

  it('weight and height are neither asked nor checked without an underwritten plan', async () => {
    const { browser, id } = await enrollment('IC', DENTAL);
    const { weight: _w, height_feet: _f, height_inch: _i, ...rest } = person('child');
    expect((await validate(browser, id, rest)).statusCode).toBe(200);
    const fields = (await browser.get('get-form-fields-dependent-primary-info', { enrollment_id: id })).json().data;
    expect(fields.result.find((f: { field_name: string }) => f.field_name === 'weight').required).toBe(0);
  });
});

describe('save-dependent-info: errors per dependent, the last one shown on Save', () => {
  it("names each wrong dependent as 'Dependent #N: message' under dependents.N.primary_info.<field>", async () => {
    const { browser, id } = await enrollment('IF');
    const response = await save(browser, id, [{ primary_info: person('spouse') }, { primary_info: { ...person('child'), ssn: '12' } }, { primary_info: { ...person('child', 2), first_name: '' } }]);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual({
      'dependents.1.primary_info.ssn': DEPENDENT_MESSAGES.dependentError({ n: 2, message: ENROLLMENT_MESSAGES.invalidSsn }),
      'dependents.2.primary_info.first_name': DEPENDENT_MESSAGES.dependentError({ n: 3, message: MESSAGES.fieldRequired }),
    });
    expect(await rawRow(id)).toBeUndefined();
  });
});

describe('each limit is refused by the server even when the form is bypassed', () => {
  it.each([
    ['IS with two spouses', 'IS', MEDICAL, 2, 0, {}, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IS with no spouse', 'IS', MEDICAL, 0, 0, {}, DEPENDENT_MESSAGES.spouseTierNeedsSpouse],
    ['IC with no child', 'IC', MEDICAL, 0, 0, {}, DEPENDENT_MESSAGES.childrenTierNeedsChild],
    ['IC with 11 children', 'IC', MEDICAL, 0, 11, {}, DEPENDENT_MESSAGES.tooManyDependents({ max: 10 })],
    ['IC with 21 children (more than a call may carry)', 'IC', MEDICAL, 0, 21, {}, DEPENDENT_MESSAGES.tooManyDependents({ max: 10 })],
    ['IC premier with two children', 'IC', PREMIER, 0, 2, {}, DEPENDENT_MESSAGES.l713OneChild],
    ['IC with an IHA plan and 10 children', 'IC', IHA_PLAN, 0, 10, {}, DEPENDENT_MESSAGES.tooManyDependents({ max: 9 })],
    ['IF with 11', 'IF', MEDICAL, 1, 10, {}, DEPENDENT_MESSAGES.tooManyDependents({ max: 10 })],
    ['IF with an IHA plan and 10', 'IF', IHA_PLAN, 1, 9, {}, DEPENDENT_MESSAGES.tooManyDependents({ max: 9 })],
    ['IF with two spouses', 'IF', MEDICAL, 2, 1, {}, DEPENDENT_MESSAGES.oneSpouseOnly],
    ['IF with one dependent', 'IF', MEDICAL, 1, 0, {}, DEPENDENT_MESSAGES.familyNeedsTwo],
    ['IF premier without the spouse answer', 'IF', PREMIER, 1, 1, {}, DEPENDENT_MESSAGES.spouseStatusRequired],
    ['IF premier answered No with a spouse', 'IF', PREMIER, 1, 1, { spouse_answer: 'no' }, DEPENDENT_MESSAGES.spouseDeclined],
  ] as const)('%s', async (_case, tier, plan, spouses, children, extra, message) => {
    const { browser, id } = await enrollment(tier, plan);
    const response = await save(browser, id, dependents(spouses, children), extra);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json()).dependents).toBe(message);
    expect(await rawRow(id)).toBeUndefined();
  });

  it.each([
    ['IS with its spouse', 'IS', MEDICAL, 1, 0, {}],
    ['IC with 10 children', 'IC', MEDICAL, 0, 10, {}],
    ['IC premier with one child', 'IC', PREMIER, 0, 1, {}],
    ['IC with an IHA plan and 9 children', 'IC', IHA_PLAN, 0, 9, {}],
    ['IF with a spouse and 9 children', 'IF', MEDICAL, 1, 9, {}],
    ['IF with an IHA plan and 9', 'IF', IHA_PLAN, 1, 8, {}],
    ['IF premier answered Yes', 'IF', PREMIER, 1, 1, { spouse_answer: 'yes' }],
    ['IF premier answered No with two children', 'IF', PREMIER, 0, 2, { spouse_answer: 'no' }],
  ] as const)('accepts %s', async (_case, tier, plan, spouses, children, extra) => {
    const { browser, id } = await enrollment(tier, plan);
    const response = await save(browser, id, dependents(spouses, children), extra);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result.dependents).toHaveLength(spouses + children);
  });

  it('the temp save keeps a list still being built but refuses what is already too much', async () => {
    const { browser, id } = await enrollment('IC', PREMIER);
    expect((await save(browser, id, dependents(0, 1), {}, 'save-dependent-info-to-temp')).statusCode).toBe(200);
    const second = await save(browser, id, dependents(0, 2), {}, 'save-dependent-info-to-temp');
    expect(second.statusCode).toBe(422);
    expect(fieldErrors(second.json()).dependents).toBe(DEPENDENT_MESSAGES.l713OneChild);
    const family = await enrollment('IF');
    expect((await save(family.browser, family.id, dependents(1, 0), {}, 'save-dependent-info-to-temp')).statusCode).toBe(200);
  });

  it('save for later (save-enrollment, tab dependent_info) refuses a list over the limit', async () => {
    const { browser, id } = await enrollment('IS');
    const response = await browser.post('save-enrollment', { enrollment_id: id, email: 'later@example.com', tab: 'dependent_info', data: { dependents: dependents(2, 0) } });
    expect(response.statusCode).toBe(422);
    expect(await rawRow(id)).toBeUndefined();
  });

  it('a Member Only enrollment saves no dependents', async () => {
    const { browser, id } = await enrollment('IO');
    expect(fieldErrors((await save(browser, id, dependents(0, 1))).json()).dependents).toBe(DEPENDENT_MESSAGES.noDependentsForTier);
  });
});

describe('the SSNs and health answers are encrypted; SSNs come back masked', () => {
  it('stores no SSN in the clear, answers ***-**-NNNN, and keeps the number when the mask is sent back', async () => {
    const { browser, id } = await enrollment('IF');
    const first = await save(browser, id, dependents(1, 1));
    expect(first.statusCode).toBe(200);
    const saved = first.json().data.result.dependents as { primary_info: Record<string, unknown> }[];
    expect(saved.map((d) => d.primary_info.ssn)).toEqual(['***-**-1020', '***-**-1001']);
    expect(saved[0]!.primary_info).toMatchObject({ birthdate: '1986-04-12', employed: 0, is_legally_disabled: 0, disability_condition: null });
    const row = await rawRow(id);
    expect(isEncryptedField(row!.secret!)).toBe(true);
    expect(JSON.stringify(row!.data)).not.toMatch(/123-?45-?10/);
    expect(row!.secret).not.toContain('1020');

    // Sent back as answered (masked, with the ids): the numbers on file stay.
    const again = await save(browser, id, saved.map((d) => ({ primary_info: d.primary_info })));
    expect(again.statusCode, again.body).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'dependent_info' })).json().data.result;
    expect(column.dependents.map((d: { primary_info: { ssn: string } }) => d.primary_info.ssn)).toEqual(['***-**-1020', '***-**-1001']);
    expect(column.dependents[0].primary_info.birthdate).toBe('1986-04-12');

    // A mask without its number on file (another id) is refused.
    const forged = await save(browser, id, [{ primary_info: { ...saved[0]!.primary_info, dependent_id: 77 } }, { primary_info: saved[1]!.primary_info }]);
    expect(fieldErrors(forged.json())['dependents.0.primary_info.ssn']).toBe(DEPENDENT_MESSAGES.dependentError({ n: 1, message: ENROLLMENT_MESSAGES.invalidSsn }));
  });

  it('keeps the spouse answer and opens the step with the saved list (get-enrollment-step)', async () => {
    const { browser, id } = await enrollment('IF', PREMIER);
    expect((await save(browser, id, dependents(0, 2), { spouse_answer: 'no' }, 'save-dependent-info-to-temp')).statusCode).toBe(200);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'dependent_info' })).json().data;
    expect(step.value).toMatchObject({ spouse_answer: 'no', dependents: [{ primary_info: { first_name: 'Kidb' } }, { primary_info: { first_name: 'Kidc' } }] });
    expect(step.options).toMatchObject({ tier: 'IF', is_premier: true, is_IHA: false, has_spouse: true, is_legally_disabled: true, health_required: true, disclaimer: DEPENDENT_MESSAGES.genericMedicationNote });
  });
});

describe("a dependent's health answers (the cart underwrites)", () => {
  it('are required by the popup check and the final save, not by the temp save', async () => {
    const { browser, id } = await enrollment('IC');
    const missing = await browser.post('validate-single-dependent', { enrollment_id: id, primary_info: person('child') });
    expect(fieldErrors(missing.json()).health_info).toBe(MESSAGES.fieldRequired);
    const final = await save(browser, id, dependents(0, 1), {}, 'save-dependent-info', true);
    expect(fieldErrors(final.json())['dependents.0.health_info']).toBe(DEPENDENT_MESSAGES.dependentError({ n: 1, message: MESSAGES.fieldRequired }));
    expect((await save(browser, id, dependents(0, 1), {}, 'save-dependent-info-to-temp', true)).statusCode).toBe(200);
  });

  it('are checked with the health rules, errors under health_info.<path>', async () => {
    const { browser, id } = await enrollment('IC');
    const health = (await healthAllNo(browser, id)) as { condition_questions: { yes_no_flag: number }[] };
    health.condition_questions[0]!.yes_no_flag = 1;
    const response = await validate(browser, id, person('child'), health);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(response.json())).some((k) => k.startsWith('health_info.condition_questions.0.conditions.0.'))).toBe(true);
  });

  it('are stored encrypted and answered back', async () => {
    const { browser, id } = await enrollment('IC');
    const health = (await healthAllNo(browser, id)) as Record<string, unknown>;
    const answered = { ...health, notes: 'Allergic to penicillin Zq' };
    const response = await save(browser, id, [{ primary_info: person('child'), health_info: answered }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result.dependents[0].health_info.notes).toBe('Allergic to penicillin Zq');
    const row = await rawRow(id);
    expect(JSON.stringify(row!.data)).not.toContain('penicillin');
    expect(row!.secret).not.toContain('penicillin');
  });

  // Issue 27 item 3 (decision 0077): a man is not asked the pregnancy question, and the answers keep the questions as asked.
  it("a husband's answers need no pregnancy answer and are kept with the questions worded about the spouse", async () => {
    const { browser, id } = await enrollment('IS');
    const health = (await healthAllNo(browser, id)) as { condition_questions: { question_id: number }[] };
    const withoutPregnancy = { ...health, condition_questions: health.condition_questions.filter((q) => q.question_id !== 145) };
    expect((await validate(browser, id, person('spouse'), withoutPregnancy)).statusCode).toBe(200);
    const wife = await validate(browser, id, person('spouse', 1, { gender: 1 }), withoutPregnancy);
    expect(Object.keys(fieldErrors(wife.json()))).toEqual([expect.stringMatching(/^health_info\.condition_questions\.\d+\.yes_no_flag$/)]);
    const response = await save(browser, id, [{ primary_info: person('spouse'), health_info: withoutPregnancy }]);
    expect(response.statusCode, response.body).toBe(200);
    const texts = (response.json().data.result.dependents[0].health_info.condition_questions as { question_text: string }[]).map((q) => q.question_text);
    expect(texts).toContain('In the past 5 years, has your spouse been diagnosed with or treated for heart disease, a stroke or high blood pressure?');
    expect(texts.join(' ')).not.toMatch(/\byou\b/i);
  });

  // Review of issue 27 item 3: whom the questions are asked of is read from the fields as sent, not only from a valid dependent.
  it("a husband with a mistake in another field is still not asked the pregnancy question, on the popup's check and the save", async () => {
    const { browser, id } = await enrollment('IS');
    const health = (await healthAllNo(browser, id)) as { condition_questions: { question_id: number }[] };
    const withoutPregnancy = { ...health, condition_questions: health.condition_questions.filter((q) => q.question_id !== 145) };
    const husband = person('spouse', 1, { first_name: '' });
    const checked = fieldErrors((await validate(browser, id, husband, withoutPregnancy)).json());
    expect(checked['primary_info.first_name']).toBe(MESSAGES.fieldRequired);
    expect(Object.keys(checked).filter((k) => k.startsWith('health_info.'))).toEqual([]);
    const saved = fieldErrors((await save(browser, id, [{ primary_info: husband, health_info: withoutPregnancy }])).json());
    expect(saved['dependents.0.primary_info.first_name']).toBeTruthy();
    expect(Object.keys(saved).filter((k) => k.startsWith('dependents.0.health_info.'))).toEqual([]);
  });

  it('are dropped without an underwritten plan', async () => {
    const { browser, id } = await enrollment('IC', DENTAL);
    const response = await browser.post('save-dependent-info', { enrollment_id: id, dependents: [{ primary_info: { ...person('child'), weight: '', height_feet: '', height_inch: '' }, health_info: { notes: 'x' } }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result.dependents[0]).not.toHaveProperty('health_info');
  });
});

describe('get-form-fields-dependent-primary-info', () => {
  it.each([
    ['IS', false],
    ['IC', true],
    ['IF', true],
  ] as const)('%s: the legally-disabled question asked: %s', async (tier, asked) => {
    const { browser, id } = await enrollment(tier);
    const data = (await browser.get('get-form-fields-dependent-primary-info', { enrollment_id: id })).json().data;
    expect(data.is_legally_disabled).toBe(asked);
    expect(data.disclaimer).toBe(DEPENDENT_MESSAGES.genericMedicationNote);
    expect(data.result.find((f: { field_name: string }) => f.field_name === 'relationship')).toMatchObject({ required: 1, read_only: 1 });
  });
});

describe('an existing member', () => {
  async function memberEnrollment(tier: 'IS' | 'IC' | 'IF') {
    const browser = new Browser(t.app);
    const opened = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, 1, new Date()), tier });
    expect(opened.statusCode, opened.body).toBe(200);
    const id = opened.json().data.temp_enrollment_id as string;
    await addPlan(browser, id, MEDICAL);
    return { browser, id };
  }

  it.each([
    ['IS', ['Pat']],
    ['IC', ['Kim', 'Lee']],
    ['IF', ['Pat', 'Kim', 'Lee']],
  ] as const)('%s: the earlier dependents filtered by tier, SSNs masked', async (tier, names) => {
    const { browser, id } = await memberEnrollment(tier);
    const existing = (await browser.get('get-dependents-existing-user-enrollment', { enrollment_id: id })).json().data.result.dependents;
    expect(existing.map((d: { primary_info: { first_name: string } }) => d.primary_info.first_name)).toEqual(names);
    expect(JSON.stringify(existing)).not.toContain('212-55');
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'dependent_info' })).json().data;
    expect(step.value.dependents).toHaveLength(names.length);
  });

  it('saves the earlier dependents sent back masked, keeping their numbers', async () => {
    const { browser, id } = await memberEnrollment('IF');
    const existing = (await browser.get('get-dependents-existing-user-enrollment', { enrollment_id: id })).json().data.result.dependents;
    const saved = await save(browser, id, existing);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.result.dependents[0].primary_info.ssn).toBe('***-**-0001');
  });

  it('a new enrollment has no earlier dependents', async () => {
    const { browser, id } = await enrollment('IF');
    expect((await browser.get('get-dependents-existing-user-enrollment', { enrollment_id: id })).json().data.result.dependents).toEqual([]);
  });
});

describe('the log', () => {
  const logged = appWithCapturedLog({ demoData: data });


  it('never holds the dependents’ SSNs, names or conditions', async () => {
    const browser = new Browser(logged.app());
    const id = await startEnrollment(browser, { tier: 'IF' });
    const groups = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
    const card = groups.flatMap((g) => g.plans).find((p) => p.plan_name === MEDICAL)!;
    await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
    const list = [{ primary_info: person('spouse', 20, { ssn: '987-65-4321' }) }, { primary_info: person('child', 1, { birthdate: '01/01/1990', is_legally_disabled: 1, disability_condition: 'Rare condition Zeta' }) }];
    await browser.post('validate-single-dependent', { enrollment_id: id, primary_info: list[0]!.primary_info });
    await browser.post('save-dependent-info', { enrollment_id: id, dependents: list });
    await browser.post('save-dependent-info', { enrollment_id: id, dependents: [{ primary_info: { ...list[0]!.primary_info, ssn: '98765' } }] });
    await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'dependent_info' });
    const log = logged.log();
    expect(log).toContain('save-dependent-info');
    for (const value of ['987-65-4321', '987654321', '98765', 'Rare condition Zeta', 'Kidb']) expect(log, value).not.toContain(value);
  });
});
