import type { PlanCategory } from '../catalog/categories.js';
import type { Tier } from '../catalog/tiers.js';
import type { TabKey } from './tabs.js';

/** Categories whose carriers underwrite with health questions (the wizard's Health Questions tab). */
export const HEALTH_QUESTION_CATEGORIES: readonly PlanCategory[] = ['medical', 'limitedmed', 'term_life', 'di', 'critical'];
/** Categories that name beneficiaries. */
export const BENEFICIARY_CATEGORIES: readonly PlanCategory[] = ['term_life'];

export interface TabFacts {
  /** The enrollment is made under an employer group (a group id is set, or the process is group). */
  isGroupEnrollment: boolean;
  /** Categories of the plans in the cart. */
  cartCategories: readonly string[];
  tier: Tier;
}

/**
 * The wizard's order (the server's order values 0 to 8). The spec lists review_info before agreement_info and
 * billing_info, but the review's Complete Enrollment ends the wizard and its cards summarise billing and agreement,
 * so Billing and Agreement come before the Review (issue 11 item 1; docs/decisions/0032-billing-information.md).
 */
export const WIZARD_TAB_ORDER: readonly TabKey[] = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'billing_info',
  'agreement_info',
  'review_info',
];

/**
 * The wizard's tab list for an enrollment: every tab of TAB_KEYS in WIZARD_TAB_ORDER (order 0 to 8), flagged required
 * when the enrollment needs it. Personal, contact, review, agreement and billing are always needed; employer only
 * for group enrollments; beneficiary only with a life plan; health questions only with an underwritten plan;
 * dependents for every tier but Member Only.
 */
export function dynamicTabs(facts: TabFacts): { tab_name: TabKey; required: boolean; order: number }[] {
  const has = (categories: readonly string[]) => facts.cartCategories.some((c) => categories.includes(c));
  const required: Record<TabKey, boolean> = {
    primary_info: true,
    contact_info: true,
    employer_info: facts.isGroupEnrollment,
    beneficiary_info: has(BENEFICIARY_CATEGORIES),
    primary_health_info: has(HEALTH_QUESTION_CATEGORIES),
    dependent_info: facts.tier !== 'IO',
    review_info: true,
    agreement_info: true,
    billing_info: true,
  };
  return WIZARD_TAB_ORDER.map((tab_name, order) => ({ tab_name, required: required[tab_name], order }));
}
