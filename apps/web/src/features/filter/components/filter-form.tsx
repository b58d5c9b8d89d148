import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  parseAnyDate,
  toUsDate,
  WEB_MESSAGES,
  type FilterForm as FilterValues,
  type FilterFormInput,
  type FilterInfo,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useEnrollmentTempInfo } from '../api/get-enrollment-temp-info';
import { useSubmitFilter } from '../api/use-submit-filter';
import { useLocationStore } from '../location-store';
import { BasicInfoFields } from './basic-info-fields';
import { filterResolver, loadFilterValidation } from './filter-resolver';
import styles from './filter-form.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob'] as const;
const EMPTY: FilterFormInput = { zip: '', gender: '', tier: '', dob: '' };

function toFormValues(info: FilterInfo): FilterFormInput {
  const dob = parseAnyDate(info.dob ?? '');
  return { zip: info.zip ?? '', gender: info.gender === null ? '' : String(info.gender), tier: info.tier ?? '', dob: dob ? toUsDate(dob) : '' };
}

/** The landing banner form: Zip Code, Gender, Choose Tier, DOB and Submit. */
export function FilterForm({ onSubmitted }: { onSubmitted: () => void }) {
  const tempId = useClientState((s) => s.tempId);
  const saved = useEnrollmentTempInfo(tempId, 'filter_info');
  const submit = useSubmitFilter();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getFieldState,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<FilterFormInput, unknown, FilterValues>({ resolver: filterResolver, defaultValues: EMPTY });

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

  const onValid = (values: FilterValues) => {
    if (submit.isPending) return;
    setFormError(null);
    submit.mutate(values, {
      onSuccess: () => onSubmitted(),
      onError: (error) => {
        if (!applyServerFieldErrors(error, setError, FIELDS)) setFormError(error.message);
      },
    });
  };

  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid)}
      onFocus={() => void loadFilterValidation().catch(() => undefined)}
      noValidate
      aria-busy={submit.isPending}
    >
      <BasicInfoFields
        idPrefix="filter"
        fields={{ zip: register('zip'), gender: register('gender'), tier: register('tier'), dob: register('dob') }}
        message={message}
        dobAutoComplete="bday"
      />
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} busy={submit.isPending}>
          Submit
        </Button>
      </div>
      {saved.isLoading && <p className={styles.hint}>{WEB_MESSAGES.loading}</p>}
      {saved.isError && <p className={styles.hint}>{WEB_MESSAGES.savedDetailsFailed}</p>}
      {formError && (
        <div className={styles.formError}>
          <ErrorMessage message={formError} />
        </div>
      )}
    </form>
  );
}
