import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  DEPENDENT_GENDER_CODES,
  DEPENDENT_MESSAGES,
  DISABILITY_CONDITION_MAX,
  ENROLLMENT_MESSAGES,
  fieldMode,
  MESSAGES,
  PERSON_NAME_MAX,
  PERSONAL_GENDER_LABELS,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type DependentField,
  type DependentFormValues,
  type DependentPrimaryInfo,
  type FieldDefinition,
  type HealthAnswers,
  type HealthAnswersFormValues,
} from '@benefit-store/domain';
import { BENEFICIARY_MESSAGES } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField, useFieldError, useFormApi } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { PlainSelect, SsnField, UsDateField } from '../personal-info/personal-fields';
import styles from './dependent-info-step.module.css';

/** The names the server's target_element may name in this form (validate-single-dependent's primary_info.<field>, prefix removed). */
export const DEPENDENT_SERVER_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'gender',
  'ssn',
  'relationship',
  'weight',
  'height_feet',
  'height_inch',
  'birthdate',
  'is_legally_disabled',
  'disability_condition',
] as const satisfies readonly (keyof DependentFormValues)[];

/** The popup's values: the dependent's fields as text, and the health answers when the cart underwrites. */
export type DependentDialogValues = DependentFormValues & { health_info?: HealthAnswersFormValues };
/** What a valid popup gives: the primary_info to send, and the health answers. */
export interface DependentDialogOutput {
  primary: DependentPrimaryInfo;
  health?: HealthAnswers | undefined;
}

const GENDER_OPTIONS = DEPENDENT_GENDER_CODES.map((code) => ({ value: code, label: PERSONAL_GENDER_LABELS[code] }));

export const relationshipLabel = (relationship: string) =>
  relationship === 'spouse' ? DEPENDENT_MESSAGES.relationshipSpouse : relationship === 'child' ? DEPENDENT_MESSAGES.relationshipChild : relationship;

