import type { ReactNode } from 'react';
import { HEALTH_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { useFieldError } from './fields';
import { useFormApi } from './form';
import styles from './choice-group.module.css';

interface YesNoFieldProps {
  /** The form field, '1' for Yes and '0' for No. */
  name: string;
  id: string;
  /** The question's number, read before its text ("Question 2"). */
  number: number;
  legend: ReactNode;
  disabled?: boolean;
}

/** A question's Yes / No radio pair: a fieldset named by the question, its error under it (announced when it appears). */
export function YesNoField({ name, id, number, legend, disabled = false }: YesNoFieldProps) {
  const { register } = useFormApi();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  const field = register(name);
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.question}>
        <span className={styles.number}>{HEALTH_MESSAGES.yesNoLegend({ n: number })}</span> <span>{legend}</span>
      </legend>
      <div className={styles.choices}>
        {(['1', '0'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" id={`${id}-${value === '1' ? 'yes' : 'no'}`} value={value} disabled={disabled} aria-describedby={error ? errorId : undefined} {...field} />
            <span>{value === '1' ? MESSAGES.yes : MESSAGES.no}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
