import { ENROLLMENT_MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { SubmitButton, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useWizardControls } from './wizard-context';
import styles from './step-actions.module.css';

interface StepActionsProps {
  mode: 'step' | 'edit';
  /** Offers Save & Continue Later (the spec shows it from the contact step on). */
  saveLater?: boolean;
  onCancelEdit?: (() => void) | undefined;
}

/**
 * The buttons under a step's form. Step mode: Back, Cancel Enrollment, [Save & Continue Later], Next (the form's
 * submit). Edit mode (a step reopened from the review): Cancel and Submit only.
 */
export function StepActions({ mode, saveLater = false, onCancelEdit }: StepActionsProps) {
  const wizard = useWizardControls();
  const form = useFormApi();
  if (mode === 'edit' || !wizard) {
    return (
      <div className={styles.actions} data-mode="edit">
        {onCancelEdit && (
          <Button variant="secondary" onClick={onCancelEdit}>
            {STORE_WEB_MESSAGES.cancel}
          </Button>
        )}
        <SubmitButton className={styles.next}>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    );
  }
  // The step is saved as the server will check it: a form with errors shows them under its fields first.
  const saveForLater = async () => {
    if (await form.trigger(undefined, { shouldFocus: true })) wizard.requestSaveLater(form.getValues() as Record<string, unknown>);
  };
  return (
    <div className={styles.actions} data-mode="step">
      <Button variant="secondary" onClick={wizard.goBack}>
        {STORE_WEB_MESSAGES.back}
      </Button>
      <Button variant="secondary" onClick={wizard.requestCancel}>
        {ENROLLMENT_MESSAGES.cancelEnrollment}
      </Button>
      {saveLater && (
        <Button variant="secondary" onClick={() => void saveForLater()}>
          {ENROLLMENT_MESSAGES.saveAndContinueLater}
        </Button>
      )}
      <SubmitButton className={styles.next}>{ENROLLMENT_MESSAGES.nextStep}</SubmitButton>
    </div>
  );
}
