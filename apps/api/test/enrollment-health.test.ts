import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES, HEALTH_MESSAGES, MEDICATION_ROWS_MAX, MESSAGES } from '@benefit-store/domain';
import { enrollmentTabs, members } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { isEncryptedField } from '../src/modules/shared/field-encryption.js';
import { addPlan, Browser, startEnrollment } from './helpers/browser.js';
import { appWithCapturedLog, createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';
import { byField } from './helpers/field-errors.js';

/** M-T1's earlier answers: a Yes to 141 with details, a medication, and an answer to a question no longer asked. */
const EARLIER = {
  condition_questions: [
    {
      question_id: 141,
      question_text: 'Old wording',
      yes_no_flag: 1,
      conditions: [{ health_condition: 'Asthma', date_of_onset: '01/02/2015', is_treatment: 1, is_medicate: 1, d_last_seen: '03/04/2024', symptoms: 'Wheezing' }],
    },
    { question_id: 999, question_text: 'Retired question', yes_no_flag: 1, conditions: [] },
  ],
  medication_question: { question_id: 148, question_text: 'Old', yes_no_flag: 1, medications: [{ medication: 'Albuterol', dosage: '2 puffs', medical_condition: 'Asthma' }] },
  notes: 'Earlier note',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { ...wizardData, memberRecords: [{ member: 'M-T1', section: 'health_info', value: EARLIER }] } });
});
afterAll(async () => t.close());



/** An applicant's enrollment with an underwritten (medical) plan in the cart; a woman, who is asked every question. */
async function medicalEnrollment(app: FastifyInstance = t.app, overrides: Record<string, unknown> = {}): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(app);
  const id = await startEnrollment(browser, { gender: 1, ...overrides });
  await addPlan(browser, id, 'Test Premier PPO');
  return { browser, id };
}

const STANDARD = { health_condition: 'High blood pressure', date_of_onset: '03/15/2019', date_of_recovery: '', is_treatment: '1', is_medicate: '0', d_last_seen: '10/01/2024', symptoms: 'Headaches' };
const PHYSICIAN = { condition: 'Knee injury', status: 'Recovering', last_seen_by_physician: '09/12/2024', date_of_recovery: '', physician_name: 'Dr. Rivera', address: '12 Main St, Springfield', phone: '(212) 555-0142' };
const ROW = { medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' };
const QUESTION_IDS = [141, 142, 143, 144, 145, 146, 147];

/** The payload as the form sends it: 141 Yes (standard), 145 Yes (no details), 146 Yes (physician), the rest No. */
function answers(over: { standard?: Record<string, unknown>; physician?: Record<string, unknown>; medications?: unknown[]; notes?: unknown } = {}) {
  return {
    condition_questions: QUESTION_IDS.map((question_id) => {
      if (question_id === 141) return { question_id, yes_no_flag: '1', conditions: [{ ...STANDARD, ...over.standard }] };
      if (question_id === 145) return { question_id, yes_no_flag: '1', conditions: [{}] };
      if (question_id === 146) return { question_id, yes_no_flag: 1, conditions: [{ ...PHYSICIAN, ...over.physician }] };
      return { question_id, yes_no_flag: '0', conditions: [{ health_condition: 'ignored' }] };
    }),
    medication_question: { question_id: 148, yes_no_flag: '1', medications: over.medications ?? [ROW] },
    notes: over.notes ?? 'Nothing else to add.',
  };
}

const save = (browser: Browser, id: string, body: Record<string, unknown>) => browser.post('save-primary-health-info', { enrollment_id: id, ...body });

describe('the health questions of the cart', () => {
  it('asks the catalog questions of the underwritten plans in the cart, keyed codition_questions as the spec shows', async () => {
    const { browser, id } = await medicalEnrollment();
    const res = await browser.get('get-health-questions-primary-health-info', { enrollment_id: id });
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result;
    expect(result.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual(QUESTION_IDS);
    expect(result.codition_questions.find((q: { question_id: number }) => q.question_id === 145).detail_fields).toBe('none');
    expect(result.codition_questions.filter((q: { detail_fields: string }) => q.detail_fields === 'physician').map((q: { question_id: number }) => q.question_id)).toEqual([146, 147]);
    expect(result.medication_question).toEqual({ question_id: 148, question_text: expect.any(String) });
    const dependent = (await browser.get('get-health-questions-dependent-info', { enrollment_id: id })).json().data.result;
    expect(dependent.codition_questions).toHaveLength(7);
    expect(Object.keys(dependent.medication_question)).toEqual(['question_id', 'question_text']);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_health_info' })).json().data;
    expect(step.options).toEqual({ questions: result });
    expect(step.value).toBeNull();
  });

  it('does not ask a man the pregnancy question (145), and saves his answers without it', async () => {
    const { browser, id } = await medicalEnrollment(t.app, { gender: 0 });
    const res = await browser.get('get-health-questions-primary-health-info', { enrollment_id: id });
    expect(res.json().data.result.codition_questions.map((q: { question_id: number }) => q.question_id)).toEqual(QUESTION_IDS.filter((q) => q !== 145));
    const saved = await save(browser, id, answers());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.result.condition_questions.map((q: { question_id: number }) => q.question_id)).not.toContain(145);
  });

  it('asks none when no plan in the cart underwrites, and check-tab-required says the tab is not needed', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await addPlan(browser, id, 'Test Dental');
    expect((await browser.get('get-health-questions-primary-health-info', { enrollment_id: id })).json().data.result).toEqual({ codition_questions: [], medication_question: null });
    expect((await browser.get('check-tab-required', { enrollment_id: id, tab_name: 'primary_health_info' })).json().data).toEqual({ result: { required: false } });
    await addPlan(browser, id, 'Test Term Life');
    expect((await browser.get('check-tab-required', { enrollment_id: id, tab_name: 'primary_health_info' })).json().data).toEqual({ result: { required: true } });
    expect((await browser.get('check-tab-required', { enrollment_id: id, tab_name: 'nope' })).statusCode).toBe(422);
  });

  it("answers 404 for an enrollment this browser does not hold", async () => {
    const { id } = await medicalEnrollment();
    const stranger = new Browser(t.app);
    expect((await stranger.get('get-health-questions-primary-health-info', { enrollment_id: id })).statusCode).toBe(404);
    expect((await stranger.get('check-tab-required', { enrollment_id: id, tab_name: 'primary_health_info' })).statusCode).toBe(404);
    expect((await save(stranger, id, answers())).statusCode).toBe(404);
  });
});

