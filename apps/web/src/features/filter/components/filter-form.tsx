import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  isTier,
  needsChildren,
  needsSpouse,
  parseAnyDate,
  toUsDate,
  WEB_MESSAGES,
  type DependentInfo,
  type FilterInfoAnswer,
  type LandingFilter as FilterValues,
  type LandingFilterInput as FilterFormInput,
} from '@benefit-store/domain';
// From the form's own files, not its index: the index also brings ChoiceForm and its messages, which the landing does not show.
import { Form, FormErrorSummary, SubmitButton } from '../../../components/form/form';
import { useClientState } from '../../../lib/client-state';
import { useEnrollmentTempInfo } from '../api/get-enrollment-temp-info';
import { useTempDependentInfo } from '../api/get-temp-dependent-info';
import { useSubmitFilter } from '../api/use-submit-filter';
import { useLocationStore } from '../location-store';
import { BasicInfoFields } from './basic-info-fields';
import { DependentFields } from './dependent-fields';
import { filterResolver, loadFilterValidation } from './filter-resolver';
import styles from './filter-form.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob', 'dep_dob', 'no_of_children'] as const;
const EMPTY: FilterFormInput = { zip: '', gender: '', tier: '', dob: '', dep_dob: '', no_of_children: '' };

function toFormValues(info: FilterInfoAnswer, dependents: DependentInfo | undefined): FilterFormInput {
  const dob = parseAnyDate(info.dob ?? '');
  return {
    zip: info.zip ?? '',
    gender: info.gender === null ? '' : String(info.gender),
    tier: info.tier ?? '',
    dob: dob ? toUsDate(dob) : '',
    dep_dob: dependents?.spouse_dob ?? '',
    no_of_children: dependents?.no_of_children == null ? '' : String(dependents.no_of_children),
  };
}

const hasDependents = (tier: unknown) => isTier(tier) && (needsSpouse(tier) || needsChildren(tier));

/** The landing banner form: Zip Code, Gender, Choose Tier, DOB and Submit. */
export function FilterForm({ onSubmitted }: { onSubmitted: () => void | Promise<void> }) {
  const tempId = useClientState((s) => s.tempId);
  const saved = useEnrollmentTempInfo(tempId, 'filter_info');
  // The stored dependents are asked for only when the stored tier has any.
  const dependents = useTempDependentInfo(saved.data && hasDependents(saved.data.tier) ? tempId : null);
  const submit = useSubmitFilter();
  const form = useForm<FilterFormInput, unknown, FilterValues>({ resolver: filterResolver, defaultValues: EMPTY });
  const { reset, getFieldState, getValues, setValue } = form;
  const tier = form.watch('tier');

  // Fill the form once from the stored enrollment, unless the visitor has started typing.
  const prefilled = useRef<unknown>(null);
  const dependentsReady = !dependents.isLoading;
  useEffect(() => {
    if (!saved.data || !dependentsReady || prefilled.current === saved.data) return;
    prefilled.current = saved.data;
    if (!FIELDS.some((f) => getFieldState(f).isDirty)) reset(toFormValues(saved.data, dependents.data));
  }, [saved.data, dependents.data, dependentsReady, reset, getFieldState]);

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
        // Awaited: Submit stays busy while the next page's code loads, so the page never shows an empty area.
        await onSubmitted();
      }}
      serverFields={FIELDS}
      onFocus={() => void loadFilterValidation().catch(() => undefined)}
    >
      <BasicInfoFields idPrefix="filter" dobAutoComplete="bday" />
      <DependentFields idPrefix="filter" tier={isTier(tier) ? tier : null} />
      <div className={styles.actions}>
        <SubmitButton className={styles.submit}>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
      {saved.isLoading && <p className={styles.hint}>{WEB_MESSAGES.loading}</p>}
      {saved.isError && <p className={styles.hint}>{WEB_MESSAGES.savedDetailsFailed}</p>}
      <FormErrorSummary className={styles.formError} />
    </Form>
  );
}
