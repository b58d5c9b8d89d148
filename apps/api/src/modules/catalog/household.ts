import { ageOn, calendarDateOf, parseUsDate, type PlanRules } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { findDependentInfo } from '../enrollment-record/index.js';
import { personOfEnrollment, type Person } from './person.js';

/** The household facts household-priced plans read (PricedPerson.spouseAge / children), from get-temp-dependent-info. */
export interface HouseholdFacts {
  spouseAge: number | null;
  children: number | null;
}

export const NO_HOUSEHOLD: HouseholdFacts = { spouseAge: null, children: null };

/** The enrollment's stored spouse's age (today, the spec's rounded-down years) and number of children, or nulls. */
export async function householdOf(db: Db, enrollmentId: string, now: Date): Promise<HouseholdFacts> {
  return householdFactsOf(await findDependentInfo(db, enrollmentId), now);
}

/** The household facts of a stored get-temp-dependent-info row (null: none stored). */
export function householdFactsOf(row: { spouseDob: string | null; noOfChildren: number | null } | null, now: Date): HouseholdFacts {
  const birth = row?.spouseDob ? parseUsDate(row.spouseDob) : null;
  return { spouseAge: birth ? ageOn(birth, calendarDateOf(now)) : null, children: row?.noOfChildren ?? null };
}

/** The person with the household facts pricePlan reads for household-priced plans. */
export function withHousehold(person: Person, facts: HouseholdFacts): Person {
  return { ...person, spouseAge: facts.spouseAge, children: facts.children };
}

/**
 * The person an enrollment is priced as: personOfEnrollment's plus the enrollment's stored household (read in the
 * caller's transaction when given one). The listing, the plan page, the cart, its riders, the checkout suggestions and
 * the recommendations all price through it, so a household-priced plan costs the same everywhere.
 */
export async function personWithHousehold(db: Db, enrollment: Parameters<typeof personOfEnrollment>[0] & { id: string }, now: Date): Promise<Person> {
  return withHousehold(personOfEnrollment(enrollment, now), await householdOf(db, enrollment.id, now));
}

/**
 * The person an enrollment is priced as for one plan: with the stored household only when the plan is priced on the
 * household (its rules have householdRates), the only plans pricePlan reads it for; others cost no read.
 */
export async function personForPlan(db: Db, enrollment: Parameters<typeof personOfEnrollment>[0] & { id: string }, now: Date, plan: { rules: PlanRules }): Promise<Person> {
  if (!pricedOnHousehold(plan)) return withHousehold(personOfEnrollment(enrollment, now), NO_HOUSEHOLD);
  return personWithHousehold(db, enrollment, now);
}

/** personForPlan of a person already read with its household (heldPlanState's): the same person, without a read. */
export function personForPlanOf(person: Person, plan: { rules: PlanRules }): Person {
  return pricedOnHousehold(plan) ? person : withHousehold(person, NO_HOUSEHOLD);
}

const pricedOnHousehold = (plan: { rules: PlanRules }): boolean => plan.rules.householdRates !== undefined;
