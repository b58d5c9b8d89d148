import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { ENROLL_TYPE, EPROCESS, GroupCodeSchema, MESSAGES, OPEN_TYPE, type GroupCodeForm, type ValidGroup } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { announce } from '../../../lib/announce';
import { getClientState } from '../../../lib/client-state';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { validateGroup } from '../api/validate-group';
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
  const check = useMutation({ mutationFn: (values: GroupCodeForm) => validateGroup(values.group_code) });
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setGroup(null);
    setFailure(null);
    check.reset();
    form.reset({ group_code: '' });
  };

  const onValid = (values: GroupCodeForm) => {
    if (check.isPending) return;
    setFailure(null);
    check.mutate(values, {
      onSuccess: (found) => {
        if (found) setGroup(found);
        else form.setError('group_code', { type: 'server', message: MESSAGES.invalidGroupCode }, { shouldFocus: true });
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, form.setError, ['group_code'])) setFailure(error.message);
      },
    });
  };

  const confirm = () => {
    if (!group) return;
    const state = getClientState();
    // A new group enrollment: the stored enrollment (made outside the group) is not carried over.
    state.forgetEnrollment();
    state.update({
      group_id: group.group_id,
      gname: group.name,
      enroll_type: ENROLL_TYPE.newGroupMember,
      eprocess: EPROCESS.group,
      open_type: OPEN_TYPE.group,
    });
    announce(`Enrolling as an employee of ${group.name}`);
    onOpenChange(false);
    reset();
    navigate('/home');
  };

  const error = form.formState.errors.group_code?.message;
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <ModalContent aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <ModalTitle className={styles.title}>Employee Enrollment</ModalTitle>
          {group ? (
            <div>
              <p className={styles.question} role="status">
                {MESSAGES.confirmEmployer(group.name)}
              </p>
              <ModalActions>
                <Button variant="secondary" onClick={reset}>
                  No
                </Button>
                <Button onClick={confirm}>Yes</Button>
              </ModalActions>
              <button type="button" className={styles.linkButton} onClick={reset}>
                Enter a different code
              </button>
            </div>
          ) : (
            <form onSubmit={form.handleSubmit(onValid)} noValidate aria-busy={check.isPending}>
              <FormField id="employee-group-code" label="Group Enrollment Code" error={error}>
                {(control) => <input {...control} {...form.register('group_code')} type="text" autoComplete="off" autoCapitalize="characters" maxLength={40} />}
              </FormField>
              {failure && (
                <p className={styles.error} role="alert">
                  {failure}
                </p>
              )}
              <ModalActions>
                <ModalClose asChild>
                  <Button variant="secondary">Cancel</Button>
                </ModalClose>
                <Button type="submit" busy={check.isPending}>
                  Submit
                </Button>
              </ModalActions>
            </form>
          )}
      </ModalContent>
    </ModalRoot>
  );
}
