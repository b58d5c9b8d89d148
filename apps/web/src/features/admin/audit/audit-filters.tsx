import { useId, useState, type FormEvent } from 'react';
import { AUDIT_ACTION_VALUES, AUDIT_TARGET_VALUES, CONSOLE_MESSAGES as M, STAFF_EMAIL_MAX } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import type { AuditFilterKey } from './api/get-audit-log';
import { auditActionLabel, auditTargetLabel } from './audit-labels';
import styles from './audit-page.module.css';

type Filters = Partial<Record<AuditFilterKey, string>>;

/**
 * The audit log's filters: action, what changed, who (e-mail contains) and a date range. Applied together (the
 * address keeps them); a range that ends before it starts is refused next to the end date.
 */
export function AuditFilters({ current, onApply }: { current: Filters; onApply: (filters: Filters) => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(current);
  const [datesError, setDatesError] = useState<string | undefined>();
  const set = (key: AuditFilterKey) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.to < draft.from) {
      setDatesError(M.auditDatesReversed);
      return;
    }
    setDatesError(undefined);
    onApply({ action: draft.action ?? '', target_type: draft.target_type ?? '', actor: (draft.actor ?? '').trim(), from: draft.from ?? '', to: draft.to ?? '' });
  };
  const clear = () => {
    setDraft({});
    setDatesError(undefined);
    onApply({ action: '', target_type: '', actor: '', from: '', to: '' });
  };

  return (
    <form className={styles.filters} onSubmit={apply} aria-labelledby={`${id}-legend`} noValidate>
      <h2 id={`${id}-legend`} className={styles.filtersTitle}>
        {M.auditFilters}
      </h2>
      <div className={styles.filterGrid}>
        <FormField id={`${id}-action`} label={M.auditActionLabel}>
          {(control) => (
            <select {...control} value={draft.action ?? ''} onChange={set('action')}>
              <option value="">{M.auditAnyAction}</option>
              {AUDIT_ACTION_VALUES.map((action) => (
                <option key={action} value={action}>
                  {auditActionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-target`} label={M.auditTarget}>
          {(control) => (
            <select {...control} value={draft.target_type ?? ''} onChange={set('target_type')}>
              <option value="">{M.auditAnyTarget}</option>
              {AUDIT_TARGET_VALUES.map((target) => (
                <option key={target} value={target}>
                  {auditTargetLabel(target)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-actor`} label={M.auditActor}>
          {(control) => <input {...control} type="search" maxLength={STAFF_EMAIL_MAX} autoComplete="off" value={draft.actor ?? ''} onChange={set('actor')} />}
        </FormField>
        <FormField id={`${id}-from`} label={M.auditFrom}>
          {(control) => <input {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />}
        </FormField>
        <FormField id={`${id}-to`} label={M.auditTo} error={datesError}>
          {(control) => <input {...control} type="date" min={draft.from || undefined} value={draft.to ?? ''} onChange={set('to')} />}
        </FormField>
      </div>
      <div className={styles.filterActions}>
        <Button type="submit">{M.auditApply}</Button>
        <Button variant="secondary" onClick={clear}>
          {M.auditClear}
        </Button>
      </div>
    </form>
  );
}
