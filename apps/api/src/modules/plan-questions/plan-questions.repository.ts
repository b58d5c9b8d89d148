import { localized, type CarrierAnswer, type CarrierQuestion, type PlanAnswer, type PlanAnswerOutcome, type PlanQuestion, type PlanQuestionRule } from '@benefit-store/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carrierQuestionAnswers, carrierQuestions, planQuestionAnswers, planQuestions } from '../../db/schema/index.js';
import type { LockedTx } from '../enrollment-record/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';

/** Where a plan's answers live: bound to the ciphertext, so answers copied to another enrollment or plan do not decrypt. */
const answersContext = (enrollmentId: string, planId: number) => `enrollment:${enrollmentId}:plan-questions:${planId}`;

/** A plan's questions in order, with their catalog rule (which Yes declines). */
export async function planQuestionsOf(db: Db, planId: number): Promise<PlanQuestionRule[]> {
  const rows = await db.select().from(planQuestions).where(eq(planQuestions.planId, planId)).orderBy(asc(planQuestions.sortOrder), asc(planQuestions.id));
  // In the request's language: the question and each option (English where the catalog has no translation).
  return rows.map((r) => {
    const { texts } = localized({ text: r.text, options: {} as Record<string, string> }, r.translations);
    return {
      question_id: r.id,
      question_text: texts.text,
      question_sub_type: r.subType,
      options: r.options.map((o) => ({ option_id: o.option_id, option_text: texts.options[String(o.option_id)] ?? o.option_text, option_group: o.option_group })),
      require_detail: r.requireDetail,
      decline_on_yes: r.declineOnYes,
      declining_options: r.options.filter((o) => o.declines).map((o) => o.option_id),
    };
  });
}

/** The catalog's questions of a plan as anyone may read them: which answers decline the plan stays on the server. */
export async function publicQuestionsOf(db: Db, planId: number): Promise<PlanQuestion[]> {
  return (await planQuestionsOf(db, planId)).map(({ decline_on_yes: _d, declining_options: _o, ...q }) => q);
}

/** The ids of the plans that ask health questions (one row per plan). */
export async function planIdsWithQuestions(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ planId: planQuestions.planId }).from(planQuestions);
  return rows.map((r) => r.planId);
}

export interface SavedPlanAnswers {
  outcome: PlanAnswerOutcome;
  answers: PlanAnswer[];
}

/** The enrollment's saved answers to a plan, decrypted; null before a save. */
export async function readPlanAnswers(db: Db, cipher: FieldCipher, enrollmentId: string, planId: number): Promise<SavedPlanAnswers | null> {
  const rows = await db
    .select()
    .from(planQuestionAnswers)
    .where(and(eq(planQuestionAnswers.enrollmentId, enrollmentId), eq(planQuestionAnswers.planId, planId)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { outcome: row.outcome, answers: cipher.decryptJson<PlanAnswer[]>(row.secret, answersContext(enrollmentId, planId)) };
}

/** Saves (or replaces) the answers encrypted, beside the carrier's outcome. */
export async function savePlanAnswers(tx: LockedTx, cipher: FieldCipher, enrollmentId: string, planId: number, saved: SavedPlanAnswers, now: Date): Promise<void> {
  const secret = cipher.encryptJson(saved.answers, answersContext(enrollmentId, planId));
  await tx
    .insert(planQuestionAnswers)
    .values({ enrollmentId, planId, outcome: saved.outcome, secret, savedAt: now })
    .onConflictDoUpdate({ target: [planQuestionAnswers.enrollmentId, planQuestionAnswers.planId], set: { outcome: saved.outcome, secret, savedAt: now } });
}

/** A plan's supplemental carrier questions in order (true_condition 1: must be Yes). */
export async function carrierQuestionsOf(db: Db, planId: number): Promise<CarrierQuestion[]> {
  const rows = await db.select().from(carrierQuestions).where(eq(carrierQuestions.planId, planId)).orderBy(asc(carrierQuestions.sortOrder), asc(carrierQuestions.id));
  return rows.map((r) => ({ qid: r.id, question: localized({ question: r.question }, r.translations).texts.question, true_condition: r.requiredYes ? 1 : null }));
}

export async function readCarrierAnswers(db: Db, enrollmentId: string, planId: number): Promise<CarrierAnswer[] | null> {
  const rows = await db
    .select({ answers: carrierQuestionAnswers.answers })
    .from(carrierQuestionAnswers)
    .where(and(eq(carrierQuestionAnswers.enrollmentId, enrollmentId), eq(carrierQuestionAnswers.planId, planId)))
    .limit(1);
  return rows[0]?.answers ?? null;
}

export async function saveCarrierAnswers(tx: LockedTx, enrollmentId: string, planId: number, answers: CarrierAnswer[], now: Date): Promise<void> {
  await tx
    .insert(carrierQuestionAnswers)
    .values({ enrollmentId, planId, answers, savedAt: now })
    .onConflictDoUpdate({ target: [carrierQuestionAnswers.enrollmentId, carrierQuestionAnswers.planId], set: { answers, savedAt: now } });
}
