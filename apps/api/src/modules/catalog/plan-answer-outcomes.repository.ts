import type { PlanAnswerOutcome } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { planQuestionAnswers, planQuestions } from '../../db/schema/index.js';

// Pricing reads the outcome of the plan questions a person answered (plan-questions writes them): here, so that
// the catalog's prices do not import the plan questions module, which reads the catalog.
/** Every plan the enrollment answered, with its outcome: one query for all the plans a request prices. */
export async function planAnswerOutcomesOf(db: Db, enrollmentId: string): Promise<Map<number, PlanAnswerOutcome>> {
  const rows = await db
    .select({ planId: planQuestionAnswers.planId, outcome: planQuestionAnswers.outcome })
    .from(planQuestionAnswers)
    .where(eq(planQuestionAnswers.enrollmentId, enrollmentId));
  return new Map(rows.map((r) => [r.planId, r.outcome]));
}

/** Whether a plan asks health questions: its page links to them, to read (get-plan-detail's has_questions). */
export async function planHasQuestions(db: Db, planId: number): Promise<boolean> {
  const rows = await db.select({ id: planQuestions.id }).from(planQuestions).where(eq(planQuestions.planId, planId)).limit(1);
  return rows.length > 0;
}
