import { useEffect, useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BENEFICIARY_MESSAGES,
  BENEFICIARY_PERCENT_MAX_LENGTH,
  beneficiarySchema,
  calendarDateOf,
  ENROLLMENT_MESSAGES,
  fieldMode,
  PERSON_NAME_MAX,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type Beneficiary,
  type FieldDefinition,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, SubmitButton, TextField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useClientState } from '../../../lib/client-state';
import { SsnField, UsDateField } from '../personal-info/personal-fields';
import { validateSingleBeneficiary } from './api/validate-single-beneficiary';
import styles from './beneficiary-info-step.module.css';

/** The form's values: every input as text; the hidden kind and number ride along for the schema. */
export type BeneficiaryFormValues = {
  first_name: string;
  middle_name: string;
  last_name: string;
  birthdate: string;
  ssn: string;
  relationship: string;
  beneficiary_percentage: string;
  is_contigent: boolean;
  beneficiary_id: number | '';
};

const SERVER_FIELDS = ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'] as const;

const defaultsFrom = (contingent: boolean, b?: Beneficiary): BeneficiaryFormValues => ({
  first_name: b?.first_name ?? '',
  middle_name: b?.middle_name ?? '',
  last_name: b?.last_name ?? '',
  birthdate: b?.birthdate ?? '',
  ssn: b?.ssn ?? '',
  relationship: b?.relationship ?? '',
  beneficiary_percentage: b && !contingent ? String(b.beneficiary_percentage) : '',
  is_contigent: contingent,
  beneficiary_id: b?.beneficiary_id ?? '',
});

interface BeneficiaryFormProps {
  /** DOM id prefix of this form's fields (add, contingent and edit forms differ). */
  idPrefix: string;
  title: string;
  contingent: boolean;
  /** The beneficiary being edited; none for an add form. */
  initial?: Beneficiary;
  fields: readonly FieldDefinition[];
  relationships: readonly string[];
  onSubmitted(beneficiary: Beneficiary): void;
  /** Edit and contingent forms can be closed without saving. */
  onCancel?: () => void;
  /** Opened by a button (Edit, Add Contingent Beneficiary): focus moves to its first field. */
  focusOnOpen?: boolean;
}

/**
 * The add, edit and contingent forms (spec 001 sections 2 and 5): the domain's beneficiarySchema as resolver (the
 * contingent form has no percentage), then validate-single-beneficiary on the server, whose field errors show under
 * the fields. A valid beneficiary goes to the list (saved with the list on Next).
 */
export function BeneficiaryForm({ idPrefix, title, contingent, initial, fields, relationships, onSubmitted, onCancel, focusOnOpen = false }: BeneficiaryFormProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const schema = useMemo(() => beneficiarySchema(fields, { today: calendarDateOf(new Date()), relationships }), [fields, relationships]);
  const form = useForm<BeneficiaryFormValues, unknown, Beneficiary>({
    resolver: zodResolver(schema) as unknown as Resolver<BeneficiaryFormValues, unknown, Beneficiary>,
    defaultValues: defaultsFrom(contingent, initial),
  });
  const shown = (name: string) => fieldMode(fields, name) !== 'hidden';
  const titleId = `${idPrefix}-title`;
  const { setFocus } = form;
  useEffect(() => {
    if (focusOnOpen) setFocus('first_name');
  }, [focusOnOpen, setFocus]);

  const submit = async (values: Beneficiary) => {
    await validateSingleBeneficiary(enrollmentId, values);
    onSubmitted(values);
    if (!initial) form.reset(defaultsFrom(contingent));
  };

  return (
    <section className={styles.formCard} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {title}
      </h2>
      <Form form={form} onSubmit={submit} serverFields={SERVER_FIELDS} className={styles.form}>
        <div className={styles.grid}>
          {shown('first_name') && (
            <TextField<BeneficiaryFormValues> id={`${idPrefix}-first-name`} name="first_name" label={ENROLLMENT_MESSAGES.firstNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />
          )}
          {shown('middle_name') && (
            <TextField<BeneficiaryFormValues> id={`${idPrefix}-middle-name`} name="middle_name" label={ENROLLMENT_MESSAGES.middleNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />
          )}
          {shown('last_name') && (
            <TextField<BeneficiaryFormValues> id={`${idPrefix}-last-name`} name="last_name" label={ENROLLMENT_MESSAGES.lastNameLabel} autoComplete="off" maxLength={PERSON_NAME_MAX} />
          )}
          {shown('birthdate') && <UsDateField id={`${idPrefix}-birthdate`} name="birthdate" label={BENEFICIARY_MESSAGES.birthdateLabel} />}
          {shown('ssn') && <SsnField id={`${idPrefix}-ssn`} label={ENROLLMENT_MESSAGES.ssnLabel} onFileHint={(last4) => ENROLLMENT_MESSAGES.ssnOnFile({ last4 })} />}
          {shown('relationship') && (
            <SelectField<BeneficiaryFormValues>
              id={`${idPrefix}-relationship`}
              name="relationship"
              label={BENEFICIARY_MESSAGES.relationshipLabel}
              placeholder={WEB_MESSAGES.selectPlaceholder}
              options={relationships.map((r) => ({ value: r, label: r }))}
            />
          )}
          {!contingent && (
            <TextField<BeneficiaryFormValues>
              id={`${idPrefix}-percentage`}
              name="beneficiary_percentage"
              label={BENEFICIARY_MESSAGES.percentageLabel}
              inputMode="numeric"
              autoComplete="off"
              maxLength={BENEFICIARY_PERCENT_MAX_LENGTH}
            />
          )}
        </div>
        <FormErrorSummary />
        <div className={styles.formActions}>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              {STORE_WEB_MESSAGES.cancel}
            </Button>
          )}
          <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
