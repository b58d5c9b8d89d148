import type { PlanAnswerOutcome } from '@benefit-store/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cartItems, carrierQuestionAnswers, planQuestionAnswers, tempDependentInfo } from '../../db/schema/index.js';
import { requireHeldEnrollmentWith } from '../enrollment-record/index.js';
import type { RequestContext } from '../shared/request-context.js';
import { catalogSnapshot, type CatalogSnapshot } from './catalog-cache.js';
import { householdFactsOf, withHousehold } from './household.js';
import { personOfEnrollment, type Person } from './person.js';
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

/** One fact: its kind, a plan id (the children count for the household) and an outcome (the spouse's birth date). */
type FactRow = [kind: string, planId: number | null, outcome: string | null];

/**
 * The listing's per-enrollment facts as one JSON array (a UNION ALL of the cart, the plan-question answers, the saved
 * carrier answers and the stored household), read in the statement that checks the session holds the enrollment:
 * the listing is the hottest call, and each round trip to the database costs it a share of its throughput.
 */
const factsOf = (enrollmentId: AnyPgColumn): SQL<FactRow[]> => sql<FactRow[]>`(
  select coalesce(json_agg(json_build_array(f.kind, f.plan_id, f.outcome)), '[]'::json) from (
    select ${KIND.cart} as kind, ${cartItems.planId}::int as plan_id, null::text as outcome from ${cartItems} where ${cartItems.enrollmentId} = ${enrollmentId}
    union all
    select ${KIND.answer}, ${planQuestionAnswers.planId}::int, ${planQuestionAnswers.outcome}::text from ${planQuestionAnswers} where ${planQuestionAnswers.enrollmentId} = ${enrollmentId}
    union all
    select ${KIND.carrier}, ${carrierQuestionAnswers.planId}::int, null::text from ${carrierQuestionAnswers} where ${carrierQuestionAnswers.enrollmentId} = ${enrollmentId}
    union all
    select ${KIND.household}, ${tempDependentInfo.noOfChildren}::int, ${tempDependentInfo.spouseDob}::text from ${tempDependentInfo} where ${tempDependentInfo.enrollmentId} = ${enrollmentId}
  ) f
)`;

/**
 * The enrollment named by the call, if this browser's session holds it (404 otherwise, as requireHeldEnrollment), as
 * the person it is priced as (with its stored household, so a household-priced plan is listed at the price its page
 * and the cart charge) and what it has done about each plan, in one round trip; then the catalog, as the listing read
 * it before (an enrollment not held is refused before the catalog is asked for).
 */
export async function heldEnrollmentWithPlanState(
  ctx: RequestContext,
  enrollmentId: string,
): Promise<{ person: Person; snapshot: CatalogSnapshot; state: EnrollmentPlanState }> {
  const { enrollment, also } = await requireHeldEnrollmentWith(ctx, enrollmentId, 'held_enrollment_plan_state', factsOf);
  const snapshot = await catalogSnapshot(ctx.db);
  const state = planStateOf(snapshot, also);
  const person = withHousehold(personOfEnrollment(enrollment, ctx.now), householdFactsOf(state.household, ctx.now));
  return { person, snapshot, state };
}

function planStateOf(snapshot: CatalogSnapshot, facts: readonly FactRow[]): EnrollmentPlanState {
  const inCart = new Set<number>();
  const answers = new Map<number, PlanAnswerOutcome>();
  const carrierPending = new Set(snapshot.carrierQuestionPlans);
  let household: EnrollmentPlanState['household'] = null;
  for (const [kind, planId, outcome] of facts) {
    if (kind === KIND.household) household = { spouseDob: outcome, noOfChildren: planId };
    else if (planId === null) continue;
    else if (kind === KIND.cart) inCart.add(planId);
    else if (kind === KIND.answer) answers.set(planId, outcome as PlanAnswerOutcome);
    else carrierPending.delete(planId);
  }
  return { inCart, answers, carrierPending, household };
}
