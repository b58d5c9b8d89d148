import type { PlanAnswerOutcome } from '@benefit-store/domain';
import { eq, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { cartItems, carrierQuestionAnswers, planQuestionAnswers, tempDependentInfo } from '../../db/schema/index.js';
import type { CatalogSnapshot } from './catalog-cache.js';
import type { PlanAnswerOutcomes } from './pricing-context.js';

/** What an enrollment has done about each plan, as a listing shows it. */
export interface EnrollmentPlanState {
  inCart: Set<number>;
  /** The plan questions answered, with the carrier's outcome (pricingContextOf's `answers`). */
  answers: PlanAnswerOutcomes;
  /** Plans whose carrier questions are still unsaved: their cards hide Add to Cart. */
  carrierPending: Set<number>;
  /** The stored household (get-temp-dependent-info's spouse birth date and children), or null: household-priced plans read it. */
  household: { spouseDob: string | null; noOfChildren: number | null } | null;
}

const KIND = { cart: 'c', answer: 'a', carrier: 'q', household: 'h' } as const;

/**
 * The listing's per-enrollment facts in one round trip (a UNION ALL of the cart, the plan-question answers, the
 * saved carrier answers and the stored household, whose children count and spouse's birth date ride in the planId and
 * outcome columns): the listing is the hottest call, and separate queries cost it a third of its throughput. Which
 * plans have carrier questions at all comes from the cached catalog.
 */
export async function enrollmentPlanState(db: Db, snapshot: CatalogSnapshot, enrollmentId: string): Promise<EnrollmentPlanState> {
  const rows = await planStateStatement(db).execute({ enrollmentId });
  const inCart = new Set<number>();
  const answers = new Map<number, PlanAnswerOutcome>();
  const carrierPending = new Set(snapshot.carrierQuestionPlans);
  let household: EnrollmentPlanState['household'] = null;
  for (const row of rows) {
    if (row.kind === KIND.cart) inCart.add(row.planId);
    else if (row.kind === KIND.answer) answers.set(row.planId, row.outcome as PlanAnswerOutcome);
    else if (row.kind === KIND.household) household = { spouseDob: row.outcome, noOfChildren: row.planId === null ? null : Number(row.planId) };
    else carrierPending.delete(row.planId);
  }
  return { inCart, answers, carrierPending, household };
}

/** Prepared once per database handle (db/prepared.ts): the listing asks it on every call. */
const planStateStatement = (db: Db) =>
  preparedOn(db, 'enrollment_plan_state', (d) => {
    const id = sql.placeholder('enrollmentId');
    return unionAll(
      d
        .select({ kind: sql<string>`${KIND.cart}`.as('kind'), planId: cartItems.planId, outcome: sql<string | null>`null`.as('outcome') })
        .from(cartItems)
        .where(eq(cartItems.enrollmentId, id)),
      d
        .select({ kind: sql<string>`${KIND.answer}`.as('kind'), planId: planQuestionAnswers.planId, outcome: sql<string | null>`${planQuestionAnswers.outcome}`.as('outcome') })
        .from(planQuestionAnswers)
        .where(eq(planQuestionAnswers.enrollmentId, id)),
      d
        .select({ kind: sql<string>`${KIND.carrier}`.as('kind'), planId: carrierQuestionAnswers.planId, outcome: sql<string | null>`null`.as('outcome') })
        .from(carrierQuestionAnswers)
        .where(eq(carrierQuestionAnswers.enrollmentId, id)),
      d
        .select({ kind: sql<string>`${KIND.household}`.as('kind'), planId: sql<number>`${tempDependentInfo.noOfChildren}::int`.as('plan_id'), outcome: sql<string | null>`${tempDependentInfo.spouseDob}`.as('outcome') })
        .from(tempDependentInfo)
        .where(eq(tempDependentInfo.enrollmentId, id)),
    ).prepare('enrollment_plan_state');
  });
