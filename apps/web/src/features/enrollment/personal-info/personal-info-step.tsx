import { useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENROLLER_CODE_MAX,
  ENROLLMENT_MESSAGES,
  fieldMode,
  isEnrollerCodeRequired,
  MARITAL_STATUS_CODES,
  MARITAL_STATUS_LABELS,
  PERSONAL_GENDER_CODES,
  PERSONAL_GENDER_LABELS,
  PERSONAL_INFO_FIELDS,
  personalInfoSchema,
  PRIOR_CARRIER_NAME_MAX,
  PRIOR_COVERAGE,
  PRIOR_COVERAGE_FIELDS,
  PrimaryInfoStepOptionsSchema,
  STORE_WEB_MESSAGES,
  TAB_TITLES,
  WEB_MESSAGES,
  type EnrollCodeRule,
  type FieldDefinition,
  type PersonalInfo,
  type PersonalInfoField,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { saveEnrollerCode } from './api/save-enroller-code';
import { savePersonalInfo } from './api/save-personal-info';
import { EnrollerCodeDialog } from './enroller-code-dialog';
import { ChoiceField, PlainSelect, SsnField, UsDateField, type PersonalFormValues } from './personal-fields';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import styles from './personal-info-step.module.css';
import layout from '../wizard/step-layout.module.css';

const SERVER_FIELDS = [...PERSONAL_INFO_FIELDS, ...PRIOR_COVERAGE_FIELDS, 'enroller_code'] as const satisfies readonly (keyof PersonalFormValues)[];
const NO_ENROLL_CODE: EnrollCodeRule = { status: false, is_optional: true };

const GENDER_OPTIONS = PERSONAL_GENDER_CODES.map((code) => ({ value: code, label: PERSONAL_GENDER_LABELS[code] }));
const MARITAL_OPTIONS = MARITAL_STATUS_CODES.map((code) => ({ value: code, label: MARITAL_STATUS_LABELS[code] }));
const PRIOR_OPTIONS = [
  { value: String(PRIOR_COVERAGE.none), label: ENROLLMENT_MESSAGES.noPriorCoverage },
  { value: String(PRIOR_COVERAGE.hadCarrier), label: ENROLLMENT_MESSAGES.hadInsuranceCarrier },
];

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * The form's starting values: the saved personal information (get-enrollment-temp-info's primary_info; before the
 * first save only gender and birthdate from the filter), read-only fields falling back to the definition's value.
 */
function defaultsFrom(value: unknown, fields: readonly FieldDefinition[]): PersonalFormValues {
  const saved = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const pick = (name: keyof PersonalFormValues) => text(saved[name]) || text(fields.find((f) => f.field_name === name)?.value);
  return {
    first_name: pick('first_name'),
    middle_name: pick('middle_name'),
    last_name: pick('last_name'),
    weight: pick('weight'),
    height_feet: pick('height_feet'),
    height_inch: pick('height_inch'),
    gender: pick('gender'),
    marital_status: pick('marital_status'),
    ssn: pick('ssn'),
    birthdate: pick('birthdate'),
    prior_coverage_flag: pick('prior_coverage_flag'),
    prior_carrier_name: pick('prior_carrier_name'),
    prior_effective_date: pick('prior_effective_date'),
    prior_term_date: pick('prior_term_date'),
    enroller_code: pick('enroller_code'),
  };
}

/** The step's enroller code rule (check-enroll-code's answer in the bootstrap options); none when absent. */
function enrollCodeFrom(options: unknown): EnrollCodeRule {
  const parsed = PrimaryInfoStepOptionsSchema.safeParse(options);
  return parsed.success ? parsed.data.enroll_code : NO_ENROLL_CODE;
}

/** save-enroller-code names the code `enrollerCode`; in this form the field is `enroller_code`. */
function asFormFieldError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fieldErrors = error.fieldErrors.map((f) => (f.target_element === 'enrollerCode' ? { ...f, target_element: 'enroller_code' } : f));
  return new ApiError(error.message, error.status, error.errorCode, fieldErrors, error.body);
}

