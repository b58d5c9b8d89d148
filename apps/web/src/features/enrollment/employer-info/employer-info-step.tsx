import { useMemo, useState } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  averageWorkWeekOptions,
  bargainingUnitOptions,
  canSkipContactValidation,
  clearUnofferedCompensation,
  compensationTypeOptions,
  EMPLOYER_INFO_FIELDS,
  EMPLOYER_INFO_FLAGS,
  EMPLOYER_MESSAGES,
  EmployerInfoStepOptionsSchema,
  employerInfoSchema,
  employerModes,
  employmentStatusOptions,
  ENROLLMENT_MESSAGES,
  holidayPolicyOptions,
  HOLIDAY_POLICY_KEYS,
  normalizeContact,
  offeredCompensationTypes,
  parseUsDate,
  TAB_TITLES,
  US_STATES,
  vacationPolicyOptions,
  WEB_MESSAGES,
  type EmployerInfo,
  type EmployerInfoField,
  type EmployerInfoStepOptions,
  type HolidayPolicyKey,
} from '@benefit-store/domain';
import { DateField, Form, FormErrorSummary, SelectField, TextField, useFieldError, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ErrorMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { flaggedContacts } from '../contact-info/api/save-contact-info';
import { CheckboxField } from '../contact-info/checkbox-field';
import { ContactField, type ContactFlag } from '../contact-info/contact-field';
import { OtpDialog } from '../contact-info/otp/otp-dialog';
import { useContactChecks } from '../contact-info/use-contact-checks';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { saveEmployerInfo, skipEmployerInfo } from './api/save-employer-info';
import styles from './employer-info-step.module.css';
import layout from '../wizard/step-layout.module.css';
import { DerivedStateField, DerivedZipField } from '../address/derived-state-field';
import { useZipState } from '../address/use-zip-state';

type TextName = Exclude<EmployerInfoField, 'holiday_policy'>;
export type EmployerFormValues = Record<TextName, string> & {
  holiday_policy: Record<HolidayPolicyKey, boolean>;
  with_validation: boolean;
  skip_validation_phone: boolean;
};

const SERVER_FIELDS = [...EMPLOYER_INFO_FIELDS, ...EMPLOYER_INFO_FLAGS.filter((f) => f !== 'skipped')] as unknown as readonly (keyof EmployerFormValues)[];
const TEXT_FIELDS = EMPLOYER_INFO_FIELDS.filter((f): f is TextName => f !== 'holiday_policy');

/** A save the phone check stopped before it was sent; the phone's info box already shows why. */
const PHONE_NEEDS_ATTENTION = new Error('phone needs attention');

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown) => v === 1 || v === true || v === '1';

/**
 * The form's starting values: what was saved, else the group's prefill (the step's value either way); a 1099
 * compensation type not offered any more is cleared. A saved Skip starts blank (the skip flag resets on entry).
 */
function defaultsFrom(value: unknown, offered: readonly string[]): EmployerFormValues {
  const saved = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const fields = Object.fromEntries(TEXT_FIELDS.map((f) => [f, text(saved[f])])) as Record<TextName, string>;
  fields.compensation_type = clearUnofferedCompensation(fields.compensation_type, offered);
  const policy = (saved.holiday_policy && typeof saved.holiday_policy === 'object' ? saved.holiday_policy : {}) as Record<string, unknown>;
  const holiday_policy = Object.fromEntries(HOLIDAY_POLICY_KEYS.map((k) => [k, flag(policy[k])])) as Record<HolidayPolicyKey, boolean>;
  return { ...fields, holiday_policy, with_validation: flag(saved.with_validation), skip_validation_phone: flag(saved.skip_validation_phone) };
}

/** The step's options; a server without them still gets a working form (every list, no Skip). */
function optionsFrom(step: StepProps['step']): EmployerInfoStepOptions {
  const parsed = EmployerInfoStepOptionsSchema.safeParse(step.options);
  if (parsed.success) return parsed.data;
  return {
    average_work_week: averageWorkWeekOptions(),
    employment_status: employmentStatusOptions(),
    vacation_policy: vacationPolicyOptions(),
    bargaining_unit: bargainingUnitOptions(),
    holiday_policy: holidayPolicyOptions(),
    compensation_types: compensationTypeOptions(offeredCompensationTypes({ isIha: false })),
    is_IHA: false,
    can_skip_validation: canSkipContactValidation(step.enroll_by),
    verified_phone: null,
    effective_date: null,
  };
}

