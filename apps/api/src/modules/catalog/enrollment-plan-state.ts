import { MESSAGES, type PlanAnswerOutcome } from '@benefit-store/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { cartItems, carrierQuestionAnswers, planQuestionAnswers, tempDependentInfo } from '../../db/schema/index.js';
import { findHeldEnrollmentWith, type EnrollmentRow } from '../enrollment-record/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { keepForSession, keptForSession, readTicket } from '../shared/session-cache.js';
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
 * and the cart charge) and what it has done about each plan; then the catalog, as the listing read it before (an
 * enrollment not held is refused before the catalog is asked for).
 */
export async function heldEnrollmentWithPlanState(ctx: RequestContext, enrollmentId: string): Promise<HeldPlanState> {
  const held = await heldPlanState(ctx, enrollmentId);
  if (!held) throw AppError.notFound(MESSAGES.notFound);
  return held;
}

/** The person an enrollment is priced as, the catalog, and what the enrollment did about each plan. */
export interface HeldPlanState {
  person: Person;
  snapshot: CatalogSnapshot;
  state: EnrollmentPlanState;
  /** What they were made of, as the session's copy keeps it, with their facts_version (writeIfUnchanged compares it). */
  read: HeldPlanFacts;
}

/** heldEnrollmentWithPlanState, or null when the session does not hold the enrollment (the plan page answers that). */
export async function heldPlanState(ctx: RequestContext, enrollmentId: string): Promise<HeldPlanState | null> {
  const read = await heldPlanFacts(ctx, enrollmentId);
  if (!read) return null;
  const snapshot = await catalogSnapshot(ctx.db);
  const state = planStateOf(snapshot, read.facts);
  const person = withHousehold(personOfEnrollment(read.pricedAs, ctx.now), householdFactsOf(state.household, ctx.now));
  return { person, snapshot, state, read };
}

/**
 * What a price is made of, of the enrollment's own row: personOfEnrollment's columns. Migration 0032's trigger tells
 * every replica when one of them changes, so only these are kept; the rest of the row is never answered from a copy.
 */
type PricedColumns = Pick<EnrollmentRow, 'filterInfo' | 'annualIncome' | 'workingHours' | 'portalId'>;

export interface HeldPlanFacts {
  pricedAs: PricedColumns;
  facts: readonly FactRow[];
  /** The enrollment's facts_version these were true at (migration 0033). */
  factsVersion: number;
}

const KEPT_AS = 'plan-facts:';

/**
 * The held enrollment's priced columns and facts in one round trip, or from what this session's copy kept of them
 * (decision 0093): a page view asks the listing, the plan page and its related plans within a second, and a notice
 * from the database's triggers (migration 0032) forgets the copy on every replica when the cart, an answer, the
 * household or a priced column changes. This session's own writes forget it at once (plugins/session.ts), or keep
 * what they made (keepAfterCartLine).
 */
async function heldPlanFacts(ctx: RequestContext, enrollmentId: string): Promise<HeldPlanFacts | null> {
  if (!ctx.session) return null;
  const key = KEPT_AS + enrollmentId;
  const kept = keptForSession<HeldPlanFacts>(ctx.db, ctx.session.id, key, ctx.now);
  if (kept) return kept;
  const ticket = readTicket(ctx.db);
  const found = await findHeldEnrollmentWith(ctx, enrollmentId, 'held_enrollment_plan_state', factsOf);
  if (!found) return null;
  const { filterInfo, annualIncome, workingHours, portalId, factsVersion } = found.enrollment;
  const read: HeldPlanFacts = { pricedAs: { filterInfo, annualIncome, workingHours, portalId }, facts: found.also, factsVersion };
  keepForSession(ctx.db, ctx.session.id, enrollmentId, key, read, ctx.now, ticket, factsVersion);
  return read;
}

/**
 * Keeps what the session knows of the enrollment after its own one-statement cart line (decision 0094): the facts
 * that line was priced from, with the plan in the cart, at the facts_version the line set. As a read is kept: with
 * the session's copy, not if a change of the enrollment was heard since `ticket` (taken before the write), and
 * forgotten by the notice of any later change; the notices of this line and of the change its copy was read at
 * (each may come after the line's answer) leave it. So a visitor
 * adding plans one after another, and the listing after, read nothing again.
 */
export function keepAfterCartLine(ctx: RequestContext, enrollmentId: string, held: HeldPlanState, planId: number, factsVersion: number, ticket: number): void {
  if (!ctx.session) return;
  const inCart = held.read.facts.some(([kind, id]) => kind === KIND.cart && id === planId);
  const facts = inCart ? held.read.facts : [...held.read.facts, [KIND.cart, planId, null] satisfies FactRow];
  const read: HeldPlanFacts = { ...held.read, facts, factsVersion };
  keepForSession(ctx.db, ctx.session.id, enrollmentId, KEPT_AS + enrollmentId, read, ctx.now, ticket, factsVersion, held.read.factsVersion);
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
