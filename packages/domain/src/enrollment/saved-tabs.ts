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
