import type { Tier } from '../catalog/tiers.js';
import { MESSAGES } from '../messages.js';
import type { FieldError } from '../shared/api-envelope.js';
import { compareDates, isUsDateShaped, parseUsDate, type CalendarDate } from '../shared/dates.js';
import { HEALTH_MESSAGES } from '../enrollment/steps/health-questions.messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { PLAN_QUESTION_MESSAGES } from './plan-questions.messages.js';
import {
  DETAIL_FIELDS,
  PLAN_QUESTION_WHO,
  type CarrierAnswer,
  type CarrierQuestion,
  type DetailEntry,
  type PlanAnswer,
  type PlanAnswerOutcome,
  type PlanAnswerParsed,
  type PlanQuestion,
  type PlanQuestionRule,
  type PlanQuestionWho,
} from './plan-questions.schema.js';

/** The people a Yes can be about: the applicant, and the spouse and children the tier covers. */
export function whoOptionsFor(tier: Tier): PlanQuestionWho[] {
  return PLAN_QUESTION_WHO.filter((who) => who === 'self' || (who === 'spouse' && (tier === 'IS' || tier === 'IF')) || (who === 'child' && (tier === 'IC' || tier === 'IF')));
}

/** A Yes reveals the detail entries for a detail question, or for any question that requires its details. */
export const asksDetails = (q: Pick<PlanQuestion, 'question_sub_type' | 'require_detail'>) => q.question_sub_type === 'detail' || q.require_detail;

const trimmed = (v: string | undefined) => (v ?? '').trim();
const entryIsEmpty = (entry: Partial<Record<(typeof DETAIL_FIELDS)[number], string | undefined>>) => DETAIL_FIELDS.every((f) => trimmed(entry[f]) === '');

function dateError(value: string, today: CalendarDate): string | null {
  if (value === '') return MESSAGES.fieldRequired;
  const date = parseUsDate(value);
  if (!date) return isUsDateShaped(value) ? MESSAGES.dateDoesNotExist : MESSAGES.invalidDateFormat;
  return compareDates(date, today) > 0 ? HEALTH_MESSAGES.dateNotInFuture : null;
}

/** The errors of one detail entry: every field required, dates real, not in the future, and To not before From. */
function detailEntryErrors(entry: Partial<Record<(typeof DETAIL_FIELDS)[number], string | undefined>>, path: string, today: CalendarDate): FieldError[] {
  const errors: FieldError[] = [];
  const from = trimmed(entry.dot_from);
  const to = trimmed(entry.dot_to);
  const fromError = dateError(from, today);
  const toError = dateError(to, today);
  if (fromError) errors.push({ target_element: `${path}.dot_from`, error_message: fromError });
  if (toError) errors.push({ target_element: `${path}.dot_to`, error_message: toError });
  if (!fromError && !toError && compareDates(parseUsDate(to)!, parseUsDate(from)!) < 0) errors.push({ target_element: `${path}.dot_to`, error_message: PLAN_QUESTION_MESSAGES.toBeforeFrom });
  for (const field of ['reason_for_condition', 'degree_of_recovery', 'physician_name_address'] as const) {
    if (trimmed(entry[field]) === '') errors.push({ target_element: `${path}.${field}`, error_message: MESSAGES.fieldRequired });
  }
  return errors;
}

/**
 * The rules of a plan's answers (save-question-answers and the form): every question needs a Yes or No ('Please
 * answer all questions', under the question); a Yes says whom it is about (one of whoOptionsFor(tier)), checks at least
 * one option of a checkbox question, and fills the first detail entry of a question that asks details (the second is
 * optional, but complete when started). Paths are `answers.<n>.<field>`, n the question's place in the plan's list;
 * an answer to a question the plan does not ask is refused under its own place in the request.
 */
export function planAnswerErrors(questions: readonly PlanQuestion[], answers: readonly PlanAnswerParsed[], whoOptions: readonly PlanQuestionWho[], today: CalendarDate): FieldError[] {
  const errors: FieldError[] = [];
  const known = new Set(questions.map((q) => q.question_id));
  answers.forEach((a, i) => {
    if (!known.has(a.question_id)) errors.push({ target_element: `answers.${i}.question_id`, error_message: PLAN_QUESTION_MESSAGES.invalidQuestion });
  });
  const who = whoOptions as readonly string[];
  questions.forEach((q, n) => {
    const path = `answers.${n}`;
    const answer = answers.find((a) => a.question_id === q.question_id);
    if (!answer || answer.yes_no_flag === undefined) {
      errors.push({ target_element: `${path}.yes_no_flag`, error_message: MESSAGES.answerAllQuestions });
      return;
    }
    if (answer.yes_no_flag === 0) return;
    if (answer.who === undefined) errors.push({ target_element: `${path}.who`, error_message: MESSAGES.fieldRequired });
    else if (!who.includes(answer.who)) errors.push({ target_element: `${path}.who`, error_message: MESSAGES.invalidChoice });
    if (q.question_sub_type === 'checkbox') {
      const ids = new Set(q.options.map((o) => o.option_id));
      if (answer.checkbox_answers.length === 0) errors.push({ target_element: `${path}.checkbox_answers`, error_message: PLAN_QUESTION_MESSAGES.chooseOption });
      else if (answer.checkbox_answers.some((id) => !ids.has(id))) errors.push({ target_element: `${path}.checkbox_answers`, error_message: MESSAGES.invalidChoice });
    }
    if (asksDetails(q)) {
      const [first = {}, second] = answer.detail;
      if (q.require_detail || !entryIsEmpty(first)) errors.push(...detailEntryErrors(first, `${path}.detail.0`, today));
      if (second && !entryIsEmpty(second)) errors.push(...detailEntryErrors(second, `${path}.detail.1`, today));
    }
  });
  return errors;
}

