import type { ComponentType } from 'react';
import type { TabKey } from '@benefit-store/domain';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import type { StepComponents } from './step-components-context';
import type { StepProps } from './step-props';

type StepModule = () => Promise<{ default: ComponentType<StepProps> }>;

/**
 * The code of each tab's step, each its own chunk. Adding a step is adding its line here (with its domain schema and
 * its save call: docs/architecture.md). A tab without a component shows the not-found page.
 */
const STEP_MODULES: Partial<Record<TabKey, StepModule>> = {
  primary_info: () => import('../personal-info/personal-info-step'),
  contact_info: () => import('../contact-info/contact-info-step'),
  dependent_info: () => import('../dependent-info/dependent-info-step'),
  primary_health_info: () => import('../health-questions/health-questions-step'),
  beneficiary_info: () => import('../beneficiary-info/beneficiary-info-step'),
  employer_info: () => import('../employer-info/employer-info-step'),
  billing_info: () => import('../billing-info/billing-info-step'),
  agreement_info: () => import('../agreement-signature/agreement-signature-step'),
  review_info: () => import('../review-confirm/review-confirm-step'),
};

const steps = new Map(Object.entries(STEP_MODULES).map(([tab, load]) => [tab as TabKey, preloadableLazy(async () => (await load()).default)]));

export const STEP_COMPONENTS: StepComponents = Object.fromEntries([...steps].map(([tab, step]) => [tab, step.Component]));

/**
 * Loads a step's code before it is shown (the step that comes next, and the one a save is about to open), so it
 * renders with its answer in the same pass. Settles either way: a failed load is left to the step itself, which asks
 * again when it renders and shows its error there.
 */
export function preloadStep(tab: TabKey): Promise<void> {
  return (steps.get(tab)?.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** Whether a step's code is here already (a tab without a component has nothing to wait for). */
export const stepCodeLoaded = (tab: TabKey): boolean => steps.get(tab)?.loaded() ?? true;
