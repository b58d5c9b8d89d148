import type { ChangeEvent, ReactNode } from 'react';
import { isMaskedSsn } from '@benefit-store/domain';
import { DateField, useFieldError, useFormApi } from '../../../components/form';
import { FormField } from '../../../components/ui/form-field';
import styles from './personal-info-step.module.css';

/** The form's values: every field as the inputs hold it (text), checked by the domain schema on submit. */
export type PersonalFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  weight: string;
  height_feet: string;
  height_inch: string;
  gender: string;
  marital_status: string;
  ssn: string;
  birthdate: string;
  prior_coverage_flag: string;
  prior_carrier_name: string;
  prior_effective_date: string;
  prior_term_date: string;
  enroller_code: string;
};
type FieldName = keyof PersonalFormValues;

const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface UsDateFieldProps {
  id: string;
  name: FieldName;
  label: string;
  disabled?: boolean;
  autoComplete?: string;
}

/** A MM/DD/YYYY field of the personal form: the one date input (components/form DateField). */
export function UsDateField({ id, name, label, disabled, autoComplete = 'off' }: UsDateFieldProps) {
  return <DateField id={id} name={name} label={label} disabled={disabled} autoComplete={autoComplete} />;
}

/** The characters a change inserted into `before` to give `after` ('' when it only deleted). */
export function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return after.slice(start, after.length - end);
}

/**
 * What an edit of the masked SSN leaves: the typed characters alone. The whole mask replaced (selected, then typed
 * or pasted over) keeps the new text; a keystroke inside the mask keeps just that keystroke (found by the caret);
 * a deletion clears it.
 */
export function replaceMask(before: string, after: string, caret: number | null): string {
  if (!after.includes('*')) return after;
  const added = after.length - before.length;
  if (added <= 0) return insertedText(before, after);
  const end = caret ?? after.length;
  return after.slice(Math.max(0, end - added), end);
}

interface SsnFieldProps {
  id: string;
  label: string;
  /** The hint under a masked number on file ('The number on file ends in 1234...'). */
  onFileHint: (last4: string) => string;
  disabled?: boolean;
}

/**
 * Social Security Number. A saved number comes back masked (***-**-1234) and is shown so; left as is it keeps the
 * number on file (the server swaps it in). Focusing it selects the mask, and the first keystroke replaces the whole
 * mask with what was typed, so changing it is obvious. Never autocompleted or kept anywhere but this form.
 */
export function SsnField({ id, label, onFileHint, disabled }: SsnFieldProps) {
  // watch (a method of the form) rather than useWatch: that export alone adds 0.4 KB to the landing page's form chunk.
  const { register, getValues, watch } = useFormApi<PersonalFormValues>();
  const value = watch('ssn');
  const field = register('ssn');
  const masked = typeof value === 'string' && isMaskedSsn(value);
  const hintId = `${id}-hint`;
  const error = useFieldError('ssn');
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            {...field}
            aria-describedby={describedBy(control['aria-describedby'], masked ? hintId : undefined)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={11}
            disabled={disabled}
            onFocus={(event) => {
              if (isMaskedSsn(event.target.value)) event.target.select();
            }}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const before = getValues('ssn');
              if (isMaskedSsn(before) && event.target.value !== before) {
                // Typing over the mask starts a new number with just what was typed.
                event.target.value = replaceMask(before, event.target.value, event.target.selectionStart).replace(/[^\d -]/g, '');
              }
              return field.onChange(event);
            }}
          />
          {masked && (
            <p id={hintId} className={styles.hint}>
              {onFileHint(value.slice(-4))}
            </p>
          )}
        </>
      )}
    </FormField>
  );
}

interface ChoiceFieldProps {
  id: string;
  name: FieldName;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  disabled?: boolean;
}

/** A radio group (fieldset and legend), its error under it and tied to each radio. */
export function ChoiceField({ id, name, legend, options, disabled }: ChoiceFieldProps) {
  const { register } = useFormApi<PersonalFormValues>();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input
              type="radio"
              value={option.value}
              disabled={disabled}
              aria-describedby={error ? errorId : undefined}
              {...register(name)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}

interface PlainSelectProps {
  id: string;
  name: FieldName;
  label: string;
  placeholder?: string;
  options: readonly { value: string | number; label: ReactNode }[];
  disabled?: boolean;
}

/** A labelled select of the personal form; a read-only one is disabled and shows the server's value. */
export function PlainSelect({ id, name, label, placeholder, options, disabled }: PlainSelectProps) {
  const { register } = useFormApi<PersonalFormValues>();
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      {(control) => (
        <select {...control} {...register(name)} disabled={disabled}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
