import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  formatDateInput,
  GENDER_OPTIONS,
  parseAnyDate,
  tierOptions,
  toUsDate,
  US_DATE_LENGTH,
  WEB_MESSAGES,
  ZIP_LENGTH,
  type FilterForm as FilterValues,
  type FilterFormInput,
  type FilterInfo,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useEnrollmentTempInfo } from '../api/get-enrollment-temp-info';
import { useSubmitFilter } from '../api/use-submit-filter';
import { useLocationStore } from '../location-store';
import { filterResolver, loadFilterValidation } from './filter-resolver';
import styles from './filter-form.module.css';

const FIELDS = ['zip', 'gender', 'tier', 'dob'] as const;
const EMPTY: FilterFormInput = { zip: '', gender: '', tier: '', dob: '' };
const TIER_OPTIONS = tierOptions();

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

  const dob = register('dob');
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  return (
    <form
      className={styles.form}
      onSubmit={handleSubmit(onValid)}
      onFocus={() => void loadFilterValidation().catch(() => undefined)}
      noValidate
      aria-busy={submit.isPending}
    >
      <FormField id="filter-zip" label="Zip Code" error={message('zip')}>
        {(control) => (
          <input {...control} {...register('zip')} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={ZIP_LENGTH} />
        )}
      </FormField>
      <FormField id="filter-gender" label="Gender" error={message('gender')}>
        {(control) => (
          <select {...control} {...register('gender')}>
            <option value="">Select</option>
            {GENDER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="filter-tier" label="Choose Tier" error={message('tier')}>
        {(control) => (
          <select {...control} {...register('tier')}>
            <option value="">Select</option>
            {TIER_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="filter-dob" label="DOB" error={message('dob')}>
        {(control) => (
          <input
            {...control}
            {...dob}
            type="text"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM/DD/YYYY"
            maxLength={US_DATE_LENGTH}
            onChange={(event) => {
              event.target.value = formatDateInput(event.target.value);
              return dob.onChange(event);
            }}
          />
        )}
      </FormField>
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
