import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { tierOptions, translateSourceText, WEB_MESSAGES } from '@benefit-store/domain';
import { FormField } from '../ui/form-field';
import { useFormApi } from './form';

/** The message under a field of the enclosing <Form>: the client check's or the server's, in the page's locale. */
export function useFieldError(name: string): string | undefined {
  const { getFieldState, formState } = useFormApi();
  const message = getFieldState(name, formState).error?.message as string | undefined;
  return message === undefined ? undefined : translateSourceText(message);
}

interface TextFieldProps<T extends FieldValues> extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  id: string;
  name: Path<T>;
  label: string;
}

/** A labelled text input registered on the enclosing <Form>, its error under it. */
export function TextField<T extends FieldValues = FieldValues>({ id, name, label, ...input }: TextFieldProps<T>) {
  const { register } = useFormApi<T>();
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      {(control) => <input type="text" {...input} {...control} {...register(name)} />}
    </FormField>
  );
}

interface SelectFieldProps<T extends FieldValues> {
  id: string;
  name: Path<T>;
  label: string;
  /** The first, empty option ('Select'). */
  placeholder?: string;
  options: readonly { value: string | number; label: ReactNode }[];
}

/** A labelled select registered on the enclosing <Form>, its error under it. */
export function SelectField<T extends FieldValues = FieldValues>({ id, name, label, placeholder, options }: SelectFieldProps<T>) {
  const { register } = useFormApi<T>();
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      {(control) => (
        <select {...control} {...register(name)}>
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

const TIER_OPTIONS = tierOptions();

/**
 * Choose Tier: the one tier select of the landing form, the Edit popup (both through BasicInfoFields) and the member
 * store link. Kept with the other field helpers so the member store page does not load the basic fields with it.
 */
export function TierField({ id, name = 'tier' }: { id: string; name?: string }) {
  return <SelectField id={id} name={name} label={WEB_MESSAGES.chooseTier} placeholder={WEB_MESSAGES.selectPlaceholder} options={TIER_OPTIONS} />;
}
