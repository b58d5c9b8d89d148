import { ageOn, calendarDateOf, parseUsDate } from '@benefit-store/domain';
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
  const row = await findDependentInfo(db, enrollmentId);
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
