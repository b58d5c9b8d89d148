import type { ReactNode } from 'react';
import { ENROLLMENT_MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { SubmitButton, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useClientState } from '../../../lib/client-state';
import { useWizardControls } from './wizard-context';
import styles from './step-actions.module.css';

interface StepActionsProps {
  mode: 'step' | 'edit';
  /** Offers Save & Continue Later (the spec shows it from the contact step on). */
  saveLater?: boolean;
  onCancelEdit?: (() => void) | undefined;
  /** Step mode only: more buttons placed just before Next (the employer step's Skip). */
  beforeNext?: ReactNode;
  /**
   * Draws Next (step mode) or Submit (edit mode) in place of the plain submit button, given its label and class (the
   * dependents step hides it below the tier's minimum and blocks it, with its reason, while an edit is open).
   */
  renderNext?: (label: string, className: string) => ReactNode;
  /** Back only when the person came from the review (navto set): the beneficiary and dependent steps (spec 001 section 2). */
  backOnlyFromReview?: boolean;
}

/**
 * The buttons under a step's form. Step mode: Back, Cancel Enrollment, [Save & Continue Later], Next (the form's
 * submit). Edit mode (a step reopened from the review): Cancel and Submit only.
 */
export function StepActions({ mode, saveLater = false, onCancelEdit, beforeNext, renderNext, backOnlyFromReview = false }: StepActionsProps) {
  const wizard = useWizardControls();
  const fromReview = useClientState((s) => s.navto) !== null;
  const form = useFormApi();
  if (mode === 'edit' || !wizard) {
    return (
      <div className={styles.actions} data-mode="edit">
        {onCancelEdit && (
          <Button variant="secondary" onClick={onCancelEdit}>
            {STORE_WEB_MESSAGES.cancel}
          </Button>
        )}
        {renderNext ? renderNext(WEB_MESSAGES.submit, styles.next!) : <SubmitButton className={styles.next}>{WEB_MESSAGES.submit}</SubmitButton>}
      </div>
    );
  }
  // The step is saved as the server will check it: a form with errors shows them under its fields first.
  const saveForLater = async () => {
    if (await form.trigger(undefined, { shouldFocus: true })) wizard.requestSaveLater(form.getValues() as Record<string, unknown>);
  };
  return (
    <div className={styles.actions} data-mode="step">
      {(!backOnlyFromReview || fromReview) && (
        <Button variant="secondary" onClick={wizard.goBack}>
          {STORE_WEB_MESSAGES.back}
        </Button>
      )}
      <Button variant="secondary" onClick={wizard.requestCancel}>
        {ENROLLMENT_MESSAGES.cancelEnrollment}
      </Button>
      {saveLater && (
        <Button variant="secondary" onClick={() => void saveForLater()}>
          {ENROLLMENT_MESSAGES.saveAndContinueLater}
        </Button>
      )}
      {beforeNext}
      {renderNext ? renderNext(ENROLLMENT_MESSAGES.nextStep, styles.next!) : <SubmitButton className={styles.next}>{ENROLLMENT_MESSAGES.nextStep}</SubmitButton>}
    </div>
  );
}
