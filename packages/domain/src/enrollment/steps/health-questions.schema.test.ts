import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../messages.js';
import { issuesToFieldErrors } from '../../shared/api-envelope.js';
import { ENROLLMENT_MESSAGES } from '../enrollment.messages.js';
import { HEALTH_MESSAGES } from './health-questions.messages.js';
import {
  asksPersonOfGender,
  checkHealthAnswers,
  healthAnswerFieldPaths,
  healthAnswersFormValues,
  healthAnswersSchema,
  MEDICATION_ROWS_MAX,
  SavedHealthAnswersSchema,
  type HealthQuestionSet,
} from './health-questions.schema.js';

const TODAY = { year: 2026, month: 11, day: 23 };

/** 141 standard, 145 no details, 146 physician; and the medication question. */
const QUESTIONS: HealthQuestionSet = {
  codition_questions: [
    { question_id: 141, question_text: 'Heart?', detail_fields: 'standard' },
    { question_id: 145, question_text: 'Pregnant?', detail_fields: 'none' },
    { question_id: 146, question_text: 'Physician?', detail_fields: 'physician' },
  ],
  medication_question: { question_id: 148, question_text: 'Medication?' },
};

const STANDARD = {
  health_condition: 'High blood pressure',
  date_of_onset: '03/15/2019',
  date_of_recovery: '',
  is_treatment: '1',
  is_medicate: '0',
  d_last_seen: '10/01/2026',
  symptoms: 'Headaches',
};
const PHYSICIAN = {
  condition: 'Knee injury',
  status: 'Recovering',
  last_seen_by_physician: '09/12/2026',
  date_of_recovery: '',
  physician_name: 'Dr. Rivera',
  address: '12 Main St, Springfield',
  phone: '(212) 555-0142',
};
const ROW = { medication: 'Lisinopril', dosage: '10 mg daily', medical_condition: 'High blood pressure' };

/** Every question Yes with complete details, one medication row; override a part. */
function answers(over: { standard?: Record<string, unknown>; physician?: Record<string, unknown>; medications?: unknown[]; notes?: unknown; medFlag?: unknown } = {}) {
  return {
    condition_questions: [
      { question_id: 141, yes_no_flag: 1, conditions: [{ ...STANDARD, ...over.standard }] },
      { question_id: 145, yes_no_flag: '1', conditions: [] },
      { question_id: 146, yes_no_flag: 1, conditions: [{ ...PHYSICIAN, ...over.physician }] },
    ],
    medication_question: { question_id: 148, yes_no_flag: over.medFlag ?? 1, medications: over.medications ?? [ROW] },
    notes: over.notes ?? 'Nothing else.',
  };
}

const errorsOf = (value: unknown) => {
  const parsed = healthAnswersSchema(QUESTIONS, { today: TODAY }).safeParse(value);
  return parsed.success ? {} : Object.fromEntries(issuesToFieldErrors(parsed.error.issues).map((e) => [e.target_element, e.error_message]));
};

