import type { FieldValues, Path } from 'react-hook-form';
import { useFormApi } from '../../../components/form';
import styles from './contact-info-step.module.css';

/** A labelled checkbox registered on the enclosing <Form> (USPS Address Validation, the skip boxes). */
export function CheckboxField<T extends FieldValues = FieldValues>({ id, name, label }: { id: string; name: Path<T>; label: string }) {
  const { register } = useFormApi<T>();
  return (
    <div className={styles.checkbox}>
      <input type="checkbox" id={id} {...register(name)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
