import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatWholeDollars, POPUP_MESSAGES, STORE_WEB_MESSAGES, salaryHoursSchema, WEB_MESSAGES, type SalaryHours, type SalaryHoursInput } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { useSalaryHours, type StoredSalaryHours } from './api/get-salary-hours';
import { useSaveFilterAnswers } from './api/save-answers';
import styles from './popup.module.css';

interface SalaryHoursDialogProps {
  tempId: string;
  /** The refusal that opened it: salaryError requires the salary, hourError the hours. */
  required: 'salary' | 'hours';
  onClose: () => void;
  /** The message's button: focus goes back to it when the popup closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The salary and working hours popup (salaryError, hourError "by clicking here"): annual salary in whole US dollars
 * and hours a week, saved on the enrollment (change-filter-info annual_incode, working_hours); the prices reload.
 */
export function SalaryHoursDialog({ tempId, required, onClose, returnFocusTo }: SalaryHoursDialogProps) {
  const stored = useSalaryHours(tempId);
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <ModalTitle className={styles.title}>{POPUP_MESSAGES.salaryHoursTitle}</ModalTitle>
        <ModalDescription className={styles.lead}>{POPUP_MESSAGES.salaryHoursLead}</ModalDescription>
        {stored.isPending ? (
          <div className={styles.loading} aria-busy="true">
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
          </div>
        ) : stored.isError ? (
          <ErrorMessage message={stored.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void stored.refetch()} retrying={stored.isFetching} />
        ) : (
          <SalaryHoursForm tempId={tempId} required={required} stored={stored.data} onDone={onClose} />
        )}
      </ModalContent>
    </ModalRoot>
  );
}

function SalaryHoursForm({ tempId, required, stored, onDone }: { tempId: string; required: 'salary' | 'hours'; stored: StoredSalaryHours; onDone: () => void }) {
  const save = useSaveFilterAnswers(tempId);
  const form = useForm<SalaryHoursInput, unknown, SalaryHours>({
    resolver: zodResolver(salaryHoursSchema(required)),
    defaultValues: {
      annual_incode: stored.annual_incode === null ? '' : formatWholeDollars(stored.annual_incode),
      working_hours: stored.working_hours === null ? '' : String(stored.working_hours),
    },
  });
  return (
    <Form
      form={form}
      serverFields={['annual_incode', 'working_hours']}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        announce(POPUP_MESSAGES.answerSaved);
        onDone();
      }}
    >
      <div className={styles.fields}>
        <TextField id="popup-salary" name="annual_incode" label={POPUP_MESSAGES.annualSalary} inputMode="numeric" autoComplete="off" maxLength={15} />
        <TextField id="popup-hours" name="working_hours" label={POPUP_MESSAGES.weeklyHours} inputMode="decimal" autoComplete="off" maxLength={6} />
      </div>
      <FormErrorSummary />
      <ModalActions>
        <ModalClose asChild>
          <Button variant="secondary">{STORE_WEB_MESSAGES.cancel}</Button>
        </ModalClose>
        <SubmitButton>{POPUP_MESSAGES.save}</SubmitButton>
      </ModalActions>
    </Form>
  );
}