/** The answers as kept: in the plan's order, only what a Yes asks (who, the options, the entries filled in). */
export function keptPlanAnswers(questions: readonly PlanQuestion[], answers: readonly PlanAnswerParsed[]): PlanAnswer[] {
  return questions.flatMap((q) => {
    const a = answers.find((x) => x.question_id === q.question_id);
    if (!a || a.yes_no_flag === undefined) return [];
    const yes = a.yes_no_flag === 1;
    const detail: DetailEntry[] =
      yes && asksDetails(q)
        ? a.detail.filter((e) => !entryIsEmpty(e)).map((e) => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, trimmed(e[f])])) as DetailEntry)
        : [];
    return [
      {
        question_id: q.question_id,
        yes_no_flag: a.yes_no_flag,
        who: yes ? ((a.who as PlanQuestionWho | undefined) ?? null) : null,
        checkbox_answers: yes && q.question_sub_type === 'checkbox' ? [...new Set(a.checkbox_answers)] : [],
        detail,
      },
    ];
  });
}

/**
 * Whether the carrier accepts the answers: a Yes declines when the question declines on Yes, or (a checkbox
 * question) when a checked option declines. Catalog data decides, not code per plan.
 */
export function planAnswersOutcome(questions: readonly PlanQuestionRule[], answers: readonly Pick<PlanAnswer, 'question_id' | 'yes_no_flag' | 'checkbox_answers'>[]): PlanAnswerOutcome {
  for (const q of questions) {
    const a = answers.find((x) => x.question_id === q.question_id);
    if (!a || a.yes_no_flag !== 1) continue;
    if (q.question_sub_type === 'checkbox' ? a.checkbox_answers.some((id) => q.declining_options.includes(id)) : q.decline_on_yes) return 'declined';
  }
  return 'accepted';
}

/** The errors of the carrier questions, and the form's summary message when a required Yes is missing. */
export interface CarrierAnswerCheck {
  errors: FieldError[];
  /** 'Please answer yes in order to continue' when a required-Yes question is not Yes; else 'Please answer all questions' when one is unanswered. */
  summary: string | null;
}

/**
 * The supplemental carrier questions' rule (spec section 5): a required-Yes question must be Yes ('*Answer should
 * be Yes to continue'); any other must be answered ('*Answer should be Yes/No to continue'). Paths are
 * `aflac_data.<n>.true_condition`, n the question's place in the list.
 */
export function carrierAnswerErrors(questions: readonly CarrierQuestion[], answers: readonly { qid: number; true_condition?: 0 | 1 | undefined }[]): CarrierAnswerCheck {
  const errors: FieldError[] = [];
  let yesMissing = false;
  questions.forEach((q, n) => {
    const value = answers.find((a) => a.qid === q.qid)?.true_condition;
    const target = `aflac_data.${n}.true_condition`;
    if (q.true_condition === 1 && value !== 1) {
      yesMissing = true;
      errors.push({ target_element: target, error_message: ENROLLMENT_MESSAGES.answerShouldBeYes });
    } else if (value === undefined) errors.push({ target_element: target, error_message: ENROLLMENT_MESSAGES.answerShouldBeYesNo });
  });
  const summary = yesMissing ? ENROLLMENT_MESSAGES.answerYesToContinue : errors.length > 0 ? MESSAGES.answerAllQuestions : null;
  return { errors, summary };
}

/** The answers as kept: one per question, in the list's order. */
export function keptCarrierAnswers(questions: readonly CarrierQuestion[], answers: readonly { qid: number; true_condition?: 0 | 1 | undefined }[]): CarrierAnswer[] {
  return questions.flatMap((q) => {
    const value = answers.find((a) => a.qid === q.qid)?.true_condition;
    return value === undefined ? [] : [{ qid: q.qid, true_condition: value }];
  });
}

/** Whether saved answers let the plan into the cart: every question answered and every required-Yes one Yes. */
export function carrierAnswersComplete(questions: readonly CarrierQuestion[], saved: readonly CarrierAnswer[] | null): boolean {
  if (questions.length === 0) return true;
  return saved !== null && carrierAnswerErrors(questions, saved).errors.length === 0;
}
