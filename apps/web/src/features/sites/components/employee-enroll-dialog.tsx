import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { GroupCodeSchema, MESSAGES, POPUP_MESSAGES, type GroupCodeForm, type ValidGroup, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { TextField } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { announce } from '../../../lib/announce';
import { isApiError } from '../../../lib/api-error';
import { getClientState } from '../../../lib/client-state';
import { joinGroupWithEnrollment } from '../../../lib/client-transitions';
import { setEnrollmentGroupCode } from '../api/set-enrollment-group-code';
import { validateGroup } from '../api/validate-group';
import { enterGroupStore } from '../enter-site';
import styles from './employee-enroll-dialog.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
  /** Where the visitor goes once the employer is confirmed: the group's home (the footer), or stays (the plan page). */
  after?: 'home' | 'stay';
}

/**
 * The employee-enroll modal (000 section 4, group enrollment code): enter the code, validate it (204 means
 * 'Invalid Group Enrollment Code'), then confirm the employer. Yes saves the code on the visitor's enrollment
 * (set-enrollment-group-code; without one, or a lost one, a new group enrollment starts), stores the group, reloads
 * every view and goes to /home (the plan page's group code popup stays on the page); No resets; a link enters a
 * different code.
 */
export default function EmployeeEnrollDialog({ open, onOpenChange, onCloseAutoFocus, after = 'home' }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The group the code names, with the code as entered (step 3 saves it on the enrollment).
  const [group, setGroup] = useState<(ValidGroup & { code: string }) | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useForm<GroupCodeForm>({ resolver: zodResolver(GroupCodeSchema), defaultValues: { group_code: '' } });
  // Bumped on each reset, so the form's failure summary starts empty again.
  const [attempt, setAttempt] = useState(0);

  const reset = () => {
    setGroup(null);
    setSaveError(null);
    setAttempt((n) => n + 1);
    form.reset({ group_code: '' });
  };

  const onValid = async (values: GroupCodeForm) => {
    const found = await validateGroup(values.group_code);
    if (found) setGroup({ ...found, code: values.group_code });
    else form.setError('group_code', { type: 'server', message: MESSAGES.invalidGroupCode }, { shouldFocus: true });
  };

  const confirm = async () => {
    if (!group || saving) return;
    const tempId = getClientState().tempId;
    let kept = false;
    if (tempId) {
      // Step 3: the enrollment the visitor already has joins the group (its cart and answers are kept).
      setSaving(true);
      setSaveError(null);
      try {
        const saved = await setEnrollmentGroupCode({ group_code: group.code, enrollment_id: tempId });
        joinGroupWithEnrollment({ group_id: saved.group_id, agent_id: saved.agent_id, portal_id: saved.platform_group_id, gname: saved.name });
        kept = true;
      } catch (error) {
        // An enrollment this browser no longer holds: the group starts a new one. Any other failure: its message.
        if (!(isApiError(error) && error.isNotFound)) {
          setSaveError(error instanceof Error && error.message ? error.message : POPUP_MESSAGES.groupCodeSaveFailed);
          setSaving(false);
          return;
        }
      }
      setSaving(false);
    }
    // Without an enrollment (or a lost one): a new group enrollment starts in the group's store.
    if (!kept) enterGroupStore({ group_id: group.group_id, gname: group.name }, { freshEnrollment: true });
    announce(kept ? POPUP_MESSAGES.groupCodeSaved : STORE_WEB_MESSAGES.enrollingAsEmployee({ group: group.name }));
    // Reload: every view (menu, plans, prices, cart) is asked again for the group.
    void queryClient.invalidateQueries();
    onOpenChange(false);
    reset();
    if (after === 'home') void navigate('/home');
  };

  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <ModalContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.employeeEnrollment}</ModalTitle>
          {group ? (
            <div>
              <p className={styles.question} role="status">
                {MESSAGES.confirmEmployer({ name: group.name })}
              </p>
              <ModalActions>
                <Button variant="secondary" onClick={reset}>
                  {MESSAGES.no}
                </Button>
                <Button onClick={() => void confirm()} busy={saving}>
                  {MESSAGES.yes}
                </Button>
              </ModalActions>
              {saveError && (
                <p className={styles.error} role="alert">
                  {saveError}
                </p>
              )}
              <button type="button" className={styles.linkButton} onClick={reset}>
                {STORE_WEB_MESSAGES.enterDifferentCode}
              </button>
            </div>
          ) : (
            <ModalForm
              key={attempt}
              form={form}
              serverFields={['group_code']}
              onSubmit={onValid}
              failure={(failure) => (
                <p className={styles.error} role="alert">
                  {failure}
                </p>
              )}
            >
              <TextField id="employee-group-code" name="group_code" label={STORE_WEB_MESSAGES.groupEnrollmentCode} autoComplete="off" autoCapitalize="characters" maxLength={40} />
            </ModalForm>
          )}
      </ModalContent>
    </ModalRoot>
  );
}