describe('save-primary-health-info field errors (spec 001 sections 5 and 8)', () => {
  const c0 = 'condition_questions.0.conditions.0';
  const c5 = 'condition_questions.5.conditions.0';
  it.each([
    ['a missing health condition', { standard: { health_condition: '' } }, `${c0}.health_condition`, MESSAGES.fieldRequired],
    ['a health condition too long', { standard: { health_condition: 'x'.repeat(101) } }, `${c0}.health_condition`, MESSAGES.tooLong({ max: 100 })],
    ['a missing date of onset', { standard: { date_of_onset: '' } }, `${c0}.date_of_onset`, MESSAGES.fieldRequired],
    ['a date of onset that is no date', { standard: { date_of_onset: '02/30/2020' } }, `${c0}.date_of_onset`, MESSAGES.dateDoesNotExist],
    ['a date of onset in the future', { standard: { date_of_onset: '01/01/2099' } }, `${c0}.date_of_onset`, HEALTH_MESSAGES.dateNotInFuture],
    ['a date of recovery that is no date', { standard: { date_of_recovery: '99/99/2020' } }, `${c0}.date_of_recovery`, MESSAGES.invalidDateFormat],
    ['a recovery before the onset', { standard: { date_of_recovery: '01/01/2018' } }, `${c0}.date_of_recovery`, HEALTH_MESSAGES.recoveryBeforeOnset],
    ['current treatment left on Please Select', { standard: { is_treatment: '' } }, `${c0}.is_treatment`, MESSAGES.fieldRequired],
    ['current treatment neither Yes nor No', { standard: { is_treatment: 2 } }, `${c0}.is_treatment`, MESSAGES.invalidChoice],
    ['taking medication left on Please Select', { standard: { is_medicate: '' } }, `${c0}.is_medicate`, MESSAGES.fieldRequired],
    ['a missing date last seen', { standard: { d_last_seen: '' } }, `${c0}.d_last_seen`, MESSAGES.fieldRequired],
    ['a date last seen in the future', { standard: { d_last_seen: '12/31/2099' } }, `${c0}.d_last_seen`, HEALTH_MESSAGES.dateNotInFuture],
    ['missing symptoms', { standard: { symptoms: '' } }, `${c0}.symptoms`, MESSAGES.fieldRequired],
    ['a missing condition (146)', { physician: { condition: '' } }, `${c5}.condition`, MESSAGES.fieldRequired],
    ['a missing status', { physician: { status: '' } }, `${c5}.status`, MESSAGES.fieldRequired],
    ['a missing last seen by physician', { physician: { last_seen_by_physician: '' } }, `${c5}.last_seen_by_physician`, MESSAGES.fieldRequired],
    ['a last seen by physician in the future', { physician: { last_seen_by_physician: '05/05/2099' } }, `${c5}.last_seen_by_physician`, HEALTH_MESSAGES.dateNotInFuture],
    ['a recovery (146) that is no date', { physician: { date_of_recovery: 'soon' } }, `${c5}.date_of_recovery`, MESSAGES.invalidDateFormat],
    ['a missing physician name', { physician: { physician_name: '' } }, `${c5}.physician_name`, MESSAGES.fieldRequired],
    ['a missing physician address', { physician: { address: '  ' } }, `${c5}.address`, MESSAGES.fieldRequired],
    ['a missing physician phone', { physician: { phone: '' } }, `${c5}.phone`, MESSAGES.fieldRequired],
    ['a physician phone of 11 digits', { physician: { phone: '212555014299' } }, `${c5}.phone`, ENROLLMENT_MESSAGES.invalidContactPhone],
    ['a missing medication', { medications: [{ ...ROW, medication: '' }] }, 'medication_question.medications.0.medication', MESSAGES.fieldRequired],
    ['a missing dosage in the second row', { medications: [ROW, { ...ROW, dosage: '' }] }, 'medication_question.medications.1.dosage', MESSAGES.fieldRequired],
    ['a missing medical condition', { medications: [{ ...ROW, medical_condition: '' }] }, 'medication_question.medications.0.medical_condition', MESSAGES.fieldRequired],
    ['more medication rows than allowed', { medications: Array.from({ length: MEDICATION_ROWS_MAX + 1 }, () => ROW) }, 'medication_question.medications', HEALTH_MESSAGES.tooManyMedications({ max: MEDICATION_ROWS_MAX })],
    ['notes too long', { notes: 'n'.repeat(1001) }, 'notes', MESSAGES.tooLong({ max: 1000 })],
  ])('refuses %s under its path', async (_what, over, path, message) => {
    const { browser, id } = await medicalEnrollment();
    const res = await save(browser, id, answers(over));
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ [path]: message });
  });

  it('needs a Yes or No to every question, lists every problem at once, and takes a Yes without rows as one empty row', async () => {
    const { browser, id } = await medicalEnrollment();
    const res = await save(browser, id, {
      condition_questions: [{ question_id: 141, yes_no_flag: 1, conditions: [] }, { question_id: 142, yes_no_flag: 'maybe' }],
      medication_question: { question_id: 148, yes_no_flag: 1, medications: [] },
    });
    expect(res.statusCode).toBe(422);
    const errors = byField(res.json().data);
    expect(errors).toMatchObject({
      'condition_questions.0.conditions.0.health_condition': MESSAGES.fieldRequired,
      'condition_questions.1.yes_no_flag': MESSAGES.invalidChoice,
      'condition_questions.2.yes_no_flag': MESSAGES.fieldRequired,
      'condition_questions.6.yes_no_flag': MESSAGES.fieldRequired,
      'medication_question.medications.0.medication': MESSAGES.fieldRequired,
    });
    expect((await save(browser, id, { condition_questions: 'all no' })).json().data).toContainEqual({ target_element: 'condition_questions', error_message: MESSAGES.invalidValue });
  });
});

