import type { Tier } from '../../catalog/tiers.js';
import { DEPENDENT_MESSAGES } from './dependent-info.messages.js';

/**
 * How many dependents of which relationship an enrollment may list (spec 001 sections 4 and 9), as pure functions
 * of the cart's plan facts (the API's cartPlanInfo) and the list. The server refuses a list these call wrong
 * (save-dependent-info, save-dependent-info-to-temp, save-enrollment); the step shows the same messages.
 */

export const DEPENDENT_RELATIONSHIPS = ['spouse', 'child'] as const;
export type DependentRelationship = (typeof DEPENDENT_RELATIONSHIPS)[number];

/** At most 10 dependents. */
export const MAX_DEPENDENTS = 10;
/** Up to 9 children or dependents for IHA plan tiers IC and IF. */
export const MAX_DEPENDENTS_IHA = 9;
/** The premier plan (L713) in tier IC: exactly one child. */
export const MAX_CHILDREN_PREMIER_IC = 1;
/** A child this old (at today's date) is covered only when legally disabled (the legally-disabled question's "age restrictions"). */
export const CHILD_MAX_AGE = 26;

/** What of the cart decides the limits (cartPlanInfo: an IHA plan, a premier plan, the tier). */
export interface DependentPlanFacts {
  tier: Tier;
  is_IHA: boolean;
  is_premier: boolean;
}

/** The premier spouse question (Yes / No / Please Select); null: not answered. */
export type SpouseAnswer = 'yes' | 'no' | null;

export interface DependentLimits {
  /** Dependents in all. */
  max: number;
  /** Next shows from this many dependents on. */
  min: number;
  maxSpouses: number;
  /** A spouse must be listed (IS). */
  spouseRequired: boolean;
  maxChildren: number;
}

/**
 * The limits of a tier and cart:
 * - IO: none at all;
 * - IS: exactly one dependent, the spouse;
 * - IC: children only, 1 to 10 (9 with an IHA plan; exactly 1 with the premier plan);
 * - IF: 2 to 10 dependents (9 with an IHA plan), at most one of them a spouse.
 */
export function dependentLimits(facts: DependentPlanFacts): DependentLimits {
  const cap = facts.is_IHA ? MAX_DEPENDENTS_IHA : MAX_DEPENDENTS;
  switch (facts.tier) {
    case 'IO':
      return { max: 0, min: 0, maxSpouses: 0, spouseRequired: false, maxChildren: 0 };
    case 'IS':
      return { max: 1, min: 1, maxSpouses: 1, spouseRequired: true, maxChildren: 0 };
    case 'IC': {
      const max = facts.is_premier && !facts.is_IHA ? MAX_CHILDREN_PREMIER_IC : cap;
      return { max, min: 1, maxSpouses: 0, spouseRequired: false, maxChildren: max };
    }
    case 'IF':
      return { max: cap, min: 2, maxSpouses: 1, spouseRequired: false, maxChildren: cap };
  }
}

/** The premier spouse question is asked with a premier plan that is not IHA, in the Family tier (the only tier where a spouse is optional). */
export const asksSpouseQuestion = (facts: DependentPlanFacts) => facts.is_premier && !facts.is_IHA && facts.tier === 'IF';

export interface DependentListFacts extends DependentPlanFacts {
  /** The answer to the premier spouse question (only read when asksSpouseQuestion). */
  spouse_answer?: SpouseAnswer;
}

const count = (list: readonly { relationship: DependentRelationship }[], relationship: DependentRelationship) =>
  list.filter((d) => d.relationship === relationship).length;

/**
 * Which relationships an add button may add now (the header's Add Spouse / Add Child): none at the cap; a spouse
 * only where the tier covers one, none is listed yet, and (premier question) the answer was Yes.
 */
export function addableRelationships(facts: DependentListFacts, list: readonly { relationship: DependentRelationship }[]): DependentRelationship[] {
  const limits = dependentLimits(facts);
  if (list.length >= limits.max) return [];
  const out: DependentRelationship[] = [];
  const spouseAllowed = !asksSpouseQuestion(facts) || facts.spouse_answer === 'yes';
  if (spouseAllowed && count(list, 'spouse') < limits.maxSpouses) out.push('spouse');
  if (count(list, 'child') < limits.maxChildren) out.push('child');
  return out;
}

