import {
  API_MESSAGES,
  carrierAnswerErrors,
  carrierAnswersComplete,
  keptCarrierAnswers,
  keptPlanAnswers,
  MESSAGES,
  PLAN_QUESTION_MESSAGES,
  planAnswerErrors,
  planAnswersOutcome,
  PRICING_MESSAGES,
  calendarDateOf,
  whoOptionsFor,
  type AlreadyAnswered,
  type CarrierQuestions,
  type PlanQuestions,
  type PlanQuestionView,
  type QuestionnairePlans,
  type SaveCarrierQuestions,
  type SaveQuestionAnswers,
  type SaveQuestionAnswersResult,
} from '@benefit-store/domain';
import { catalogSnapshot } from '../catalog/index.js';
import { requireHeldEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { Db } from '../../db/client.js';
import {
  carrierQuestionsOf,
  planIdsWithQuestions,
  planQuestionsOf,
  publicQuestionsOf,
  readCarrierAnswers,
  readPlanAnswers,
  saveCarrierAnswers,
  savePlanAnswers,
} from './plan-questions.repository.js';

async function requireKnownPlan(ctx: RequestContext, planId: number): Promise<void> {
  if (!(await catalogSnapshot(ctx.db)).byId.has(planId)) throw AppError.notFound(API_MESSAGES.planNotFound);
}

/** GET get-questions: the plan's questions, the tier's people, and what this enrollment saved (decrypted for its own browser only). */
export async function getPlanQuestions(ctx: RequestContext, query: { enrollment_id: string; plan_id: number }): Promise<PlanQuestions> {
  await requireKnownPlan(ctx, query.plan_id);
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const [questions, saved] = await Promise.all([publicQuestionsOf(ctx.db, query.plan_id), readPlanAnswers(ctx.db, ctx.cipher, enrollment.id, query.plan_id)]);
  return {
    questions,
    who_options: whoOptionsFor(enrollment.filterInfo.tier),
    answers: saved?.answers ?? null,
    outcome: saved?.outcome ?? null,
  };
}

/**
 * GET get-plan-question-view (/PlanQuestionView): a plan's questions to read, for any visitor, as the plan's page is
 * (get-plan-detail): the catalog's questions without which answers decline the plan, and no enrollment read.
 */
export async function getPlanQuestionView(ctx: RequestContext, planId: number): Promise<PlanQuestionView> {
  const plan = (await catalogSnapshot(ctx.db)).byId.get(planId);
  if (!plan) throw AppError.notFound(API_MESSAGES.planNotFound);
  return { plan_id: plan.id, plan_name: plan.name, carrier_name: plan.carrierName, questions: await publicQuestionsOf(ctx.db, planId) };
}

/**
 * GET get-questionnaire-plans (/PlanQuestionView without a planId): the catalog's plans that ask health questions,
 * in the catalog's order, each to open its questionnaire. Public as the listing is.
 */
export async function getQuestionnairePlans(ctx: RequestContext): Promise<QuestionnairePlans> {
  const [snapshot, ids] = await Promise.all([catalogSnapshot(ctx.db), planIdsWithQuestions(ctx.db)]);
  const asking = new Set(ids);
  return {
    plans: snapshot.plans.filter((p) => asking.has(p.id)).map((p) => ({ plan_id: p.id, plan_name: p.name, carrier_name: p.carrierName })),
  };
}

/**
 * POST save-question-answers: checks the answers (planAnswerErrors: 'Please answer all questions' under each
 * unanswered one), keeps them encrypted with the carrier's outcome, under the enrollment's lock. A declining answer
 * is saved too and answered with the decline errorCode and its message; the plan then stays refused (pricing's
 * declineError), and its answers cannot be changed to get around it (decisions-questions).
 */
export async function saveQuestionAnswers(ctx: RequestContext, input: SaveQuestionAnswers): Promise<SaveQuestionAnswersResult> {
  await requireKnownPlan(ctx, input.plan_id);
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const questions = await planQuestionsOf(tx, input.plan_id);
    if (questions.length === 0) throw AppError.field('plan_id', PLAN_QUESTION_MESSAGES.noQuestions);
    const before = await readPlanAnswers(tx, ctx.cipher, enrollment.id, input.plan_id);
    if (before?.outcome === 'declined') throw new AppError('conflict', PRICING_MESSAGES.declineError, [], 'declineError');
    const errors = planAnswerErrors(questions, input.answers, whoOptionsFor(enrollment.filterInfo.tier), calendarDateOf(ctx.now));
    if (errors.length > 0) throw new AppError('invalid', MESSAGES.answerAllQuestions, errors);
    const answers = keptPlanAnswers(questions, input.answers);
    const outcome = planAnswersOutcome(questions, answers);
    await savePlanAnswers(tx, ctx.cipher, enrollment.id, input.plan_id, { outcome, answers }, ctx.now);
    return outcome === 'declined'
      ? { outcome, errorCode: 'declineError', message: PRICING_MESSAGES.declineError }
      : { outcome, errorCode: null, message: PLAN_QUESTION_MESSAGES.saved };
  });
}

