import {
  ageOn,
  calendarDateOf,
  IO_ONLY_CATEGORIES,
  parseUsDate,
  type FilterInfo,
  type PlanCategory,
  type RatingCell,
  type Tier,
} from '@benefit-store/domain';
import type { SeedPlanRules } from '../../db/seed/seed-types.js';

/** Who is being priced: the rating cell plus the chosen tier. */
export interface Person extends RatingCell {
  tier: Tier;
}

export function personOf(filter: FilterInfo, now: Date): Person {
  const birth = parseUsDate(filter.dob);
  return {
    // A stored filter always has a valid dob (the schema checked it); -1 keeps a damaged row out of every band.
    age: birth ? ageOn(birth, calendarDateOf(now)) : -1,
    gender: filter.gender,
    tobacco: filter.is_smoker,
    state: filter.state || null,
    tier: filter.tier,
  };
}

export function isIoOnlyCategory(category: string): boolean {
  return (IO_ONLY_CATEGORIES as readonly string[]).includes(category as PlanCategory);
}

/**
 * Whether the plan's availability rules let this person buy it at all. Plans that fail are left out of listings
 * and refused by the cart. Salary, hours and tobacco rules are answered later by the pricing-detail call.
 */
export function isAvailableTo(plan: { category: string; rules: SeedPlanRules }, person: Person): boolean {
  const { rules } = plan;
  if (isIoOnlyCategory(plan.category) && person.tier !== 'IO') return false;
  if (rules.minAge !== undefined && person.age < rules.minAge) return false;
  if (rules.maxAge !== undefined && person.age > rules.maxAge) return false;
  if (rules.tiers && !rules.tiers.includes(person.tier)) return false;
  if (rules.states && (person.state === null || !rules.states.includes(person.state))) return false;
  return true;
}
