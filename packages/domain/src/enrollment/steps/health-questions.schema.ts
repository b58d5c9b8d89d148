import { z } from 'zod';
import { MESSAGES } from '../../messages.js';
import { calendarDateOf, compareDates, parseAnyDate, type CalendarDate } from '../../shared/dates.js';
import { messageText, requiredText } from '../../shared/fields.js';
import { contactPhonePair } from './contact-info.schema.js';
import { healthQuestionTextFor, type HealthQuestionPerson } from './health-question-wording.js';
import { HEALTH_MESSAGES } from './health-questions.messages.js';
import { codePair, usDatePair } from './step-fields.js';

/**
 * Health Questions (spec 001 sections 3, 4, 5, 7, 8): the questions as the server sends them, and the answers with
 * their per-field rules. Used by the primary applicant's step and, under a dependent's health_info, by the
 * Dependents step. Error paths are the spec's: condition_questions.N.conditions.0.<field>,
 * medication_question.medications.N.<field>, N being the question's place in the list the server sent.
 */

/** Which detail fields a Yes reveals: the standard set; the physician set (questions 146 and 147); none (145). */
export const HEALTH_DETAIL_SETS = ['standard', 'physician', 'none'] as const;
export type HealthDetailSet = (typeof HEALTH_DETAIL_SETS)[number];

/** A catalog question asks about conditions (Yes reveals detail fields) or medications (Yes reveals medication rows). */
export const HEALTH_QUESTION_KINDS = ['condition', 'medication'] as const;
export type HealthQuestionKind = (typeof HEALTH_QUESTION_KINDS)[number];

/** Whom a catalog question is asked of. */
export const HEALTH_QUESTION_AUDIENCES = ['primary', 'dependent', 'both'] as const;
export type HealthQuestionAudience = (typeof HEALTH_QUESTION_AUDIENCES)[number];

export const STANDARD_CONDITION_FIELDS = ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'] as const;
export const PHYSICIAN_CONDITION_FIELDS = ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'] as const;
export const MEDICATION_FIELDS = ['medication', 'dosage', 'medical_condition'] as const;

export type StandardConditionField = (typeof STANDARD_CONDITION_FIELDS)[number];
export type PhysicianConditionField = (typeof PHYSICIAN_CONDITION_FIELDS)[number];
export type HealthConditionField = StandardConditionField | PhysicianConditionField;
export type MedicationField = (typeof MEDICATION_FIELDS)[number];

/** The medication list starts with one row and keeps at least one (spec 001 section 9); more than 10 is refused. */
export const MEDICATION_ROWS_MIN = 1;
export const MEDICATION_ROWS_MAX = 10;
/** At most this many condition answers are read from a request (the catalog asks far fewer). */
export const HEALTH_ANSWERS_SENT_MAX = 50;
export const HEALTH_NOTES_MAX = 1000;

/** How each detail field is entered and checked. */
export type HealthFieldKind = 'text' | 'longText' | 'date' | 'optionalDate' | 'yesNoSelect' | 'phone';

export const HEALTH_FIELD_KINDS: Record<HealthConditionField | MedicationField, HealthFieldKind> = {
  health_condition: 'text',
  date_of_onset: 'date',
  date_of_recovery: 'optionalDate',
  is_treatment: 'yesNoSelect',
  is_medicate: 'yesNoSelect',
  d_last_seen: 'date',
  symptoms: 'longText',
  condition: 'text',
  status: 'text',
  last_seen_by_physician: 'date',
  physician_name: 'text',
  address: 'longText',
  phone: 'phone',
  medication: 'text',
  dosage: 'text',
  medical_condition: 'text',
};

/** The longest value each kind of text field takes (the form's maxLength too). */
export const HEALTH_TEXT_MAX: Record<HealthFieldKind, number> = { text: 100, longText: 250, date: 10, optionalDate: 10, yesNoSelect: 1, phone: 20 };

/** The detail fields a Yes to a question of this set reveals (none for question 145's set). */
export function conditionFieldsFor(set: HealthDetailSet): readonly HealthConditionField[] {
  if (set === 'standard') return STANDARD_CONDITION_FIELDS;
  if (set === 'physician') return PHYSICIAN_CONDITION_FIELDS;
  return [];
}

