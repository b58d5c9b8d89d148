import { useId, useState, type FormEvent } from 'react';
import {
  CONSOLE_REPORT_MESSAGES as M,
  quickReportPeriod,
  REPORT_MAX_DAYS,
  REPORT_QUICK_PERIODS,
  reportPeriodProblem,
  type ReportPeriod,
  type ReportQuickPeriod,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import styles from './reports-page.module.css';

const QUICK_LABELS: Record<ReportQuickPeriod, () => string> = { last30: () => M.quickLast30, thisMonth: () => M.quickThisMonth, lastMonth: () => M.quickLastMonth };
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Errors = Partial<Record<keyof ReportPeriod, string>>;

/** What the form refuses before asking the server, which refuses the same (domain reportPeriodProblem). */
function errorsOf(draft: ReportPeriod): Errors {
  const errors: Errors = {};
  if (!ISO_DAY.test(draft.from)) errors.from = M.dateInvalid;
  if (!ISO_DAY.test(draft.to)) errors.to = M.dateInvalid;
  if (errors.from || errors.to) return errors;
  const problem = reportPeriodProblem(draft);
  if (problem?.problem === 'reversed') errors.to = M.periodReversed;
  if (problem?.problem === 'tooLong') errors.from = M.periodTooLong({ max: REPORT_MAX_DAYS });
  return errors;
}

/**
 * The report's period: first and last day (whole UTC days, both included) with the message next to the field it is
 * about, Apply, and quick choices that apply at once. The caller keys it by the period shown, so a new period resets it.
 */
export function PeriodForm({ current, today, onApply }: { current: ReportPeriod; today: string; onApply: (period: ReportPeriod) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<ReportPeriod>(current);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof ReportPeriod) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = errorsOf(draft);
    setErrors(found);
    if (!found.from && !found.to) onApply(draft);
  };

  return (
    <form className={styles.period} onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.periodTitle}>
        {M.periodTitle}
      </h2>
      <p id={`${id}-hint`} className={styles.hint}>
        {M.periodHint}
      </p>
      <div className={styles.periodRow}>
        <FormField id={`${id}-from`} label={M.periodFrom} error={errors.from}>
          {(control) => <input {...control} type="date" required value={draft.from} onChange={set('from')} />}
        </FormField>
        <FormField id={`${id}-to`} label={M.periodTo} error={errors.to}>
          {(control) => <input {...control} type="date" required min={draft.from || undefined} value={draft.to} onChange={set('to')} />}
        </FormField>
        <Button type="submit" className={styles.apply}>
          {M.periodApply}
        </Button>
      </div>
      <div role="group" aria-label={M.quickTitle} className={styles.quick}>
        {REPORT_QUICK_PERIODS.map((choice) => (
          <Button key={choice} variant="secondary" onClick={() => onApply(quickReportPeriod(choice, today))}>
            {QUICK_LABELS[choice]()}
          </Button>
        ))}
      </div>
    </form>
  );
}
