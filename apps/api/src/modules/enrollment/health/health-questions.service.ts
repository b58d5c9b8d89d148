import {
  asksPersonOfGender,
  calendarDateOf,
  checkHealthAnswers,
  issuesToFieldErrors,
  MESSAGES,
  SavedHealthAnswersSchema,
  type FieldError,
  type HealthAnswers,
  type HealthQuestionPerson,
  type HealthQuestionSet,
  type TabKey,
} from '@benefit-store/domain';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { readMemberRecord } from '../../members/index.js';
import { dynamicTabsOf } from '../dynamic-tabs.service.js';
import { type EnrollmentRow, type LockedTx, requireHeldEnrollment, withLockedEnrollment } from '../../enrollment-record/index.js';
import { readTabData, saveTabData, type TabData } from '../tab-data.repository.js';
import { isMemberLinkEnrollment } from '../member-link.js';
import { personalReadOnlyValues } from '../personal/personal-info.service.js';
import { cartHealthQuestions } from './health-questions.repository.js';

/** The step's tab (its enrollment_tabs row; save-enrollment's tab and the temp-info column are health_info). */
export const HEALTH_TAB: TabKey = 'primary_health_info';

/**
 * The health questions the plans in the enrollment's cart ask of the applicant ('primary') or of a dependent
 * ('dependent'), from the catalog (tables health_questions and plan_health_questions), in catalog order. Read in
 * the caller's transaction when ctx.db is one.
 */
export async function healthQuestionsFor(ctx: RequestContext, enrollment: EnrollmentRow, who: 'primary' | 'dependent'): Promise<HealthQuestionSet> {
  const rows = await cartHealthQuestions(ctx.db, enrollment.id, who);
  const medication = rows.find((r) => r.kind === 'medication');
  // The applicant is asked only their gender's questions; a dependent's set keeps the marks (each popup has its own).
  const applicantGender = who === 'primary' && rows.some((r) => r.gender !== null) ? applicantGenderOf(enrollment) : null;
  return {
    codition_questions: rows
      .filter((r) => r.kind === 'condition' && (who === 'dependent' || asksPersonOfGender(r, applicantGender)))
      .map((r) => ({ question_id: r.id, question_text: r.text, detail_fields: r.detailFields, gender: r.gender })),
    medication_question: medication ? { question_id: medication.id, question_text: medication.text } : null,
  };
}

/** The applicant's gender: the filter's (gender is not asked again on Personal Information), a member link's too. */
function applicantGenderOf(enrollment: EnrollmentRow): number | null {
  const gender = personalReadOnlyValues(enrollment).gender;
  return gender === 0 || gender === 1 ? gender : null;
}

/**
 * Health answers checked against the questions asked, without throwing: the answers, or every field error under
 * its spec path (condition_questions.N.conditions.0.<field>, medication_question.medications.N.<field>, notes).
 * `now` decides which dates are in the future (the request's clock); `gender` and `about` are the person's (a
 * dependent's answers keep the question texts as asked of them: decision 0077).
 */
export function healthAnswerErrors(
  questions: HealthQuestionSet,
  data: unknown,
  now: Date,
  gender?: number | null,
  about?: HealthQuestionPerson,
): { answers: HealthAnswers } | { errors: FieldError[] } {
  const { answers, issues } = checkHealthAnswers(questions, data, calendarDateOf(now), gender, about);
  return issues.length > 0 ? { errors: issuesToFieldErrors(issues) } : { answers };
}

/** The answers, or a 422 listing every field error (answered as a route schema failure is). */
export function parseHealthAnswers(questions: HealthQuestionSet, data: unknown, now: Date): HealthAnswers {
  const result = healthAnswerErrors(questions, data, now);
  if ('errors' in result) throw new AppError('invalid', MESSAGES.validationFailed, result.errors);
  return result.answers;
}

/**
 * What saveTabData stores of the answers: every answer, condition and medication only encrypted (secrets); the
 * plain data names the questions answered and nothing of the answers.
 */
export function healthAnswersToStore(answers: HealthAnswers): { data: Record<string, unknown>; secrets: Record<string, string> } {
  return {
    data: { question_ids: answers.condition_questions.map((q) => q.question_id), medication_question_id: answers.medication_question?.question_id ?? null },
    secrets: { answers: JSON.stringify(answers) },
  };
}

