import type { EnrollmentStep, TabKey } from '@benefit-store/domain';

/**
 * What the wizard hands every step component. A step renders its own <Form> with <StepActions> inside, so the same
 * component serves the wizard (mode 'step': title, Back, Cancel Enrollment, Next) and the review screen of a later
 * issue (mode 'edit': no title, Cancel and Submit).
 */
export interface StepProps {
  tab: TabKey;
  mode: 'step' | 'edit';
  /** The step's bootstrap (get-enrollment-step), loaded by the wizard before the step renders. */
  step: EnrollmentStep;
  /** The step saved: the wizard moves on (next required tab, or back to the review when navto is set). */
  onSaved(): void;
  /** Edit mode's Cancel. */
  onCancelEdit?(): void;
}