const toSelect = (list: readonly { value: string; name: string }[]) => list.map((o) => ({ value: o.value, label: o.name }));

/**
 * Employer Information (spec 001 sections 2-5, 7, 8; issue 10 item 1): the employer's name, phone (verified by code
 * when the checks flag it), address with the state from the zip, the employment's details and holiday policy.
 * Prefilled from the employer group until saved. Employment status Retired blocks at once; Skip is offered only
 * with an IHA plan in the cart. The rules are the domain's employerInfoSchema; the save is save-employer-info.
 */
export default function EmployerInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId);
  const options = useMemo(() => optionsFrom(step), [step]);
  const offered = useMemo(() => options.compensation_types.map((o) => o.value), [options]);
  const schema = useMemo(
    () => employerInfoSchema(step.fields, { effectiveDate: options.effective_date ? parseUsDate(options.effective_date) : null, compensationTypes: offered }),
    [step.fields, options.effective_date, offered],
  );
  const form = useForm<EmployerFormValues, unknown, EmployerInfo>({
    resolver: zodResolver(schema) as unknown as Resolver<EmployerFormValues, unknown, EmployerInfo>,
    defaultValues: defaultsFrom(step.value, offered),
  });
  const { register, setValue, getValues, clearErrors, getFieldState, setFocus, watch, trigger } = form;
  const checks = useContactChecks(enrollmentId);
  const savedValue = (step.value && typeof step.value === 'object' ? step.value : {}) as Record<string, unknown>;
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(
    () => options.verified_phone ?? (savedValue.phone_verified === true && text(savedValue.phone) ? normalizeContact(text(savedValue.phone), 'phone') : null),
  );
  const [otpOpen, setOtpOpen] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const [skipError, setSkipError] = useState<string | null>(null);

  const modes = employerModes(step.fields);
  const shown = (name: EmployerInfoField) => modes[name] !== 'hidden';
  const readOnly = (name: EmployerInfoField) => modes[name] === 'readOnly' && name !== 'address2' && !name.startsWith('emp_');
  const phone = watch('phone');
  const isVerified = (raw: string) => verifiedPhone !== null && verifiedPhone === normalizeContact(raw, 'phone');

  const phoneFlag = (): ContactFlag | null => {
    const check = checks.current('phone', phone);
    if (check?.result !== 'invalid') return null;
    return { message: check.message, skip: options.can_skip_validation ? { name: 'skip_validation_phone', label: ENROLLMENT_MESSAGES.skipPhoneValidation } : undefined };
  };

  // Registered in form order first, so that a failed Next focuses the first invalid field from the top.
  for (const name of TEXT_FIELDS) register(name);

  const phoneRegistration = register('phone', {
    onChange: () => {
      if (getFieldState('phone').error?.type === 'server') clearErrors('phone');
      if (getValues('skip_validation_phone')) setValue('skip_validation_phone', false);
    },
    // An employer's number is shared by its employees: only its validity is asked, never whether someone has it.
    onBlur: () => {
      const raw = getValues('phone');
      if (!isVerified(raw)) void checks.run('phone', raw);
    },
  });

  // 'Saving is blocked if an employment status error exists': Retired is refused as soon as it is chosen.
  const statusRegistration = register('employment_status', { onChange: () => void trigger('employment_status') });

  // The employer name input accepts letters only (spec 001 section 5).
  const nameRegistration = register('name', {
    onChange: (event: { target: { value: string } }) => {
      const kept = event.target.value.replace(/[^\p{L} ]/gu, '').replace(/ {2,}/g, ' ');
      if (kept !== event.target.value) setValue('name', kept);
    },
  });

  const zipRegistration = useZipState(form);

  const submit = async (values: EmployerInfo) => {
    try {
      await saveEmployerInfo(enrollmentId ?? '', values);
    } catch (error) {
      const flagged = flaggedContacts(error).phone;
      if (flagged) {
        checks.record('phone', getValues('phone'), { result: 'invalid', message: flagged.error_message });
        if (!(isApiError(error) && error.fieldErrors.length > 0)) {
          setFocus('phone');
          throw PHONE_NEEDS_ATTENTION;
        }
      }
      throw error;
    }
    onSaved();
  };

  const skip = async () => {
    setSkipping(true);
    setSkipError(null);
    try {
      await skipEmployerInfo(enrollmentId ?? '');
      onSaved();
    } catch (error) {
      setSkipError(isApiError(error) ? (error.fieldErrors[0]?.error_message ?? error.message) : WEB_MESSAGES.loadFailed);
      setSkipping(false);
    }
  };

  const stateOptions = US_STATES.map((s) => ({ value: s.abbrev, label: s.name }));
  const skipButton =
    options.is_IHA && mode === 'step' ? (
      <Button variant="secondary" onClick={() => void skip()} busy={skipping} aria-describedby="employer-skip-hint">
        {skipping ? EMPLOYER_MESSAGES.skipping : EMPLOYER_MESSAGES.skip}
      </Button>
    ) : undefined;

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'employer-info-title' : undefined}>
      {mode === 'step' && (
        <h1 id="employer-info-title" className={layout.title}>
          {TAB_TITLES.employer_info}
        </h1>
      )}
      <Form
        form={form}
        onSubmit={submit}
        serverFields={SERVER_FIELDS}
        onUnmappedError={(error) => (error === PHONE_NEEDS_ATTENTION ? null : error instanceof Error ? error.message : String(error))}
        className={layout.form}
      >
        <div className={layout.grid}>
          {shown('name') && <RegisteredText id="employer-name" label={EMPLOYER_MESSAGES.employerNameLabel} registration={nameRegistration} maxLength={100} autoComplete="organization" disabled={readOnly('name')} />}
          {shown('phone') && (
            <ContactField
              id="employer-phone"
              label={EMPLOYER_MESSAGES.employerPhoneLabel}
              type="tel"
              autoComplete="off"
              inputMode="tel"
              maxLength={32}
              disabled={readOnly('phone')}
              registration={phoneRegistration}
              verified={isVerified(phone)}
              flag={phoneFlag()}
              checking={checks.checking.phone === true}
              onValidateViaOtp={() => setOtpOpen(true)}
            />
          )}
          {shown('address1') && <TextField<EmployerFormValues> id="employer-address1" name="address1" label={ENROLLMENT_MESSAGES.streetAddress1Label} maxLength={100} disabled={readOnly('address1')} />}
          {shown('address2') && <TextField<EmployerFormValues> id="employer-address2" name="address2" label={ENROLLMENT_MESSAGES.streetAddress2Label} maxLength={100} />}
          {shown('city') && <TextField<EmployerFormValues> id="employer-city" name="city" label={ENROLLMENT_MESSAGES.cityLabel} maxLength={50} disabled={readOnly('city')} />}
          {shown('zip') && <DerivedZipField id="employer-zip" registration={zipRegistration} disabled={readOnly('zip')} />}
          {shown('state') && <DerivedStateField id="employer-state" options={stateOptions} errorsOnZip />}
          {shown('average_work_week') && (
            <SelectField<EmployerFormValues> id="employer-work-week" name="average_work_week" label={EMPLOYER_MESSAGES.averageWorkWeekLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={toSelect(options.average_work_week)} />
          )}
          {shown('employment_start_date') && <DateField id="employer-start-date" name="employment_start_date" label={EMPLOYER_MESSAGES.employmentStartDateLabel} />}
          {shown('occupation') && <TextField<EmployerFormValues> id="employer-occupation" name="occupation" label={EMPLOYER_MESSAGES.occupationLabel} maxLength={100} disabled={readOnly('occupation')} />}
          {shown('compensation_type') && (
            <SelectField<EmployerFormValues> id="employer-compensation" name="compensation_type" label={EMPLOYER_MESSAGES.compensationTypeLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={toSelect(options.compensation_types)} />
          )}
          {shown('employment_status') && <RegisteredSelect id="employer-status" label={EMPLOYER_MESSAGES.employmentStatusLabel} registration={statusRegistration} options={toSelect(options.employment_status)} />}
          {shown('emp_industry') && <TextField<EmployerFormValues> id="employer-industry" name="emp_industry" label={EMPLOYER_MESSAGES.employerIndustryLabel} maxLength={100} />}
          {shown('emp_num_employed') && <TextField<EmployerFormValues> id="employer-count" name="emp_num_employed" label={EMPLOYER_MESSAGES.employeeCountLabel} inputMode="numeric" maxLength={7} />}
          {shown('emp_vac_policy') && (
            <SelectField<EmployerFormValues> id="employer-vacation" name="emp_vac_policy" label={EMPLOYER_MESSAGES.vacationPolicyLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={toSelect(options.vacation_policy)} />
          )}
          {shown('emp_barg_unit') && (
            <SelectField<EmployerFormValues> id="employer-bargaining" name="emp_barg_unit" label={EMPLOYER_MESSAGES.bargainingUnitLabel} placeholder={WEB_MESSAGES.selectPlaceholder} options={toSelect(options.bargaining_unit)} />
          )}
        </div>
        {shown('holiday_policy') && <HolidayPolicyField options={options.holiday_policy} />}
        <CheckboxField<EmployerFormValues> id="employer-with-validation" name="with_validation" label={ENROLLMENT_MESSAGES.uspsAddressValidationLabel} />
        <FormErrorSummary />
        {skipButton && (
          <p id="employer-skip-hint" className={styles.hint}>
            {EMPLOYER_MESSAGES.skipHint}
          </p>
        )}
        {skipError && <ErrorMessage message={skipError} />}
        <StepActions mode={mode} saveLater onCancelEdit={onCancelEdit} beforeNext={skipButton} />
      </Form>
      <OtpDialog
        key={normalizeContact(phone ?? '', 'phone')}
        open={otpOpen}
        onOpenChange={setOtpOpen}
        type="phone"
        contact={phone ?? ''}
        enrollmentId={enrollmentId ?? ''}
        onVerified={(contact) => {
          setVerifiedPhone(contact);
          checks.record('phone', phone ?? '', { result: 'ok' });
          if (getValues('skip_validation_phone')) setValue('skip_validation_phone', false);
        }}
        onCloseFocus={() => setFocus('phone')}
      />
    </section>
  );
}

interface RegisteredTextProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  maxLength: number;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  disabled?: boolean;
}