const questionId = z.number().int().min(1).max(2_147_483_647);

/** A condition question as get-health-questions-* sends it; detail_fields tells the form which fields a Yes reveals. */
export const HealthConditionQuestionSchema = z.object({
  question_id: questionId,
  question_text: z.string(),
  detail_fields: z.enum(HEALTH_DETAIL_SETS),
  /** Asked only of this gender (0 male, 1 female: a pregnancy question); absent or null: asked of everyone. */
  gender: z.union([z.literal(0), z.literal(1)]).nullable().optional(),
});
export type HealthConditionQuestion = z.infer<typeof HealthConditionQuestionSchema>;

export const HealthMedicationQuestionSchema = z.object({ question_id: questionId, question_text: z.string() });
export type HealthMedicationQuestion = z.infer<typeof HealthMedicationQuestionSchema>;

/** get-health-questions-primary-health-info / -dependent-info's data.result (the key spelled as the spec shows). */
export const HealthQuestionSetSchema = z.object({
  codition_questions: z.array(HealthConditionQuestionSchema),
  medication_question: HealthMedicationQuestionSchema.nullable(),
});
export type HealthQuestionSet = z.infer<typeof HealthQuestionSetSchema>;

export const EMPTY_HEALTH_QUESTION_SET: HealthQuestionSet = { codition_questions: [], medication_question: null };

/**
 * Whether a question is asked of a person of this gender (decision 0077): a question marked for a gender (the
 * pregnancy question, female) is not asked of the other one (0 male, 1 female); a person whose gender is Others (2)
 * or not known yet is asked everything, as the carrier cannot rule the question out for them.
 */
export function asksPersonOfGender(question: Pick<HealthConditionQuestion, 'gender'>, gender: number | null | undefined): boolean {
  if (question.gender === undefined || question.gender === null) return true;
  if (gender !== 0 && gender !== 1) return true;
  return question.gender === gender;
}

export type YesNo = 0 | 1;

const yesNo = z.union([z.literal(0), z.literal(1)]);

/** A stored standard condition entry (dates MM/DD/YYYY; the selects 1 Yes, 0 No). */
export const StandardConditionSchema = z.object({
  health_condition: z.string(),
  date_of_onset: z.string(),
  date_of_recovery: z.string().optional(),
  is_treatment: yesNo,
  is_medicate: yesNo,
  d_last_seen: z.string(),
  symptoms: z.string(),
});
export type StandardCondition = z.infer<typeof StandardConditionSchema>;

