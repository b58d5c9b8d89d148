import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  parseAnyDate,
  toUsDate,
  WEB_MESSAGES,
  type FilterForm as FilterValues,
  type FilterFormInput,
  type FilterInfoAnswer,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton } from '../../../components/form';
import { useClientState } from '../../../lib/client-state';
import { useEnrollmentTempInfo } from '../api/get-enrollment-temp-info';
import { useSubmitFilter } from '../api/use-submit-filter';
import { useLocationStore } from '../location-store';
import { BasicInfoFields } from './basic-info-fields';
import { filterResolver, loadFilterValidation } from './filter-resolver';
import styles from './filter-form.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob'] as const;
const EMPTY: FilterFormInput = { zip: '', gender: '', tier: '', dob: '' };

function toFormValues(info: FilterInfoAnswer): FilterFormInput {
  const dob = parseAnyDate(info.dob ?? '');
  return { zip: info.zip ?? '', gender: info.gender === null ? '' : String(info.gender), tier: info.tier ?? '', dob: dob ? toUsDate(dob) : '' };
}

/** The landing banner form: Zip Code, Gender, Choose Tier, DOB and Submit. */
export function FilterForm({ onSubmitted }: { onSubmitted: () => void }) {
  const tempId = useClientState((s) => s.tempId);
  const saved = useEnrollmentTempInfo(tempId, 'filter_info');
  const submit = useSubmitFilter();
  const form = useForm<FilterFormInput, unknown, FilterValues>({ resolver: filterResolver, defaultValues: EMPTY });
  const { reset, getFieldState, getValues, setValue } = form;

  // Fill the form once from the stored enrollment, unless the visitor has started typing.
  const prefilled = useRef<unknown>(null);
  useEffect(() => {
    if (!saved.data || prefilled.current === saved.data) return;
    prefilled.current = saved.data;
    if (!FIELDS.some((f) => getFieldState(f).isDirty)) reset(toFormValues(saved.data));
  }, [saved.data, reset, getFieldState]);

  // The zip found from the location banner fills an empty zip field (the visitor can still change it).
  const locationZip = useLocationStore((s) => s.zip);
  useEffect(() => {
    if (!locationZip || getFieldState('zip').isDirty || getValues('zip')) return;
    setValue('zip', locationZip);
  }, [locationZip, getFieldState, getValues, setValue]);

  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={async (values) => {
        await submit(values);
        onSubmitted();
      }}
      serverFields={FIELDS}
      onFocus={() => void loadFilterValidation().catch(() => undefined)}
    >
      <BasicInfoFields idPrefix="filter" dobAutoComplete="bday" />
      <div className={styles.actions}>
        <SubmitButton className={styles.submit}>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
      {saved.isLoading && <p className={styles.hint}>{WEB_MESSAGES.loading}</p>}
      {saved.isError && <p className={styles.hint}>{WEB_MESSAGES.savedDetailsFailed}</p>}
      <FormErrorSummary className={styles.formError} />
    </Form>
  );
}
