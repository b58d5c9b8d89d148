import { defineCatalog } from '../i18n/catalog.js';

/** Wizard tabs: the server sends which are required and their order; titles and routes are ours. */
export const TAB_KEYS = [
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const TAB_TITLES: Readonly<Record<TabKey, string>> = /* @__PURE__ */ defineCatalog('tab', {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  beneficiary_info: 'Beneficiary Information',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Information',
});

/** Route segments under /enrollment. */
export const TAB_ROUTES: Record<TabKey, string> = {
  primary_info: 'personal-info',
  contact_info: 'contact-info',
  employer_info: 'employer-info',
  beneficiary_info: 'beneficiary-info',
  primary_health_info: 'health-questions',
  dependent_info: 'dependent-info',
  review_info: 'review-confirm',
  agreement_info: 'agreement-signature',
  billing_info: 'billing-information',
};

export const TAB_ORDER_MIN = 0;
export const TAB_ORDER_MAX = 10;
