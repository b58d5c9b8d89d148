import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatDateInput, GENDER_OPTIONS, US_DATE_LENGTH, WEB_MESSAGES, ZIP_LENGTH } from '@benefit-store/domain';
import { SelectField, TextField, TierField, useFieldError, useFormApi } from '../../../components/form';
import { FormField } from '../../../components/ui/form-field';

interface DateFieldProps {
  id: string;
  label: string;
  /** The field's name in the enclosing <Form>. */
  name: string;
  autoComplete?: string | undefined;
}

/** A MM/DD/YYYY text input: the slashes are typed in for the person as the digits arrive. */
export function DateField({ id, label, name, autoComplete }: DateFieldProps) {
  const { register } = useFormApi();
  const field: UseFormRegisterReturn = register(name);
  return (
    <FormField id={id} label={label} error={useFieldError(name)}>
      {(control) => (
        <input
          {...control}
          {...field}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder={WEB_MESSAGES.datePlaceholder}
          maxLength={US_DATE_LENGTH}
          onChange={(event) => {
            event.target.value = formatDateInput(event.target.value);
            return field.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}

interface BasicInfoFieldsProps {
  /** Starts each control's id ('filter' gives filter-zip, filter-gender…): two forms can be on one page. */
  idPrefix: string;
  /** The landing form lets the browser fill the visitor's own birthday; the edit popup does not. */
  dobAutoComplete?: string;
}

/**
 * Zip Code, Gender, Choose Tier and DOB: the basic information asked on the landing form and in the Edit popup.
 * Registered on the enclosing <Form> as zip, gender, tier and dob.
 */
export function BasicInfoFields({ idPrefix, dobAutoComplete }: BasicInfoFieldsProps) {
  return (
    <>
      <TextField id={`${idPrefix}-zip`} name="zip" label={WEB_MESSAGES.zipCode} inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH} />
      <SelectField id={`${idPrefix}-gender`} name="gender" label={WEB_MESSAGES.gender} placeholder={WEB_MESSAGES.selectPlaceholder} options={GENDER_OPTIONS} />
      <TierField id={`${idPrefix}-tier`} />
      <DateField id={`${idPrefix}-dob`} label={WEB_MESSAGES.dob} name="dob" autoComplete={dobAutoComplete} />
    </>
  );
}