describe('saving the answers', () => {
  it('stores them encrypted, answers them in question order, and shows them back in the temp info and the step', async () => {
    const { browser, id } = await medicalEnrollment();
    const res = await save(browser, id, answers());
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result;
    expect(result.condition_questions.map((q: { question_id: number; yes_no_flag: number }) => [q.question_id, q.yes_no_flag])).toEqual(QUESTION_IDS.map((q) => [q, [141, 145, 146].includes(q) ? 1 : 0]));
    expect(result.condition_questions[0].conditions).toEqual([{ ...STANDARD, date_of_recovery: undefined, is_treatment: 1, is_medicate: 0 }].map((c) => JSON.parse(JSON.stringify(c))));
    expect(result.condition_questions[1].conditions).toEqual([]);
    expect(result.condition_questions[4].conditions).toEqual([]);
    expect(result.condition_questions[5].conditions[0]).toMatchObject({ physician_name: 'Dr. Rivera', phone: '2125550142' });
    expect(result.medication_question).toMatchObject({ question_id: 148, yes_no_flag: 1, medications: [ROW] });

    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'primary_health_info')));
    expect(isEncryptedField(row!.secret!)).toBe(true);
    const stored = JSON.stringify(row);
    for (const secret of ['High blood pressure', 'Headaches', 'Lisinopril', 'Dr. Rivera', '2125550142', 'Nothing else to add.']) expect(stored).not.toContain(secret);

    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' })).json().data.result).toEqual(result);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_health_info' })).json().data;
    expect(step.value).toEqual(result);
    expect(step.saved_tabs).toContain('primary_health_info');
  });

  it('keeps no details of a No, and saves a second time over the first', async () => {
    const { browser, id } = await medicalEnrollment();
    expect((await save(browser, id, answers())).statusCode).toBe(200);
    const allNo = {
      condition_questions: QUESTION_IDS.map((question_id) => ({ question_id, yes_no_flag: 0, conditions: [{ health_condition: 'x' }] })),
      medication_question: { question_id: 148, yes_no_flag: 0, medications: [ROW] },
      notes: '',
    };
    const res = await save(browser, id, allNo);
    expect(res.statusCode).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' })).json().data.result;
    expect(column.condition_questions.every((q: { yes_no_flag: number; conditions: unknown[] }) => q.yes_no_flag === 0 && q.conditions.length === 0)).toBe(true);
    expect(column.medication_question.medications).toEqual([]);
    expect(column.notes).toBe('');
  });

  it('Save & Continue Later (save-enrollment tab health_info) checks and saves the answers like Next does', async () => {
    const { browser, id } = await medicalEnrollment();
    const bad = await browser.post('save-enrollment', { enrollment_id: id, email: 'ana@example.com', tab: 'health_info', data: answers({ medications: [{ ...ROW, dosage: '' }] }) });
    expect(bad.statusCode).toBe(422);
    expect(byField(bad.json().data)).toEqual({ 'medication_question.medications.0.dosage': MESSAGES.fieldRequired });
    const good = await browser.post('save-enrollment', { enrollment_id: id, email: 'ana@example.com', tab: 'health_info', data: answers({ medications: [ROW, { ...ROW, medication: 'Aspirin' }] }) });
    expect(good.statusCode).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' })).json().data.result;
    expect(column.medication_question.medications.map((m: { medication: string }) => m.medication)).toEqual(['Lisinopril', 'Aspirin']);
    expect(column.notes).toBe('Nothing else to add.');
  });
});