/** The answers a tab (or a secret written by healthAnswersToStore) holds; null when none, or not in the stored shape. */
export function readStoredHealthAnswers(tab: Pick<TabData, 'secrets'> | null): HealthAnswers | null {
  const text = tab?.secrets.answers;
  if (!text) return null;
  try {
    const parsed = SavedHealthAnswersSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks and stores the applicant's health answers inside the caller's lock (save-primary-health-info here,
 * save-enrollment's health_info, registered with app.saveLater in its routes): the questions of the cart's plans, each answered,
 * every detail by its rule; stored encrypted. Answers what was stored.
 */
export async function saveHealthInfoData(ctx: RequestContext, tx: LockedTx, enrollment: EnrollmentRow, data: unknown): Promise<HealthAnswers> {
  const questions = await healthQuestionsFor({ ...ctx, db: tx }, enrollment, 'primary');
  const answers = parseHealthAnswers(questions, data, ctx.now);
  await saveTabData(tx, ctx.cipher, enrollment.id, HEALTH_TAB, healthAnswersToStore(answers), ctx.now);
  return answers;
}

/** POST save-primary-health-info. */
export async function saveHealthInfo(ctx: RequestContext, body: { enrollment_id: string } & Record<string, unknown>): Promise<{ result: HealthAnswers }> {
  const { enrollment_id: enrollmentId, ...data } = body;
  const result = await withLockedEnrollment(ctx, enrollmentId, (tx, enrollment) => saveHealthInfoData(ctx, tx, enrollment, data));
  return { result };
}

/** get-enrollment-temp-info's health_info: the saved answers, null until the step is saved. */
export async function readHealthInfoAnswer(ctx: RequestContext, enrollment: EnrollmentRow): Promise<HealthAnswers | null> {
  return readStoredHealthAnswers(await readTabData(ctx.db, ctx.cipher, enrollment.id, HEALTH_TAB));
}

/** GET get-health-questions-primary-health-info / get-health-questions-dependent-info. */
export async function getHealthQuestions(ctx: RequestContext, enrollmentId: string, who: 'primary' | 'dependent'): Promise<{ result: HealthQuestionSet }> {
  return { result: await healthQuestionsFor(ctx, await requireHeldEnrollment(ctx, enrollmentId), who) };
}

/**
 * GET get-existing-primary-health-info: an existing member's earlier answers (member record 'health_info'), kept
 * to the questions this cart asks, with this catalog's texts; null for anyone else, or when there are none (or they
 * are not in the stored shape). The form loads them and saves them once (spec 001 section 4).
 */
export async function existingHealthInfo(ctx: RequestContext, enrollmentId: string): Promise<{ result: HealthAnswers | null }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  if (!isMemberLinkEnrollment(enrollment) || enrollment.userId === null) return { result: null };
  const record = SavedHealthAnswersSchema.safeParse(await readMemberRecord(ctx.db, ctx.cipher, enrollment.userId, 'health_info'));
  if (!record.success) return { result: null };
  const questions = await healthQuestionsFor(ctx, enrollment, 'primary');
  const asked = new Map(questions.codition_questions.map((q) => [q.question_id, q.question_text]));
  const mq = questions.medication_question;
  const earlier = record.data.medication_question;
  return {
    result: {
      condition_questions: record.data.condition_questions
        .filter((q) => asked.has(q.question_id))
        .map((q) => ({ ...q, question_text: asked.get(q.question_id)! })),
      medication_question: mq && earlier && earlier.question_id === mq.question_id ? { ...earlier, question_text: mq.question_text } : null,
      notes: record.data.notes,
    },
  };
}

/** GET check-tab-required: whether the enrollment's tab list needs this tab (the dynamic tabs rule). */
export async function checkTabRequired(ctx: RequestContext, enrollmentId: string, tabName: TabKey): Promise<{ result: { required: boolean } }> {
  const tabs = await dynamicTabsOf(ctx, await requireHeldEnrollment(ctx, enrollmentId));
  return { result: { required: tabs.some((t) => t.tab_name === tabName && t.required) } };
}
