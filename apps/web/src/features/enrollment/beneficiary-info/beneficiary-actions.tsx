import { BENEFICIARY_MESSAGES, ENROLLMENT_MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { useClientState } from '../../../lib/client-state';
import { useWizardControls } from '../wizard/wizard-context';
import actionStyles from '../wizard/step-actions.module.css';
import styles from './beneficiary-info-step.module.css';

const CONTINUE_REASON_ID = 'beneficiary-continue-reason';

interface BeneficiaryActionsProps {
  mode: 'step' | 'edit';
  /** The total is exactly 100 (and the limits hold): Next is shown. */
  canContinue: boolean;
  /** An edit form is open: Next and Save & Continue Later wait for it. */
  editing: boolean;
  busy: boolean;
  onSave(): void;
  onSaveLater(): void;
  onCancelEdit?: (() => void) | undefined;
}

/**
 * The step's buttons (spec 001 section 2): Back only when the person came from the review (navto set), Cancel
 * Enrollment, Save & Continue Later, and Next only when the total is exactly 100. While an edit is open, Next and
 * Save & Continue Later stay focusable but inactive, described by the visible 'Please submit the edited form first
 * to continue'. The list is not a form, so these are plain buttons rather than wizard/StepActions.
 */
export function BeneficiaryActions({ mode, canContinue, editing, busy, onSave, onSaveLater, onCancelEdit }: BeneficiaryActionsProps) {
  const wizard = useWizardControls();
  const fromReview = useClientState((s) => s.navto) !== null;
  const waiting = {
    'aria-disabled': editing || undefined,
    'aria-describedby': editing ? CONTINUE_REASON_ID : undefined,
  } as const;
  const reason = editing && (
    <p id={CONTINUE_REASON_ID} className={styles.reason}>
      {BENEFICIARY_MESSAGES.editOpenContinue}
    </p>
  );

  if (mode === 'edit' || !wizard) {
    return (
      <>
        {reason}
        <div className={actionStyles.actions} data-mode="edit">
          {onCancelEdit && (
            <Button variant="secondary" onClick={onCancelEdit}>
              {STORE_WEB_MESSAGES.cancel}
            </Button>
          )}
          <Button className={actionStyles.next} busy={busy} onClick={onSave} {...waiting}>
            {WEB_MESSAGES.submit}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {reason}
      <div className={actionStyles.actions} data-mode="step">
        {fromReview && (
          <Button variant="secondary" onClick={wizard.goBack}>
            {STORE_WEB_MESSAGES.back}
          </Button>
        )}
        <Button variant="secondary" onClick={wizard.requestCancel}>
          {ENROLLMENT_MESSAGES.cancelEnrollment}
        </Button>
        <Button variant="secondary" onClick={onSaveLater} {...waiting}>
          {ENROLLMENT_MESSAGES.saveAndContinueLater}
        </Button>
        {canContinue && (
          <Button className={actionStyles.next} busy={busy} onClick={onSave} {...waiting}>
            {ENROLLMENT_MESSAGES.nextStep}
          </Button>
        )}
      </div>
    </>
  );
}
