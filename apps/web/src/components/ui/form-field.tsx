import type { ReactNode } from 'react';
import styles from './form-field.module.css';

export const controlClassName = styles.control ?? '';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control and the message under it; the control is described by the message when there is one. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined, className: controlClassName })}
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