/** 'Is this dependent legally disabled?' (Yes / No) with its tooltip as visible text tied to the group. */
function LegallyDisabledField({ idPrefix }: { idPrefix: string }) {
  const { register } = useFormApi<DependentFormValues>();
  const error = useFieldError('is_legally_disabled');
  const hintId = `${idPrefix}-disabled-hint`;
  const errorId = `${idPrefix}-disabled-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.choiceGroup} aria-describedby={describedBy}>
      <legend className={styles.legend}>{DEPENDENT_MESSAGES.legallyDisabledQuestion}</legend>
      <p id={hintId} className={styles.hint}>
        {DEPENDENT_MESSAGES.legallyDisabledTooltip}
      </p>
      <div className={styles.choices}>
        {[
          { value: '1', label: MESSAGES.yes },
          { value: '0', label: MESSAGES.no },
        ].map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" value={option.value} {...register('is_legally_disabled')} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}

interface DependentDialogProps {
  open: boolean;
  /** 'Dependent #N'. */
  title: string;
  idPrefix: string;
  form: UseFormReturn<DependentDialogValues, unknown, DependentDialogOutput>;
  /** The names the server's errors may name (the fields, and health_info.<path> when asked). */
  serverFields: readonly string[];
  fields: readonly FieldDefinition[];
  /** The server allows the legally-disabled question (asked of children). */
  legallyDisabledAllowed: boolean;
  /** The generic-medication note (get-form-fields' disclaimer). */
  disclaimer: string;
  /** The dependent health questions, when the cart underwrites. */
  healthFields?: ReactNode;
  onSubmit(values: DependentDialogOutput): Promise<void>;
  /** Cancel: the add or edit is dropped. */
  onCancel(): void;
  /** Escape or a click outside: the popup closes, an edit's changes are kept to continue later. */
  onDismiss(): void;
  onUnmappedError(error: unknown): string | null;
}

/**
 * The add and edit popups titled Dependent #N (spec 001 sections 2, 3, 5): names, gender, SSN, the relationship
 * (read-only: the button or the tier chose it), weight and height when shown, birthdate, and for a child the
 * legally-disabled question with its condition. The domain's dependentPrimaryInfoSchema is the resolver; the
 * caller checks with the server (validate-single-dependent) and saves the list to temp.
 */
export function DependentDialog({ open, title, idPrefix, form, serverFields, fields, legallyDisabledAllowed, disclaimer, healthFields, onSubmit, onCancel, onDismiss, onUnmappedError }: DependentDialogProps) {
  const relationship = form.watch('relationship');
  const disabled = form.watch('is_legally_disabled') === '1';
  const shown = (name: DependentField) => fieldMode(fields, name) !== 'hidden';
  const askDisabled = legallyDisabledAllowed && relationship === 'child';
  const noteId = `${idPrefix}-note`;
  return (
    <ModalRoot open={open} onOpenChange={(next) => !next && onDismiss()}>
      <ModalContent size="wide" className={styles.dialog} aria-describedby={noteId}>
        <ModalTitle>{title}</ModalTitle>
        <Form form={form} onSubmit={onSubmit} serverFields={serverFields as readonly never[]} onUnmappedError={onUnmappedError} className={styles.dialogForm}>
          <FormErrorSummary />
          <div className={styles.grid}>
            {shown('first_name') && <TextField<DependentFormValues> id={`${idPrefix}-first-name`} name="first_name" label={ENROLLMENT_MESSAGES.firstNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />}
            {shown('middle_name') && <TextField<DependentFormValues> id={`${idPrefix}-middle-name`} name="middle_name" label={ENROLLMENT_MESSAGES.middleNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />}
            {shown('last_name') && <TextField<DependentFormValues> id={`${idPrefix}-last-name`} name="last_name" label={ENROLLMENT_MESSAGES.lastNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />}
            {shown('gender') && <PlainSelect id={`${idPrefix}-gender`} name="gender" label={WEB_MESSAGES.gender} placeholder={WEB_MESSAGES.selectPlaceholder} options={GENDER_OPTIONS} />}
            {shown('ssn') && <SsnField id={`${idPrefix}-ssn`} label={ENROLLMENT_MESSAGES.ssnLabel} onFileHint={(last4) => ENROLLMENT_MESSAGES.ssnOnFile({ last4 })} />}
            <div className={styles.readOnlyField}>
              <label htmlFor={`${idPrefix}-relationship`} className={styles.label}>
                {BENEFICIARY_MESSAGES.relationshipLabel}
              </label>
              <input id={`${idPrefix}-relationship`} type="text" readOnly value={relationshipLabel(relationship)} className={styles.readOnlyInput} />
            </div>
            {shown('weight') && <TextField<DependentFormValues> id={`${idPrefix}-weight`} name="weight" label={ENROLLMENT_MESSAGES.weightLabel} inputMode="numeric" autoComplete="off" maxLength={3} />}
            {(shown('height_feet') || shown('height_inch')) && (
              <div className={styles.pair}>
                {shown('height_feet') && <TextField<DependentFormValues> id={`${idPrefix}-height-feet`} name="height_feet" label={ENROLLMENT_MESSAGES.heightFeetLabel} inputMode="numeric" autoComplete="off" maxLength={1} />}
                {shown('height_inch') && <TextField<DependentFormValues> id={`${idPrefix}-height-inch`} name="height_inch" label={ENROLLMENT_MESSAGES.heightInchLabel} inputMode="numeric" autoComplete="off" maxLength={2} />}
              </div>
            )}
            {shown('birthdate') && <UsDateField id={`${idPrefix}-birthdate`} name="birthdate" label={ENROLLMENT_MESSAGES.dateOfBirthLabel} />}
          </div>
          {askDisabled && (
            <div className={styles.disabled}>
              <LegallyDisabledField idPrefix={idPrefix} />
              {disabled && (
                <TextField<DependentFormValues>
                  id={`${idPrefix}-condition`}
                  name="disability_condition"
                  label={DEPENDENT_MESSAGES.disabilityConditionLabel}
                  autoComplete="off"
                  maxLength={DISABILITY_CONDITION_MAX}
                />
              )}
            </div>
          )}
          {healthFields}
          <ModalDescription id={noteId} className={styles.note}>
            {disclaimer}
          </ModalDescription>
          <ModalActions>
            <Button variant="secondary" onClick={onCancel}>
              {STORE_WEB_MESSAGES.cancel}
            </Button>
            <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
          </ModalActions>
        </Form>
      </ModalContent>
    </ModalRoot>
  );
}
