import { createContext, useContext } from 'react';

/** What the wizard around a step offers its buttons; absent when a step is embedded elsewhere (edit mode). */
export interface WizardControls {
  /** Back: the previous required tab, or the cart from the first one. */
  goBack(): void;
  /** Opens the Cancel Enrollment question. */
  requestCancel(): void;
  /** Opens the Save & Continue Later dialog with the step's values as they are now. */
  requestSaveLater(data: Record<string, unknown>): void;
}

export const WizardContext = createContext<WizardControls | null>(null);
export const useWizardControls = () => useContext(WizardContext);
