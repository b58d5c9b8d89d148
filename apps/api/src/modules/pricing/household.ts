import { ageOn, calendarDateOf, parseUsDate } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { findDependentInfo } from '../enrollment/people/dependent-info.repository.js';
import type { Person } from './person.js';

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

/** personOfEnrollment's person plus the enrollment's stored household (read in the caller's transaction when given one). */
export async function personWithHousehold(db: Db, enrollmentId: string, person: Person, now: Date): Promise<Person> {
  return withHousehold(person, await householdOf(db, enrollmentId, now));
}
