import type { FieldError } from '../shared/api-envelope.js';
import type { Tier } from '../catalog/tiers.js';
import { MESSAGES } from '../messages.js';
import { ageOn, calendarDateOf, isAgeInRange, isUsDateShaped, parseAnyDate, parseUsDate, toUsDate } from '../shared/dates.js';

/** Tiers that cover a spouse (spouse date of birth required) and children (number of children required). */
export const SPOUSE_TIERS: readonly Tier[] = ['IS', 'IF'];
export const CHILD_TIERS: readonly Tier[] = ['IC', 'IF'];

/** Children options of the dependent block: 1 to 9 for IC, 1 to 8 for IF. */
export const MAX_CHILDREN: Partial<Record<Tier, number>> = { IC: 9, IF: 8 };

export const needsSpouse = (tier: Tier) => SPOUSE_TIERS.includes(tier);
export const needsChildren = (tier: Tier) => CHILD_TIERS.includes(tier);

export function childrenOptions(tier: Tier): number[] {
  const max = MAX_CHILDREN[tier] ?? 0;
  return Array.from({ length: max }, (_, i) => i + 1);
}

export interface DependentValues {
  dep_dob?: string | null | undefined;
  no_of_children?: number | string | null | undefined;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The dependent block's rules for a tier, one message per field. Used by the Edit popup's schema and by
 * store-temp-dependent-info, which checks against the enrollment's stored tier.
 */
export function dependentInfoErrors(tier: Tier, values: DependentValues, today: Date = new Date()): FieldError[] {
  const errors: FieldError[] = [];
  if (needsSpouse(tier)) {
    const dob = typeof values.dep_dob === 'string' ? values.dep_dob.trim() : '';
    const parsed = dob ? parseUsDate(dob) : null;
    if (blank(values.dep_dob)) errors.push({ target_element: 'dep_dob', error_message: MESSAGES.fieldRequired });
    else if (!parsed) errors.push({ target_element: 'dep_dob', error_message: isUsDateShaped(dob) ? MESSAGES.dateDoesNotExist : MESSAGES.invalidDateFormat });
    else if (!isAgeInRange(ageOn(parsed, calendarDateOf(today)))) errors.push({ target_element: 'dep_dob', error_message: MESSAGES.ageRange });
  }
  if (needsChildren(tier)) {
    const raw = values.no_of_children;
    const n = typeof raw === 'string' ? Number(raw) : raw;
    if (blank(raw)) errors.push({ target_element: 'no_of_children', error_message: MESSAGES.fieldRequired });
    else if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > (MAX_CHILDREN[tier] ?? 0)) {
      errors.push({ target_element: 'no_of_children', error_message: MESSAGES.invalidChoice });
    }
  }
  return errors;
}

/** What is kept for a tier: fields the tier does not cover are dropped. */
export function dependentInfoFor(tier: Tier, values: DependentValues): { spouse_dob: string | null; no_of_children: number | null } {
  return {
    spouse_dob: needsSpouse(tier) && typeof values.dep_dob === 'string' ? values.dep_dob.trim() : null,
    no_of_children: needsChildren(tier) && !blank(values.no_of_children) ? Number(values.no_of_children) : null,
  };
}

/**
 * The household a tier's dependents list makes (the facts the landing's dependent block asked for, which
 * household-priced plans are priced on): the spouse's date of birth as MM/DD/YYYY and the number of children, at most
 * the block's largest choice. A fact the tier covers but the list lacks is null.
 */
export function householdOfDependents(tier: Tier, dependents: readonly { relationship: string; birthdate: string }[]): { spouse_dob: string | null; no_of_children: number | null } {
  const spouse = dependents.find((d) => d.relationship === 'spouse');
  const birth = spouse ? parseAnyDate(spouse.birthdate) : null;
  const children = dependents.filter((d) => d.relationship === 'child').length;
  return {
    spouse_dob: needsSpouse(tier) && birth ? toUsDate(birth) : null,
    no_of_children: needsChildren(tier) && children > 0 ? Math.min(children, MAX_CHILDREN[tier] ?? children) : null,
  };
}
