import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatDateInput, GENDER_OPTIONS, tierOptions, US_DATE_LENGTH, ZIP_LENGTH } from '@benefit-store/domain';
import { FormField } from '../../../components/ui/form-field';

const TIER_OPTIONS = tierOptions();

export type BasicInfoName = 'zip' | 'gender' | 'tier' | 'dob';

interface DateFieldProps {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
  autoComplete?: string;
}

/** A MM/DD/YYYY text input: the slashes are typed in for the person as the digits arrive. */
export function DateField({ id, label, field, error, autoComplete }: DateFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...field}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          placeholder="MM/DD/YYYY"
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
  /** The form's register('zip'), register('gender')… */
  fields: Record<BasicInfoName, UseFormRegisterReturn>;
  /** The message shown under a field, if any. */
  message: (name: BasicInfoName) => string | undefined;
  /** The landing form lets the browser fill the visitor's own birthday; the edit popup does not. */
  dobAutoComplete?: string;
}

/** Zip Code, Gender, Choose Tier and DOB: the basic information asked on the landing form and in the Edit popup. */
export function BasicInfoFields({ idPrefix, fields, message, dobAutoComplete }: BasicInfoFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-zip`} label="Zip Code" error={message('zip')}>
        {(control) => <input {...control} {...fields.zip} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH} />}
      </FormField>
      <FormField id={`${idPrefix}-gender`} label="Gender" error={message('gender')}>
        {(control) => (
          <select {...control} {...fields.gender}>
            <option value="">Select</option>
            {GENDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={`${idPrefix}-tier`} label="Choose Tier" error={message('tier')}>
        {(control) => (
          <select {...control} {...fields.tier}>
            <option value="">Select</option>
            {TIER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <DateField id={`${idPrefix}-dob`} label="DOB" field={fields.dob} error={message('dob')} autoComplete={dobAutoComplete} />
    </>
  );
}