/** GET check-already-answered: whether this enrollment saved answers to the plan, and the carrier's outcome. */
export async function checkAlreadyAnswered(ctx: RequestContext, query: { enrollment_id: string; plan_id: number }): Promise<AlreadyAnswered> {
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const saved = await readPlanAnswers(ctx.db, ctx.cipher, enrollment.id, query.plan_id);
  return { answered: saved !== null, outcome: saved?.outcome ?? null };
}

/** GET get-aflac-questions: the plan's carrier questions, the saved answers, and whether Add to Cart may show. */
export async function getCarrierQuestions(ctx: RequestContext, query: { enrollment_id: string; plan_id: number }): Promise<CarrierQuestions> {
  await requireKnownPlan(ctx, query.plan_id);
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const [questions, answers] = await Promise.all([carrierQuestionsOf(ctx.db, query.plan_id), readCarrierAnswers(ctx.db, enrollment.id, query.plan_id)]);
  return { questions, answers, saved: carrierAnswersComplete(questions, answers) };
}

/**
 * POST save-aflac-questions: saved only when every required-Yes question is Yes and every other one answered;
 * otherwise refused with 'Please answer yes in order to continue' and each question's message under it.
 */
export async function saveCarrierQuestions(ctx: RequestContext, input: SaveCarrierQuestions): Promise<CarrierQuestions> {
  await requireKnownPlan(ctx, input.plan_id);
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const questions = await carrierQuestionsOf(tx, input.plan_id);
    if (questions.length === 0) throw AppError.field('plan_id', PLAN_QUESTION_MESSAGES.noQuestions);
    const known = new Set(questions.map((q) => q.qid));
    const strangers = input.aflac_data.flatMap((a, i) => (known.has(a.qid) ? [] : [{ target_element: `aflac_data.${i}.qid`, error_message: PLAN_QUESTION_MESSAGES.invalidQuestion }]));
    const check = carrierAnswerErrors(questions, input.aflac_data);
    if (strangers.length > 0 || check.summary !== null) throw new AppError('invalid', check.summary ?? MESSAGES.validationFailed, [...check.errors, ...strangers]);
    const answers = keptCarrierAnswers(questions, input.aflac_data);
    await saveCarrierAnswers(tx, enrollment.id, input.plan_id, answers, ctx.now);
    return { questions, answers, saved: true };
  });
}

/**
 * add-plan-to-cart's guard (inside its lock): a plan with carrier questions enters the cart only after they were
 * saved with every required Yes, as the page shows Add to Cart only then.
 */
export async function requireCarrierAnswers(tx: Db, enrollmentId: string, planId: number): Promise<void> {
  const questions = await carrierQuestionsOf(tx, planId);
  if (questions.length === 0) return;
  if (!carrierAnswersComplete(questions, await readCarrierAnswers(tx, enrollmentId, planId))) {
    throw new AppError('invalid', PLAN_QUESTION_MESSAGES.carrierRequired, [{ target_element: 'plan_id', error_message: PLAN_QUESTION_MESSAGES.carrierRequired }]);
  }
}