/**
 * Personal Information (spec 001 sections 2, 3, 5): names, weight and height, gender and date of birth (read-only,
 * from the filter), marital status, SSN, prior coverage, and the enroller code when the server asks for it. Only
 * the fields the server's definitions flag are shown; the rules are the domain's personalInfoSchema.
 */
export default function PersonalInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const enrollCode = useMemo(() => enrollCodeFrom(step.options), [step.options]);
  const codeRequired = isEnrollerCodeRequired(enrollCode);
  const codeOptional = enrollCode.status && !codeRequired;
  const schema = useMemo(() => personalInfoSchema(step.fields, { enrollerCodeRequired: codeRequired }), [step.fields, codeRequired]);
  const form = useForm<PersonalFormValues, unknown, PersonalInfo>({
    resolver: zodResolver(schema) as unknown as Resolver<PersonalFormValues, unknown, PersonalInfo>,
    defaultValues: defaultsFrom(step.value, step.fields),
  });
  const priorChoice = form.watch('prior_coverage_flag');
  const [savedCode, setSavedCode] = useState<string | null>(() => text((step.value as Record<string, unknown> | null)?.enroller_code) || null);
  const [codeDialogOpen, setCodeDialogOpen] = useState(false);
  const codeButton = useRef<HTMLButtonElement>(null);

  const mode_ = (name: PersonalInfoField) => fieldMode(step.fields, name);
  const shown = (name: PersonalInfoField) => mode_(name) !== 'hidden';
  const readOnly = (name: PersonalInfoField) => mode_(name) === 'readOnly';
  const hadCarrier = shown('prior_coverage_flag') && priorChoice === String(PRIOR_COVERAGE.hadCarrier);

  const submit = async (values: PersonalInfo) => {
    // A required enroller code is checked with the server first; its refusal goes under the code field.
    if (codeRequired && values.enroller_code) {
      try {
        await saveEnrollerCode(enrollmentId, values.enroller_code);
      } catch (error) {
        throw asFormFieldError(error);
      }
    }
    await savePersonalInfo(enrollmentId, values);
    onSaved();
  };

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'personal-info-title' : undefined} aria-label={mode === 'edit' ? TAB_TITLES.primary_info : undefined}>
      {mode === 'step' && (
        <h1 id="personal-info-title" className={layout.title}>
          {TAB_TITLES.primary_info}
        </h1>
      )}
      <Form form={form} onSubmit={submit} serverFields={SERVER_FIELDS} className={styles.form}>
        <div className={layout.grid}>
          {shown('first_name') && (
            <TextField<PersonalFormValues> id="personal-first-name" name="first_name" label={ENROLLMENT_MESSAGES.firstNameLabel} autoComplete="off" maxLength={50} disabled={readOnly('first_name')} />
          )}
          {shown('middle_name') && (
            <TextField<PersonalFormValues> id="personal-middle-name" name="middle_name" label={ENROLLMENT_MESSAGES.middleNameLabel} autoComplete="off" maxLength={50} disabled={readOnly('middle_name')} />
          )}
          {shown('last_name') && (
            <TextField<PersonalFormValues> id="personal-last-name" name="last_name" label={ENROLLMENT_MESSAGES.lastNameLabel} autoComplete="off" maxLength={50} disabled={readOnly('last_name')} />
          )}
          {shown('weight') && (
            <TextField<PersonalFormValues> id="personal-weight" name="weight" label={ENROLLMENT_MESSAGES.weightLabel} inputMode="numeric" autoComplete="off" maxLength={4} disabled={readOnly('weight')} />
          )}
          {(shown('height_feet') || shown('height_inch')) && (
            <div className={styles.pair}>
              {shown('height_feet') && (
                <TextField<PersonalFormValues> id="personal-height-feet" name="height_feet" label={ENROLLMENT_MESSAGES.heightFeetLabel} inputMode="numeric" autoComplete="off" maxLength={1} disabled={readOnly('height_feet')} />
              )}
              {shown('height_inch') && (
                <TextField<PersonalFormValues> id="personal-height-inch" name="height_inch" label={ENROLLMENT_MESSAGES.heightInchLabel} inputMode="numeric" autoComplete="off" maxLength={2} disabled={readOnly('height_inch')} />
              )}
            </div>
          )}
          {shown('gender') && (
            <PlainSelect id="personal-gender" name="gender" label={WEB_MESSAGES.gender} placeholder={WEB_MESSAGES.selectPlaceholder} options={GENDER_OPTIONS} disabled={readOnly('gender')} />
          )}
          {shown('marital_status') && (
            <PlainSelect
              id="personal-marital-status"
              name="marital_status"
              label={ENROLLMENT_MESSAGES.maritalStatusLabel}
              placeholder={WEB_MESSAGES.selectPlaceholder}
              options={MARITAL_OPTIONS}
              disabled={readOnly('marital_status')}
            />
          )}
          {shown('ssn') && <SsnField id="personal-ssn" label={ENROLLMENT_MESSAGES.ssnLabel} onFileHint={(last4) => ENROLLMENT_MESSAGES.ssnOnFile({ last4 })} disabled={readOnly('ssn')} />}
          {shown('birthdate') && <UsDateField id="personal-birthdate" name="birthdate" label={ENROLLMENT_MESSAGES.dateOfBirthLabel} disabled={readOnly('birthdate')} />}
          {codeRequired && (
            <TextField<PersonalFormValues>
              id="personal-enroller-code"
              name="enroller_code"
              label={ENROLLMENT_MESSAGES.enrollerCodeLabel}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={ENROLLER_CODE_MAX}
            />
          )}
        </div>

        {shown('prior_coverage_flag') && (
          <div className={styles.prior}>
            <ChoiceField id="personal-prior-coverage" name="prior_coverage_flag" legend={ENROLLMENT_MESSAGES.priorCoverageQuestion} options={PRIOR_OPTIONS} disabled={readOnly('prior_coverage_flag')} />
            {hadCarrier && (
              <div className={styles.priorDetails}>
                <div className={styles.carrier}>
                  <TextField<PersonalFormValues> id="personal-prior-carrier" name="prior_carrier_name" label={ENROLLMENT_MESSAGES.priorCarrierNameLabel} autoComplete="off" maxLength={PRIOR_CARRIER_NAME_MAX} />
                </div>
                <div className={styles.pair}>
                  <UsDateField id="personal-prior-effective" name="prior_effective_date" label={STORE_WEB_MESSAGES.effectiveDate} />
                  <UsDateField id="personal-prior-term" name="prior_term_date" label={ENROLLMENT_MESSAGES.priorTermDateLabel} />
                </div>
              </div>
            )}
          </div>
        )}

        {codeOptional && (
          <div className={styles.enrollerCode}>
            <Button ref={codeButton} variant="secondary" onClick={() => setCodeDialogOpen(true)}>
              {ENROLLMENT_MESSAGES.enterEnrollerCode}
            </Button>
            <p className={styles.savedCode} role="status">
              {savedCode ? ENROLLMENT_MESSAGES.enrollerCodeSaved({ code: savedCode }) : null}
            </p>
          </div>
        )}

        <FormErrorSummary />
        <StepActions mode={mode} saveLater={false} onCancelEdit={onCancelEdit} />
      </Form>
      {codeOptional && (
        <EnrollerCodeDialog
          open={codeDialogOpen}
          onOpenChange={setCodeDialogOpen}
          enrollmentId={enrollmentId}
          savedCode={savedCode}
          onSaved={(code) => {
            setSavedCode(code);
            setCodeDialogOpen(false);
          }}
          onCloseFocus={() => codeButton.current?.focus()}
        />
      )}
    </section>
  );
}
