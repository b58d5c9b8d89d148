import { createContext, useContext, type ComponentType } from 'react';
import type { TabKey } from '@benefit-store/domain';
import type { StepProps } from './step-props';

/** Each tab's step component (step-registry.ts lists them). */
export type StepComponents = Partial<Record<TabKey, ComponentType<StepProps>>>;

/**
 * The step components, handed down by the wizard (wizard-step.tsx) to a step that embeds others: the review opens a
 * step's own form in its card. Through context rather than an import because the registry lists the review too, and
 * a review that imported the registry would import itself. Empty outside the wizard: no step to embed.
 */
export const StepComponentsContext = createContext<StepComponents>({});
export const useStepComponent = (tab: TabKey) => useContext(StepComponentsContext)[tab];
