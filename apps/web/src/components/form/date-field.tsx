import { formatDateInput, US_DATE_LENGTH, WEB_MESSAGES } from '@benefit-store/domain';
import type { ControlProps } from '../ui/form-field';
import { FormField } from '../ui/form-field';
import { useFieldError } from './fields';
import { useFormApi } from './form';

interface DateInputProps {
  /** The id, description and class FormField gives its control. */
  control: ControlProps;
  /** The field's name in the enclosing <Form>. */
  name: string;
  disabled?: boolean | undefined;
  autoComplete?: string | undefined;
}

/**
 * The one MM/DD/YYYY input every typed date uses (domain formatDateInput): slashes inserted as the digits come, at
 * most 10 characters, a digit never changed (13/01/1990 stays so and the schema says why under the field), an ISO
 * date typed or pasted read as one. For a control inside another FormField (a health question's detail).
 */
export function DateInput({ control, name, disabled, autoComplete = 'off' }: DateInputProps) {
  const { register } = useFormApi();
  const field = register(name);
  return (
    <input
      {...control}
      {...field}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={WEB_MESSAGES.datePlaceholder}
      maxLength={US_DATE_LENGTH}
      disabled={disabled}
      onChange={(event) => {
        event.target.value = formatDateInput(event.target.value);
        return field.onChange(event);
      }}
    />
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  /** The field's name in the enclosing <Form>. */
  name: string;
  disabled?: boolean | undefined;
  autoComplete?: string | undefined;
}

/** A labelled date field of the enclosing <Form>, its error ('Please enter a date as MM/DD/YYYY', …) under it. */
export function DateField({ id, label, name, disabled, autoComplete }: DateFieldProps) {
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      {(control) => <DateInput control={control} name={name} disabled={disabled} autoComplete={autoComplete} />}
    </FormField>
  );
}
