import { useId, useState, type FormEvent } from 'react';
import {
  CONSOLE_REPORT_MESSAGES as M,
  quickReportPeriod,
  REPORT_MAX_DAYS,
  REPORT_QUICK_PERIODS,
  reportPeriodProblem,
  ReportQuerySchema,
  type ReportPeriod,
  type ReportQuickPeriod,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import styles from './reports-page.module.css';

const QUICK_LABELS: Record<ReportQuickPeriod, () => string> = { last30: () => M.quickLast30, thisMonth: () => M.quickThisMonth, lastMonth: () => M.quickLastMonth };
export type PeriodErrors = Partial<Record<keyof ReportPeriod, string>>;

/** A day's message from the server's own schema (a date, 2000-2999, a real day), or none. */
const dayError = (key: keyof ReportPeriod, value: string) => {
  const parsed = ReportQuerySchema.shape[key].safeParse(value);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? M.dateInvalid);
};

/** What the form refuses before asking the server, which refuses the same (the domain's schema and reportPeriodProblem). */
function errorsOf(draft: ReportPeriod): PeriodErrors {
  const errors: PeriodErrors = {};
  const from = dayError('from', draft.from);
  const to = dayError('to', draft.to);
  if (from) errors.from = from;
  if (to) errors.to = to;
  if (errors.from || errors.to) return errors;
  const problem = reportPeriodProblem(draft);
  if (problem?.problem === 'reversed') errors.to = M.periodReversed;
  if (problem?.problem === 'tooLong') errors.from = M.periodTooLong({ max: REPORT_MAX_DAYS });
  return errors;
}

interface PeriodFormProps {
  current: ReportPeriod;
  today: string;
  onApply: (period: ReportPeriod) => void;
  /** The server's field messages when it refused the period shown (422), put next to their fields. */
  refused?: PeriodErrors | undefined;
}

/**
 * The report's period: first and last day (whole UTC days, both included) with the message next to the field it is
 * about, Apply, and quick choices that apply at once. The form stays mounted across periods (focus stays on the button
 * pressed); a new period shown resets its fields and messages.
 */
export function PeriodForm({ current, today, onApply, refused }: PeriodFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<ReportPeriod>(current);
  const [errors, setErrors] = useState<PeriodErrors>({});
  const [shown, setShown] = useState<ReportPeriod>(current);
  if (shown.from !== current.from || shown.to !== current.to) {
    setShown(current);
    setDraft(current);
    setErrors({});
  }
  const messages = errors.from || errors.to ? errors : (refused ?? {});
  const describedBy = (control: { 'aria-describedby': string | undefined }) => [control['aria-describedby'], `${id}-hint`].filter(Boolean).join(' ');
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
        <FormField id={`${id}-from`} label={M.periodFrom} error={messages.from}>
          {(control) => <input {...control} aria-describedby={describedBy(control)} type="date" required value={draft.from} onChange={set('from')} />}
        </FormField>
        <FormField id={`${id}-to`} label={M.periodTo} error={messages.to}>
          {(control) => <input {...control} aria-describedby={describedBy(control)} type="date" required min={draft.from || undefined} value={draft.to} onChange={set('to')} />}
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
