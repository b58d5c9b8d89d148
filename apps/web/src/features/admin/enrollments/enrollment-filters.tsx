import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_LABELS, CONSOLE_CATALOG_MESSAGES, CONSOLE_ENROLLMENT_MESSAGES as M, CONSOLE_MESSAGES, PLAN_CATEGORIES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { useCarrierConfigs } from '../carriers/api/admin-carriers';
import type { EnrollmentFilterKey } from './api/admin-enrollments';
import styles from './enrollments.module.css';

type Filters = Partial<Record<EnrollmentFilterKey, string>>;
const EMPTY: Record<EnrollmentFilterKey, string> = { from: '', to: '', carrier: '', category: '', group: '', payment: '' };

/**
 * The list's filters: completion days, a plan's carrier and category, the group, a first premium still owed after a
 * decline. Applied together (the address keeps them); a range that ends before it starts and a group number that is
 * not digits are refused beside their field.
 */
export function EnrollmentFilters({ current, onApply }: { current: Filters; onApply: (filters: Filters) => void }) {
  const id = useId();
  const carriers = useCarrierConfigs();
  const [draft, setDraft] = useState<Filters>(current);
  const [errors, setErrors] = useState<{ to?: string; group?: string }>({});
  const set = (key: EnrollmentFilterKey) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const group = (draft.group ?? '').trim();
    const found = {
      to: draft.from && draft.to && draft.to < draft.from ? M.datesReversed : undefined,
      group: group !== '' && !/^[0-9]{1,9}$/.test(group) ? M.groupInvalid : undefined,
    };
    setErrors(found);
    if (found.to || found.group) return;
    onApply({ ...EMPTY, ...draft, group });
  };
  const clear = () => {
    setDraft({});
    setErrors({});
    onApply(EMPTY);
  };

  return (
    <form className={styles.filters} onSubmit={apply} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`} className={styles.filtersTitle}>
        {M.filtersTitle}
      </h2>
      <div className={styles.filterGrid}>
        <FormField id={`${id}-from`} label={M.filterFrom}>
          {(control) => <input {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />}
        </FormField>
        <FormField id={`${id}-to`} label={M.filterTo} error={errors.to}>
          {(control) => <input {...control} type="date" min={draft.from || undefined} value={draft.to ?? ''} onChange={set('to')} />}
        </FormField>
        <FormField id={`${id}-carrier`} label={M.filterCarrier}>
          {(control) => (
            <select {...control} value={draft.carrier ?? ''} onChange={set('carrier')}>
              <option value="">{M.anyCarrier}</option>
              {(carriers.data?.items ?? []).map((c) => (
                <option key={c.carrier_key} value={c.carrier_key}>
                  {c.carrier_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-category`} label={M.filterCategory}>
          {(control) => (
            <select {...control} value={draft.category ?? ''} onChange={set('category')}>
              <option value="">{STORE_WEB_MESSAGES.anyCategory}</option>
              {PLAN_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-group`} label={M.filterGroup} error={errors.group}>
          {(control) => <input {...control} inputMode="numeric" maxLength={9} autoComplete="off" value={draft.group ?? ''} onChange={set('group')} />}
        </FormField>
        <FormField id={`${id}-payment`} label={M.filterPayment}>
          {(control) => (
            <select {...control} value={draft.payment ?? ''} onChange={set('payment')}>
              <option value="">{CONSOLE_CATALOG_MESSAGES.anyValue}</option>
              <option value="declined">{M.paymentDeclined}</option>
            </select>
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <Button type="submit">{CONSOLE_MESSAGES.auditApply}</Button>
        <Button variant="secondary" onClick={clear}>
          {CONSOLE_MESSAGES.auditClear}
        </Button>
      </div>
    </form>
  );
}