/** A stored condition entry of questions 146 and 147. */
export const PhysicianConditionSchema = z.object({
  condition: z.string(),
  status: z.string(),
  last_seen_by_physician: z.string(),
  date_of_recovery: z.string().optional(),
  physician_name: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type PhysicianCondition = z.infer<typeof PhysicianConditionSchema>;

export type HealthCondition = StandardCondition | PhysicianCondition;
export type Medication = Record<MedicationField, string>;

export interface ConditionAnswer {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  /** One entry when the answer is Yes and the question has detail fields; empty otherwise. */
  conditions: HealthCondition[];
}

export interface MedicationAnswer {
  question_id: number;
  question_text: string;
  yes_no_flag: YesNo;
  /** At least one row when the answer is Yes; empty otherwise. */
  medications: Medication[];
}

/** save-primary-health-info's payload once checked (a dependent's health_info too); what the step stores. */
export interface HealthAnswers {
  condition_questions: ConditionAnswer[];
  medication_question: MedicationAnswer | null;
  notes: string;
}

/**
 * Stored or answered health answers (get-enrollment-temp-info's health_info, a member's earlier answers): the shape
 * only, no field rules. Strict, so the temp-info route's union of columns cannot take another column for it.
 */
export const SavedHealthAnswersSchema = z.strictObject({
  condition_questions: z.array(
    z.object({
      question_id: questionId,
      question_text: z.string(),
      yes_no_flag: yesNo,
      conditions: z.array(z.union([StandardConditionSchema, PhysicianConditionSchema])),
    }),
  ),
  medication_question: z
    .object({
      question_id: questionId,
      question_text: z.string(),
      yes_no_flag: yesNo,
      medications: z.array(z.object({ medication: z.string(), dosage: z.string(), medical_condition: z.string() })),
    })
    .nullable(),
  notes: z.string(),
});

const flagPair = codePair([1, 0] as const);
const datePair = usDatePair;

/** The rule of each detail field's kind, required or (optionalDate) not. */
function fieldSchema(kind: HealthFieldKind): z.ZodType {
  switch (kind) {
    case 'text':
    case 'longText':
      return requiredText(HEALTH_TEXT_MAX[kind]);
    case 'date':
      return datePair.required;
    case 'optionalDate':
      return datePair.optional;
    case 'yesNoSelect':
      return flagPair.required;
    case 'phone':
      return contactPhonePair.required;
  }
}

export interface HealthAnswersOptions {
  /** The day dates may not pass (default: today where the code runs). */
  today?: CalendarDate;
  /** The person's gender: questions for the other gender are not asked (their answers are dropped). */
  gender?: number | null;
  /** Whom the questions are about: a dependent's answers keep the texts as asked of them ("your spouse"). */
  about?: HealthQuestionPerson;
}

interface Issue {
  path: (string | number)[];
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const asQuestionId = (v: unknown): number | null => {
  const n = typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Checks the answers against the questions asked: every question answered Yes or No; a Yes with detail fields needs
 * them (one condition entry); a Yes to the medication question needs 1 to 10 complete rows; dates are real days
 * typed MM/DD/YYYY, not in the future, a recovery not before the onset. Answers come back in the questions' order
 * with the catalog's question texts (as asked of `about`: "your spouse"); a No keeps no details. Every problem is listed, each under its spec path.
 */
export function checkHealthAnswers(
  questions: HealthQuestionSet,
  raw: unknown,
  today: CalendarDate,
  gender?: number | null,
  about: HealthQuestionPerson = 'applicant',
): { answers: HealthAnswers; issues: Issue[] } {
  const issues: Issue[] = [];
  const report = (path: (string | number)[], message: string) => {
    const key = path.join('.');
    if (!issues.some((i) => i.path.join('.') === key)) issues.push({ path, message });
  };
  const body = isRecord(raw) ? raw : {};

  /** One field under `path`: its rule, then the date rules; the parsed value, or undefined. */
  const field = (path: (string | number)[], name: HealthConditionField | MedicationField, value: unknown): string | number | undefined => {
    const kind = HEALTH_FIELD_KINDS[name];
    const parsed = fieldSchema(kind).safeParse(value);
    if (!parsed.success) {
      report([...path, name], parsed.error.issues[0]?.message ?? MESSAGES.invalidValue);
      return undefined;
    }
    const out = parsed.data as string | number | undefined;
    if ((kind === 'date' || kind === 'optionalDate') && typeof out === 'string') {
      const day = parseAnyDate(out);
      if (day && compareDates(day, today) > 0) {
        report([...path, name], HEALTH_MESSAGES.dateNotInFuture);
        return undefined;
      }
    }
    return out;
  };

  // Condition questions: matched to the questions asked by question_id; N is the question's place in the list.
  const sent = body.condition_questions;
  if (sent !== undefined && sent !== null && !Array.isArray(sent)) report(['condition_questions'], MESSAGES.invalidValue);
  const sentList = Array.isArray(sent) ? sent : [];
  if (sentList.length > HEALTH_ANSWERS_SENT_MAX) report(['condition_questions'], MESSAGES.invalidValue);
  const byId = new Map<number, Record<string, unknown>>();
  for (const entry of sentList.slice(0, HEALTH_ANSWERS_SENT_MAX)) {
    if (!isRecord(entry)) continue;
    const id = asQuestionId(entry.question_id);
    if (id !== null && !byId.has(id)) byId.set(id, entry);
  }

  // A question for the other gender keeps its place N (the form's field names) but is not asked.
  const conditionAnswers: ConditionAnswer[] = questions.codition_questions.flatMap((q, n) => {
    if (!asksPersonOfGender(q, gender)) return [];
    const entry = byId.get(q.question_id) ?? {};
    const base: (string | number)[] = ['condition_questions', n];
    const flag = flagPair.required.safeParse(entry.yes_no_flag);
    if (!flag.success) report([...base, 'yes_no_flag'], flag.error.issues[0]?.message ?? MESSAGES.fieldRequired);
    const yes = flag.success && flag.data === 1;
    const conditions: HealthCondition[] = [];
    const fields = conditionFieldsFor(q.detail_fields);
    if (yes && fields.length > 0) {
      const list = entry.conditions;
      const first = Array.isArray(list) && isRecord(list[0]) ? list[0] : {};
      const path = [...base, 'conditions', 0];
      const condition: Record<string, string | number> = {};
      for (const name of fields) {
        const value = field(path, name, first[name]);
        if (value !== undefined) condition[name] = value;
      }
      const onset = typeof condition.date_of_onset === 'string' ? parseAnyDate(condition.date_of_onset) : null;
      const recovery = typeof condition.date_of_recovery === 'string' ? parseAnyDate(condition.date_of_recovery) : null;
      if (onset && recovery && compareDates(recovery, onset) < 0) report([...path, 'date_of_recovery'], HEALTH_MESSAGES.recoveryBeforeOnset);
      conditions.push(condition as unknown as HealthCondition);
    }
    return [{ question_id: q.question_id, question_text: healthQuestionTextFor(q.question_text, about), yes_no_flag: yes ? 1 : 0, conditions }];
  });

  // The medication question: a Yes needs at least one row, each complete.
  let medicationAnswer: MedicationAnswer | null = null;
  if (questions.medication_question) {
    const mq = questions.medication_question;
    const sentMq = isRecord(body.medication_question) ? body.medication_question : {};
    const flag = flagPair.required.safeParse(sentMq.yes_no_flag);
    if (!flag.success) report(['medication_question', 'yes_no_flag'], flag.error.issues[0]?.message ?? MESSAGES.fieldRequired);
    const yes = flag.success && flag.data === 1;
    const medications: Medication[] = [];
    if (yes) {
      const rows = Array.isArray(sentMq.medications) ? sentMq.medications : [];
      if (rows.length > MEDICATION_ROWS_MAX) report(['medication_question', 'medications'], HEALTH_MESSAGES.tooManyMedications({ max: MEDICATION_ROWS_MAX }));
      const checked = rows.length === 0 ? [{}] : rows.slice(0, MEDICATION_ROWS_MAX);
      checked.forEach((row, i) => {
        const values = isRecord(row) ? row : {};
        const medication: Record<string, string> = {};
        for (const name of MEDICATION_FIELDS) {
          const value = field(['medication_question', 'medications', i], name, values[name]);
          if (typeof value === 'string') medication[name] = value;
        }
        medications.push(medication as Medication);
      });
    }
    medicationAnswer = { question_id: mq.question_id, question_text: healthQuestionTextFor(mq.question_text, about), yes_no_flag: yes ? 1 : 0, medications };
  }

  const notes = messageText(HEALTH_NOTES_MAX).safeParse(body.notes);
  if (!notes.success) report(['notes'], notes.error.issues[0]?.message ?? MESSAGES.invalidValue);

  return {
    answers: { condition_questions: conditionAnswers, medication_question: medicationAnswer, notes: notes.success ? (notes.data ?? '') : '' },
    issues,
  };
}

/**
 * The answers' schema for these questions (the server's check and the form's resolver): input is the payload
 * {condition_questions, medication_question, notes} (flags 1/0 as numbers or text), output HealthAnswers. Nested
 * under another object (a dependent's health_info) its error paths get that prefix.
 */
export function healthAnswersSchema(questions: HealthQuestionSet, options: HealthAnswersOptions = {}): z.ZodType<HealthAnswers, unknown> {
  return z.unknown().transform((raw, ctx) => {
    const { answers, issues } = checkHealthAnswers(questions, raw, options.today ?? calendarDateOf(new Date()), options.gender, options.about);
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return issues.length > 0 ? z.NEVER : answers;
  });
}

/** The form's values: every answer as text, one condition entry per question and at least one medication row. */
export interface HealthAnswersFormValues {
  condition_questions: { question_id: number; question_text: string; yes_no_flag: '1' | '0'; conditions: Record<string, string>[] }[];
  medication_question: { question_id: number; question_text: string; yes_no_flag: '1' | '0'; medications: Medication[] } | null;
  notes: string;
}

export const emptyMedication = (): Medication => ({ medication: '', dosage: '', medical_condition: '' });

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flagText = (v: unknown): '1' | '0' => (v === 1 || v === '1' || v === true ? '1' : '0');

/**
 * The form's starting values for these questions: what was saved (a HealthAnswers-like value, matched by
 * question_id), else every question No (the spec's default) with empty details and one empty medication row.
 */
export function healthAnswersFormValues(questions: HealthQuestionSet, saved: unknown): HealthAnswersFormValues {
  const body = isRecord(saved) ? saved : {};
  const sent = Array.isArray(body.condition_questions) ? body.condition_questions : [];
  const byId = new Map<number, Record<string, unknown>>();
  for (const entry of sent) if (isRecord(entry) && asQuestionId(entry.question_id) !== null) byId.set(asQuestionId(entry.question_id)!, entry);
  const condition_questions = questions.codition_questions.map((q) => {
    const entry = byId.get(q.question_id) ?? {};
    const list = Array.isArray(entry.conditions) ? entry.conditions : [];
    const first = isRecord(list[0]) ? list[0] : {};
    const condition = Object.fromEntries(conditionFieldsFor(q.detail_fields).map((f) => [f, text(first[f])]));
    return { question_id: q.question_id, question_text: q.question_text, yes_no_flag: flagText(entry.yes_no_flag), conditions: [condition] };
  });
  let medication_question: HealthAnswersFormValues['medication_question'] = null;
  if (questions.medication_question) {
    const mq = isRecord(body.medication_question) ? body.medication_question : {};
    const rows = (Array.isArray(mq.medications) ? mq.medications : []).slice(0, MEDICATION_ROWS_MAX).map((row) => {
      const r = isRecord(row) ? row : {};
      return { medication: text(r.medication), dosage: text(r.dosage), medical_condition: text(r.medical_condition) };
    });
    medication_question = {
      question_id: questions.medication_question.question_id,
      question_text: questions.medication_question.question_text,
      yes_no_flag: flagText(mq.yes_no_flag),
      medications: rows.length > 0 ? rows : [emptyMedication()],
    };
  }
  return { condition_questions, medication_question, notes: text(body.notes) };
}

/** Every path the server may name in an error for these questions (the form's serverFields), `medicationRows` rows. */
export function healthAnswerFieldPaths(questions: HealthQuestionSet, medicationRows: number): string[] {
  const paths: string[] = ['notes'];
  questions.codition_questions.forEach((q, n) => {
    paths.push(`condition_questions.${n}.yes_no_flag`);
    for (const f of conditionFieldsFor(q.detail_fields)) paths.push(`condition_questions.${n}.conditions.0.${f}`);
  });
  if (questions.medication_question) {
    paths.push('medication_question.yes_no_flag');
    for (let i = 0; i < Math.max(medicationRows, MEDICATION_ROWS_MIN); i++) for (const f of MEDICATION_FIELDS) paths.push(`medication_question.medications.${i}.${f}`);
  }
  return paths;
}

/** primary_health_info's step options in get-enrollment-step: the questions the cart's plans ask of the applicant. */
export const HealthStepOptionsSchema = z.object({ questions: HealthQuestionSetSchema });
export type HealthStepOptions = z.infer<typeof HealthStepOptionsSchema>;

/** get-health-questions-primary-info, get-health-questions-dependent-info: the question set. */
export const HealthQuestionSetAnswerSchema = z.object({ result: HealthQuestionSetSchema });

/** get-existing-primary-health-info: the answers saved earlier, or null. */
export const ExistingHealthAnswersSchema = z.object({ result: SavedHealthAnswersSchema.nullable() });

/** save-primary-health-info: the answers as saved. */
export const SaveHealthAnswersResultSchema = z.object({ result: SavedHealthAnswersSchema });
