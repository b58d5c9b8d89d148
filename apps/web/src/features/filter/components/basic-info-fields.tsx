import { GENDER_OPTIONS, WEB_MESSAGES, ZIP_LENGTH } from '@benefit-store/domain';
// From the form's own files, not its index: the index also brings ChoiceForm and its messages, which the landing does not show.
import { DateField } from '../../../components/form/date-field';
import { SelectField, TextField, TierField } from '../../../components/form/fields';

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
