import { lazy } from 'react';
import type { StepComponents } from './step-components-context';

/**
 * The step component of each tab, each its own chunk. Adding a step is adding its line here (with its domain schema
 * and its save call: docs/architecture.md). A tab without a component shows the not-found page.
 */
export const STEP_COMPONENTS: StepComponents = {
  primary_info: lazy(() => import('../personal-info/personal-info-step')),
  contact_info: lazy(() => import('../contact-info/contact-info-step')),
  dependent_info: lazy(() => import('../dependent-info/dependent-info-step')),
  primary_health_info: lazy(() => import('../health-questions/health-questions-step')),
  beneficiary_info: lazy(() => import('../beneficiary-info/beneficiary-info-step')),
  employer_info: lazy(() => import('../employer-info/employer-info-step')),
  billing_info: lazy(() => import('../billing-info/billing-info-step')),
  agreement_info: lazy(() => import('../agreement-signature/agreement-signature-step')),
  review_info: lazy(() => import('../review-confirm/review-confirm-step')),
};
