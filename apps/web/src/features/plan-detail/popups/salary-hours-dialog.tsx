import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatWholeDollars, POPUP_MESSAGES, salaryHoursSchema, type SalaryHours, type SalaryHoursInput } from '@benefit-store/domain';
import { TextField } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { QueryDialog } from '../../../components/ui/query-dialog';
import { announce } from '../../../lib/announce';
import { useSalaryHours, type StoredSalaryHours } from './api/get-salary-hours';
import { useSaveFilterAnswers } from './api/save-answers';
import styles from './popup.module.css';

interface SalaryHoursDialogProps {
  tempId: string;
  /** The refusal that opened it: salaryError requires the salary, hourError the hours. */
  required: 'salary' | 'hours';
  onClose: () => void;
  /** After a save (the prices reload then): the caller moves focus once they have (a listed card's Add to cart). */
  onSaved?: () => void;
  /** The message's button: focus goes back to it when the popup closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The salary and working hours popup (salaryError, hourError "by clicking here"): annual salary in whole US dollars
 * and hours a week, saved on the enrollment (change-filter-info annual_incode, working_hours); the prices reload.
 */
export function SalaryHoursDialog({ tempId, required, onClose, onSaved, returnFocusTo }: SalaryHoursDialogProps) {
  const stored = useSalaryHours(tempId);
  // Saved: the popup closes, then the caller learns of it.
  const done = () => {
    onClose();
    onSaved?.();
  };
  return (
    <QueryDialog title={POPUP_MESSAGES.salaryHoursTitle} lead={POPUP_MESSAGES.salaryHoursLead} classes={styles} query={stored} onClose={onClose} returnFocusTo={returnFocusTo}>
      {(data) => <SalaryHoursForm tempId={tempId} required={required} stored={data} onDone={done} />}
    </QueryDialog>
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
    <ModalForm
      form={form}
      submitLabel={POPUP_MESSAGES.save}
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
    </ModalForm>
  );
}