describe("an existing member's earlier answers (get-existing-primary-health-info)", () => {
  async function memberEnrollment(): Promise<{ browser: Browser; id: string }> {
    const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
    const browser = new Browser(t.app);
    const token = memberStoreLinkToken(t.app.linkKey, member!.id, new Date());
    const res = await browser.post('add-filter-for-member', { user_id: token, tier: 'IO' });
    expect(res.statusCode).toBe(200);
    const id = res.json().data.temp_enrollment_id as string;
    await addPlan(browser, id, 'Test Premier PPO');
    return { browser, id };
  }

  it('answers them for the questions this cart asks, with the catalog texts, and they save once as they are', async () => {
    const { browser, id } = await memberEnrollment();
    const res = await browser.get('get-existing-primary-health-info', { enrollment_id: id });
    expect(res.statusCode).toBe(200);
    const existing = res.json().data.result;
    expect(existing.condition_questions.map((q: { question_id: number }) => q.question_id)).toEqual([141]);
    expect(existing.condition_questions[0].question_text).not.toBe('Old wording');
    expect(existing.medication_question.medications).toEqual([{ medication: 'Albuterol', dosage: '2 puffs', medical_condition: 'Asthma' }]);
    // The form fills the unanswered questions with No and saves once.
    const payload = {
      ...existing,
      condition_questions: QUESTION_IDS.map((question_id) => existing.condition_questions.find((q: { question_id: number }) => q.question_id === question_id) ?? { question_id, yes_no_flag: 0, conditions: [] }),
    };
    expect((await save(browser, id, payload)).statusCode).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' })).json().data.result;
    expect(column.condition_questions[0].conditions[0]).toMatchObject({ health_condition: 'Asthma' });
    expect(column.notes).toBe('Earlier note');
  });

  it('answers null for an enrollment that is not an existing member\'s', async () => {
    const { browser, id } = await medicalEnrollment();
    expect((await browser.get('get-existing-primary-health-info', { enrollment_id: id })).json().data).toEqual({ result: null });
  });
});

describe('the log', () => {
  const logged = appWithCapturedLog({ demoData: wizardData });


  it('never holds health answers, conditions or medications, refused or saved', async () => {
    const { browser, id } = await medicalEnrollment(logged.app());
    await save(browser, id, answers({ standard: { symptoms: 'Secret symptom' }, physician: { phone: '99' } }));
    await save(browser, id, answers());
    await browser.post('save-enrollment', { enrollment_id: id, email: 'ana@example.com', tab: 'health_info', data: answers({ medications: [{ ...ROW, dosage: '' }] }) });
    await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'health_info' });
    const log = logged.log();
    expect(log).toContain('save-primary-health-info');
    for (const value of ['High blood pressure', 'Headaches', 'Secret symptom', 'Lisinopril', 'Dr. Rivera', 'Springfield', '555-0142', 'Nothing else to add.']) {
      expect(log, value).not.toContain(value);
    }
  });
});