/** A text input with its own registration (the name's letters-only filter, the zip's state lookup). */
function RegisteredText({ id, label, registration, ...input }: RegisteredTextProps) {
  const error = useFieldError(registration.name);
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => <input type="text" {...input} {...control} {...registration} />}
    </FormField>
  );
}

/** A select with its own registration (employment status: checked as soon as it changes). */
function RegisteredSelect({ id, label, registration, options }: { id: string; label: string; registration: UseFormRegisterReturn; options: { value: string; label: string }[] }) {
  const error = useFieldError(registration.name);
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select {...control} {...registration}>
          <option value="">{WEB_MESSAGES.selectPlaceholder}</option>
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

/** Holiday policy: one checkbox per key in a named group; 'Select at least one holiday policy' under the group. */
function HolidayPolicyField({ options }: { options: readonly { value: string; name: string }[] }) {
  const { register } = useFormApi<EmployerFormValues>();
  const error = useFieldError('holiday_policy');
  const errorId = 'employer-holiday-error';
  return (
    <fieldset className={styles.holidays} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{EMPLOYER_MESSAGES.holidayPolicyLegend}</legend>
      <div className={styles.holidayGrid}>
        {options.map((o) => {
          const id = `employer-holiday-${o.value}`;
          return (
            <div key={o.value} className={styles.checkbox}>
              <input type="checkbox" id={id} {...register(`holiday_policy.${o.value as HolidayPolicyKey}`)} />
              <label htmlFor={id}>{o.name}</label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