/** Next is shown once the list has the tier's minimum (IS and IC 1, IF 2). */
export const isNextVisible = (facts: DependentPlanFacts, list: readonly unknown[]) => {
  const limits = dependentLimits(facts);
  return limits.max > 0 && list.length >= limits.min;
};

/**
 * The first thing wrong with a list as a whole, or null when it may be saved. Messages: the spec's where it has
 * one ('Only one child is allowed in L713 plans…', 'Please select spouse status').
 */
export function dependentListProblem(facts: DependentListFacts, list: readonly { relationship: DependentRelationship }[]): string | null {
  const limits = dependentLimits(facts);
  const spouses = count(list, 'spouse');
  const children = count(list, 'child');
  if (limits.max === 0) return list.length === 0 ? null : DEPENDENT_MESSAGES.noDependentsForTier;
  if (asksSpouseQuestion(facts)) {
    if (facts.spouse_answer !== 'yes' && facts.spouse_answer !== 'no') return DEPENDENT_MESSAGES.spouseStatusRequired;
    if (facts.spouse_answer === 'no' && spouses > 0) return DEPENDENT_MESSAGES.spouseDeclined;
  }
  switch (facts.tier) {
    case 'IS':
      return spouses === 1 && children === 0 ? null : DEPENDENT_MESSAGES.spouseTierNeedsSpouse;
    case 'IC':
      if (spouses > 0) return DEPENDENT_MESSAGES.childrenTierChildrenOnly;
      if (children > limits.max) return limits.max === MAX_CHILDREN_PREMIER_IC ? DEPENDENT_MESSAGES.l713OneChild : DEPENDENT_MESSAGES.tooManyDependents({ max: limits.max });
      return children === 0 ? DEPENDENT_MESSAGES.childrenTierNeedsChild : null;
    case 'IF':
      if (list.length > limits.max) return DEPENDENT_MESSAGES.tooManyDependents({ max: limits.max });
      if (spouses > limits.maxSpouses) return DEPENDENT_MESSAGES.oneSpouseOnly;
      return list.length < limits.min ? DEPENDENT_MESSAGES.familyNeedsTwo : null;
  }
  return null;
}

/**
 * Save & Continue Later keeps a list that is still being built: only what is already too much is refused (over the
 * cap, a second spouse, a spouse where none is covered, a second child with the premier plan in IC).
 */
export function dependentListExcess(facts: DependentListFacts, list: readonly { relationship: DependentRelationship }[]): string | null {
  const problem = dependentListProblem(facts, list);
  const notYet = new Set<string>([
    DEPENDENT_MESSAGES.spouseTierNeedsSpouse,
    DEPENDENT_MESSAGES.childrenTierNeedsChild,
    DEPENDENT_MESSAGES.familyNeedsTwo,
    DEPENDENT_MESSAGES.spouseStatusRequired,
  ]);
  if (problem === null || !notYet.has(problem)) return problem;
  // IS with more than one, or a child in IS, is too much even while building.
  if (facts.tier === 'IS' && (list.length > 1 || count(list, 'child') > 0)) return problem;
  return null;
}

/** In IS the relationship is forced to spouse, in IC to child (IF: the button the person chose). */
export function forcedRelationship(tier: Tier): DependentRelationship | null {
  if (tier === 'IS') return 'spouse';
  if (tier === 'IC') return 'child';
  return null;
}

/**
 * The step's header: what is still to be added, or null once nothing is (issue 27: "Please add your spouse to
 * continue." goes once the spouse is listed). In Family, a listed (or declined) spouse leaves the children to add.
 */
export function dependentsHeader(facts: DependentListFacts, list: readonly { relationship: DependentRelationship }[]): string | null {
  const limits = dependentLimits(facts);
  if (list.length >= limits.max) return null;
  const spouses = count(list, 'spouse');
  switch (facts.tier) {
    case 'IO':
      return null;
    case 'IS':
      return spouses === 0 ? DEPENDENT_MESSAGES.headerSpouse : null;
    case 'IC':
      return limits.max === MAX_CHILDREN_PREMIER_IC ? DEPENDENT_MESSAGES.headerPremierChild : DEPENDENT_MESSAGES.headerChildren({ max: limits.max });
    case 'IF': {
      const spouseDeclined = asksSpouseQuestion(facts) && facts.spouse_answer === 'no';
      if (spouses === 0 && !spouseDeclined) return DEPENDENT_MESSAGES.headerFamily({ max: limits.max });
      return DEPENDENT_MESSAGES.headerChildren({ max: limits.max - spouses });
    }
  }
}