describe('healthAnswersSchema', () => {
  it('accepts complete answers and gives them back in the questions order with the catalog texts', () => {
    const parsed = healthAnswersSchema(QUESTIONS, { today: TODAY }).parse(answers());
    expect(parsed.condition_questions.map((q) => [q.question_id, q.question_text, q.yes_no_flag])).toEqual([
      [141, 'Heart?', 1],
      [145, 'Pregnant?', 1],
      [146, 'Physician?', 1],
    ]);
    expect(parsed.condition_questions[0]!.conditions[0]).toEqual({ ...STANDARD, date_of_recovery: undefined, is_treatment: 1, is_medicate: 0 });
    expect(parsed.condition_questions[1]!.conditions).toEqual([]);
    expect(parsed.condition_questions[2]!.conditions[0]).toMatchObject({ phone: '2125550142' });
    expect(parsed.medication_question).toEqual({ question_id: 148, question_text: 'Medication?', yes_no_flag: 1, medications: [ROW] });
    expect(parsed.notes).toBe('Nothing else.');
  });

  it('keeps no details for a No, and needs none', () => {
    const parsed = healthAnswersSchema(QUESTIONS, { today: TODAY }).parse({
      condition_questions: [141, 145, 146].map((id) => ({ question_id: id, yes_no_flag: 0, conditions: [{ health_condition: 'x' }] })),
      medication_question: { question_id: 148, yes_no_flag: '0', medications: [ROW] },
    });
    expect(parsed.condition_questions.every((q) => q.yes_no_flag === 0 && q.conditions.length === 0)).toBe(true);
    expect(parsed.medication_question?.medications).toEqual([]);
    expect(parsed.notes).toBe('');
  });

  const c0 = 'condition_questions.0.conditions.0';
  const c2 = 'condition_questions.2.conditions.0';
  it.each([
    ['a missing health condition', { standard: { health_condition: '' } }, `${c0}.health_condition`, MESSAGES.fieldRequired],
    ['a missing date of onset', { standard: { date_of_onset: '' } }, `${c0}.date_of_onset`, MESSAGES.fieldRequired],
    ['an onset that is no date', { standard: { date_of_onset: '13/45/2020' } }, `${c0}.date_of_onset`, MESSAGES.invalidDateFormat],
    ['an onset in the future', { standard: { date_of_onset: '12/01/2026' } }, `${c0}.date_of_onset`, HEALTH_MESSAGES.dateNotInFuture],
    ['a recovery that is no date', { standard: { date_of_recovery: '2/30/2021' } }, `${c0}.date_of_recovery`, MESSAGES.invalidDateFormat],
    ['a recovery before the onset', { standard: { date_of_recovery: '01/01/2019' } }, `${c0}.date_of_recovery`, HEALTH_MESSAGES.recoveryBeforeOnset],
    ['current treatment left on Please Select', { standard: { is_treatment: '' } }, `${c0}.is_treatment`, MESSAGES.fieldRequired],
    ['current treatment not 1 or 0', { standard: { is_treatment: '7' } }, `${c0}.is_treatment`, MESSAGES.invalidChoice],
    ['taking medication left on Please Select', { standard: { is_medicate: null } }, `${c0}.is_medicate`, MESSAGES.fieldRequired],
    ['a missing date last seen', { standard: { d_last_seen: undefined } }, `${c0}.d_last_seen`, MESSAGES.fieldRequired],
    ['a date last seen in the future', { standard: { d_last_seen: '01/01/2030' } }, `${c0}.d_last_seen`, HEALTH_MESSAGES.dateNotInFuture],
    ['missing symptoms', { standard: { symptoms: '   ' } }, `${c0}.symptoms`, MESSAGES.fieldRequired],
    ['symptoms too long', { standard: { symptoms: 'x'.repeat(251) } }, `${c0}.symptoms`, MESSAGES.tooLong({ max: 250 })],
    ['a condition too long', { standard: { health_condition: 'x'.repeat(101) } }, `${c0}.health_condition`, MESSAGES.tooLong({ max: 100 })],
    ['a missing condition (146)', { physician: { condition: '' } }, `${c2}.condition`, MESSAGES.fieldRequired],
    ['a missing status', { physician: { status: '' } }, `${c2}.status`, MESSAGES.fieldRequired],
    ['a missing last seen by physician', { physician: { last_seen_by_physician: '' } }, `${c2}.last_seen_by_physician`, MESSAGES.fieldRequired],
    ['a last seen by physician that is no date', { physician: { last_seen_by_physician: 'yesterday' } }, `${c2}.last_seen_by_physician`, MESSAGES.invalidDateFormat],
    ['a recovery in the future (146)', { physician: { date_of_recovery: '11/24/2026' } }, `${c2}.date_of_recovery`, HEALTH_MESSAGES.dateNotInFuture],
    ['a missing physician name', { physician: { physician_name: '' } }, `${c2}.physician_name`, MESSAGES.fieldRequired],
    ['a missing address', { physician: { address: '' } }, `${c2}.address`, MESSAGES.fieldRequired],
    ['a missing phone', { physician: { phone: '' } }, `${c2}.phone`, MESSAGES.fieldRequired],
    ['a phone of 9 digits', { physician: { phone: '212555014' } }, `${c2}.phone`, ENROLLMENT_MESSAGES.invalidContactPhone],
    ['a missing medication', { medications: [{ ...ROW, medication: '' }] }, 'medication_question.medications.0.medication', MESSAGES.fieldRequired],
    ['a missing dosage in the second row', { medications: [ROW, { ...ROW, dosage: '' }] }, 'medication_question.medications.1.dosage', MESSAGES.fieldRequired],
    ['a missing medical condition', { medications: [{ ...ROW, medical_condition: ' ' }] }, 'medication_question.medications.0.medical_condition', MESSAGES.fieldRequired],
    ['too many medication rows', { medications: Array.from({ length: MEDICATION_ROWS_MAX + 1 }, () => ROW) }, 'medication_question.medications', HEALTH_MESSAGES.tooManyMedications({ max: MEDICATION_ROWS_MAX })],
    ['a medication answer that is neither Yes nor No', { medFlag: 'maybe' }, 'medication_question.yes_no_flag', MESSAGES.invalidChoice],
    ['notes too long', { notes: 'n'.repeat(1001) }, 'notes', MESSAGES.tooLong({ max: 1000 })],
    ['a control character in the notes', { notes: 'a\u0000b' }, 'notes', MESSAGES.invalidCharacters],
  ])('refuses %s under its path', (_what, over, path, message) => {
    expect(errorsOf(answers(over))).toEqual({ [path]: message });
  });

  it('takes a Yes without any medication row as one empty row (the minimum is one)', () => {
    expect(errorsOf(answers({ medications: [] }))).toEqual({
      'medication_question.medications.0.medication': MESSAGES.fieldRequired,
      'medication_question.medications.0.dosage': MESSAGES.fieldRequired,
      'medication_question.medications.0.medical_condition': MESSAGES.fieldRequired,
    });
  });

  it('needs an answer to every question asked, and lists every problem at once', () => {
    expect(errorsOf({ condition_questions: [{ question_id: 145, yes_no_flag: 0 }] })).toEqual({
      'condition_questions.0.yes_no_flag': MESSAGES.fieldRequired,
      'condition_questions.2.yes_no_flag': MESSAGES.fieldRequired,
      'medication_question.yes_no_flag': MESSAGES.fieldRequired,
    });
    expect(errorsOf({ ...answers({ standard: { symptoms: '' }, physician: { phone: '1' } }), condition_questions: 'yes' })).toMatchObject({ condition_questions: MESSAGES.invalidValue });
  });

  it('ignores answers to questions not asked, and a medication answer when none is asked', () => {
    const set: HealthQuestionSet = { codition_questions: [{ question_id: 145, question_text: 'Pregnant?', detail_fields: 'none' }], medication_question: null };
    const parsed = healthAnswersSchema(set, { today: TODAY }).parse({ ...answers(), condition_questions: [{ question_id: 999, yes_no_flag: 1 }, { question_id: '145', yes_no_flag: 0 }] });
    expect(parsed).toEqual({ condition_questions: [{ question_id: 145, question_text: 'Pregnant?', yes_no_flag: 0, conditions: [] }], medication_question: null, notes: 'Nothing else.' });
  });

  it('does not ask a man the pregnancy question, and keeps the other questions in their places', () => {
    const set: HealthQuestionSet = {
      codition_questions: [
        { question_id: 145, question_text: 'Pregnant?', detail_fields: 'none', gender: 1 },
        { question_id: 146, question_text: 'Physician?', detail_fields: 'none' },
      ],
      medication_question: null,
    };
    const man = checkHealthAnswers(set, { condition_questions: [] }, TODAY, 0);
    expect(man.issues.map((i) => i.path.join('.'))).toEqual(['condition_questions.1.yes_no_flag']);
    const woman = checkHealthAnswers(set, { condition_questions: [] }, TODAY, 1);
    expect(woman.issues.map((i) => i.path.join('.'))).toEqual(['condition_questions.0.yes_no_flag', 'condition_questions.1.yes_no_flag']);
    const parsed = healthAnswersSchema(set, { today: TODAY, gender: 0 }).parse({ condition_questions: [{ question_id: 145, yes_no_flag: 1 }, { question_id: 146, yes_no_flag: 0 }], notes: '' });
    expect(parsed.condition_questions.map((q) => q.question_id)).toEqual([146]);
  });

  it('asks everything of a person whose gender is not known yet', () => {
    expect(asksPersonOfGender({ gender: 1 }, null)).toBe(true);
    expect(asksPersonOfGender({ gender: 1 }, 1)).toBe(true);
    expect(asksPersonOfGender({ gender: 1 }, 0)).toBe(false);
    expect(asksPersonOfGender({}, 0)).toBe(true);
  });

  it('asks the pregnancy question of a person whose gender is Others (decision 0077)', () => {
    expect(asksPersonOfGender({ gender: 1 }, 2)).toBe(true);
  });

  it("keeps a spouse's answers with the questions as asked of the spouse", () => {
    const set: HealthQuestionSet = { codition_questions: [{ question_id: 145, question_text: 'Are you currently pregnant?', detail_fields: 'none', gender: 1 }], medication_question: null };
    const parsed = healthAnswersSchema(set, { today: TODAY, gender: 1, about: 'spouse' }).parse({ condition_questions: [{ question_id: 145, yes_no_flag: 0 }], notes: '' });
    expect(parsed.condition_questions[0]!.question_text).toBe('Is your spouse currently pregnant?');
  });

  it('prefixes its paths when nested (a dependent health_info)', () => {
    const { issues } = checkHealthAnswers(QUESTIONS, answers({ standard: { symptoms: '' } }), TODAY);
    expect(issues.map((i) => i.path.join('.'))).toEqual(['condition_questions.0.conditions.0.symptoms']);
  });

  it('answers that parse are stored answers', () => {
    const parsed = healthAnswersSchema(QUESTIONS, { today: TODAY }).parse(answers());
    expect(SavedHealthAnswersSchema.safeParse(JSON.parse(JSON.stringify(parsed))).success).toBe(true);
  });
});

