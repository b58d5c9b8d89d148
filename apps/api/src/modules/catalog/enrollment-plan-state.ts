import type { PlanAnswerOutcome } from '@benefit-store/domain';
import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { cartItems, carrierQuestionAnswers, planQuestionAnswers } from '../../db/schema/index.js';
import type { CatalogSnapshot } from './catalog-cache.js';
import type { PlanAnswerOutcomes } from './pricing-context.js';

/** What an enrollment has done about each plan, as a listing shows it. */
export interface EnrollmentPlanState {
  inCart: Set<number>;
  /** The plan questions answered, with the carrier's outcome (pricingContextOf's `answers`). */
  answers: PlanAnswerOutcomes;
  /** Plans whose carrier questions are still unsaved: their cards hide Add to Cart. */
  carrierPending: Set<number>;
}

const KIND = { cart: 'c', answer: 'a', carrier: 'q' } as const;

/**
 * The listing's per-enrollment facts in one round trip (a UNION ALL of the cart, the plan-question answers and the
 * saved carrier answers): the listing is the hottest call, and three separate queries cost it a third of its
 * throughput. Which plans have carrier questions at all comes from the cached catalog.
 */
export async function enrollmentPlanState(db: Db, snapshot: CatalogSnapshot, enrollmentId: string): Promise<EnrollmentPlanState> {
  const rows = await unionAll(
    db
      .select({ kind: sql<string>`${KIND.cart}`.as('kind'), planId: cartItems.planId, outcome: sql<string | null>`null`.as('outcome') })
      .from(cartItems)
      .where(eq(cartItems.enrollmentId, enrollmentId)),
    db
      .select({ kind: sql<string>`${KIND.answer}`.as('kind'), planId: planQuestionAnswers.planId, outcome: sql<string | null>`${planQuestionAnswers.outcome}`.as('outcome') })
      .from(planQuestionAnswers)
      .where(eq(planQuestionAnswers.enrollmentId, enrollmentId)),
    db
      .select({ kind: sql<string>`${KIND.carrier}`.as('kind'), planId: carrierQuestionAnswers.planId, outcome: sql<string | null>`null`.as('outcome') })
      .from(carrierQuestionAnswers)
      .where(eq(carrierQuestionAnswers.enrollmentId, enrollmentId)),
  );
  const inCart = new Set<number>();
  const answers = new Map<number, PlanAnswerOutcome>();
  const carrierPending = new Set(snapshot.carrierQuestionPlans);
  for (const row of rows) {
    if (row.kind === KIND.cart) inCart.add(row.planId);
    else if (row.kind === KIND.answer) answers.set(row.planId, row.outcome as PlanAnswerOutcome);
    else carrierPending.delete(row.planId);
  }
  return { inCart, answers, carrierPending };
}
