import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { GroupCodeSchema, MESSAGES, type GroupCodeForm, type ValidGroup, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { announce } from '../../../lib/announce';
import { validateGroup } from '../api/validate-group';
import { enterGroupStore } from '../enter-site';
import styles from './employee-enroll-dialog.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The employee-enroll modal (000 section 4, group enrollment code): enter the code, validate it (204 means
 * 'Invalid Group Enrollment Code'), then confirm the employer. Yes stores the group and goes to /home; No resets;
 * a link enters a different code.
 */
export default function EmployeeEnrollDialog({ open, onOpenChange, onCloseAutoFocus }: Props) {
  const navigate = useNavigate();
  const [group, setGroup] = useState<ValidGroup | null>(null);
  const form = useForm<GroupCodeForm>({ resolver: zodResolver(GroupCodeSchema), defaultValues: { group_code: '' } });
  // Bumped on each reset, so the form's failure summary starts empty again.
  const [attempt, setAttempt] = useState(0);

  const reset = () => {
    setGroup(null);
    setAttempt((n) => n + 1);
    form.reset({ group_code: '' });
  };

  const onValid = async (values: GroupCodeForm) => {
    const found = await validateGroup(values.group_code);
    if (found) setGroup(found);
    else form.setError('group_code', { type: 'server', message: MESSAGES.invalidGroupCode }, { shouldFocus: true });
  };

  const confirm = () => {
    if (!group) return;
    // A new group enrollment: the stored enrollment (made outside the group) is not carried over.
    enterGroupStore({ group_id: group.group_id, gname: group.name }, { freshEnrollment: true });
    announce(STORE_WEB_MESSAGES.enrollingAsEmployee({ group: group.name }));
    onOpenChange(false);
    reset();
    navigate('/home');
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
                <Button onClick={confirm}>{MESSAGES.yes}</Button>
              </ModalActions>
              <button type="button" className={styles.linkButton} onClick={reset}>
                {STORE_WEB_MESSAGES.enterDifferentCode}
              </button>
            </div>
          ) : (
            <Form key={attempt} form={form} serverFields={['group_code']} onSubmit={onValid}>
              <TextField id="employee-group-code" name="group_code" label={STORE_WEB_MESSAGES.groupEnrollmentCode} autoComplete="off" autoCapitalize="characters" maxLength={40} />
              <FormErrorSummary>
                {(failure) => (
                  <p className={styles.error} role="alert">
                    {failure}
                  </p>
                )}
              </FormErrorSummary>
              <ModalActions>
                <ModalClose asChild>
                  <Button variant="secondary">{STORE_WEB_MESSAGES.cancel}</Button>
                </ModalClose>
                <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
              </ModalActions>
            </Form>
          )}
      </ModalContent>
    </ModalRoot>
  );
}