describe('healthAnswersFormValues', () => {
  it('starts every question on No with empty details and one empty medication row', () => {
    const values = healthAnswersFormValues(QUESTIONS, null);
    expect(values.condition_questions.map((q) => q.yes_no_flag)).toEqual(['0', '0', '0']);
    expect(Object.keys(values.condition_questions[0]!.conditions[0]!)).toEqual(Object.keys(STANDARD));
    expect(values.condition_questions[1]!.conditions[0]).toEqual({});
    expect(values.medication_question).toEqual({ question_id: 148, question_text: 'Medication?', yes_no_flag: '0', medications: [{ medication: '', dosage: '', medical_condition: '' }] });
    expect(values.notes).toBe('');
  });

  it('puts saved answers back in place, as text', () => {
    const saved = healthAnswersSchema(QUESTIONS, { today: TODAY }).parse(answers({ medications: [ROW, { ...ROW, medication: 'Aspirin' }] }));
    const values = healthAnswersFormValues(QUESTIONS, saved);
    expect(values.condition_questions[0]).toMatchObject({ yes_no_flag: '1', conditions: [{ ...STANDARD, is_treatment: '1', is_medicate: '0' }] });
    expect(values.condition_questions[2]!.conditions[0]).toMatchObject({ phone: '2125550142' });
    expect(values.medication_question?.medications.map((m) => m.medication)).toEqual(['Lisinopril', 'Aspirin']);
    expect(values.notes).toBe('Nothing else.');
    // What the form holds parses again to the same answers (save for later, then Next).
    expect(healthAnswersSchema(QUESTIONS, { today: TODAY }).parse(values)).toEqual(saved);
  });
});

describe('healthAnswerFieldPaths', () => {
  it('names every field the server may point at', () => {
    const paths = healthAnswerFieldPaths(QUESTIONS, 2);
    expect(paths).toContain('condition_questions.0.conditions.0.date_of_onset');
    expect(paths).toContain('condition_questions.1.yes_no_flag');
    expect(paths).not.toContain('condition_questions.1.conditions.0.health_condition');
    expect(paths).toContain('condition_questions.2.conditions.0.physician_name');
    expect(paths).toContain('medication_question.medications.1.dosage');
    expect(paths).toContain('notes');
  });
});
