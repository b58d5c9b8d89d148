import type { TabKey } from './tabs.js';

/**
 * The tab names save-enrollment takes and saved_tab answers (spec 002, "Saved-tab names"), spelled as the spec
 * spells them (benificiary_info, aggrement_info): they are the wire format, not the wizard's TAB_KEYS.
 */
export const SAVED_TABS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
  'cart_info',
] as const;
export type SavedTab = (typeof SAVED_TABS)[number];

/** The wizard's saved-tab names (every one but the cart's, which saves a quote). */
export type WizardSavedTab = Exclude<SavedTab, 'cart_info'>;
export const WIZARD_SAVED_TABS = SAVED_TABS.filter((t): t is WizardSavedTab => t !== 'cart_info');

/**
 * Which wizard step a saved-tab name stands for: the spec spells the two lists differently (benificiary_info,
 * health_info, aggrement_info, payment_info against TAB_KEYS). A resume opens TAB_ROUTES[SAVED_TAB_STEP[saved_tab]].
 */
export const SAVED_TAB_STEP: Record<WizardSavedTab, TabKey> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  benificiary_info: 'beneficiary_info',
  health_info: 'primary_health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  aggrement_info: 'agreement_info',
  payment_info: 'billing_info',
};

/** The saved-tab name of a wizard step (what its Save & Continue Later sends as `tab`). */
export const STEP_SAVED_TAB = Object.fromEntries(Object.entries(SAVED_TAB_STEP).map(([saved, step]) => [step, saved])) as Record<
  TabKey,
  WizardSavedTab
>;

export const isWizardSavedTab = (tab: string): tab is WizardSavedTab => Object.hasOwn(SAVED_TAB_STEP, tab);
