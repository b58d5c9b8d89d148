import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COVERAGE_CHANGE_MESSAGES as M, COVERAGE_REASON_MAX, CoverageChangeBodySchema, type CoverageChangeKind } from '@benefit-store/domain';
import { DateField, Form, FormErrorSummary, TextField, useFieldError, useFormApi, useFormStatus } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/ui/modal';
import { useSaveCoverageChange } from './api/coverage-changes';
import styles from './enrollments.module.css';

type Values = Record<string, string | number>;
const resolver = zodResolver(CoverageChangeBodySchema) as unknown as Resolver<Values>;

/** The fields each kind's dialog shows (besides the reason), in order; the server's errors land under them. */
const FIELDS: Record<CoverageChangeKind, readonly string[]> = {
  cancel_plan: [],
  terminate: ['end_date'],
  correct_name: ['first_name', 'middle_name', 'last_name'],
  correct_address: ['address1', 'address2', 'city', 'state', 'zip'],
  correct_dependent: ['first_name', 'middle_name', 'last_name', 'birth_date', 'ssn'],
};
const LABELS: Record<string, string> = {
  first_name: M.firstName,
  middle_name: M.middleName,
  last_name: M.lastName,
  address1: M.address1,
  address2: M.address2,
  city: M.city,
  state: M.state,
  zip: M.zip,
  ssn: M.ssn,
};
const AUTOCOMPLETE: Record<string, string> = { address1: 'off', address2: 'off', city: 'off', state: 'off', zip: 'off' };

/** The reason: required, written to the audit log; several lines are kept as one. */
function ReasonField({ id }: { id: string }) {
  const { register } = useFormApi();
  return (
    <FormField id={`${id}-reason`} label={M.reason} error={useFieldError('reason')}>
      {(control) => (
        <>
          <textarea {...control} rows={2} maxLength={COVERAGE_REASON_MAX} {...register('reason')} />
          <span className={styles.muted}>{M.reasonHint}</span>
        </>
      )}
    </FormField>
  );
}

/** A refusal about the plan or dependent the dialog is for (coverage already begun, already ended): said in the dialog. */
function TargetError() {
  const plan = useFieldError('plan_id');
  const dependent = useFieldError('dependent');
  const message = plan ?? dependent;
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

function SaveButton() {
  const { busy } = useFormStatus();
  return (
    <Button type="submit" busy={busy}>
      {M.save}
    </Button>
  );
}

interface CoverageChangeDialogProps {
  policy: string;
  kind: CoverageChangeKind;
  /** The button that opens it (its visible text), and what it is about when the text alone is ambiguous (read, not shown). */
  label: string;
  about?: string;
  title: string;
  description: ReactNode;
  /** The change's own fields' starting values (plan_id, dependent, the current name…). */
  defaults: Values;
  /** Told once the change is saved (the page announces it). */
  onSaved: () => void;
  /** A stable id prefix for the fields. */
  id: string;
  variant?: 'primary' | 'secondary' | 'danger';
}

/**
 * One coverage change in a dialog (issue 25 item 4): the kind's fields and a required reason, each message under its
 * field (the domain schema, then the server's rules), a busy Save, a failure said inside it that changes nothing, and
 * focus back on the button that opened it when it closes.
 */
export function CoverageChangeDialog({ policy, kind, label, about, title, description, defaults, onSaved, id, variant = 'secondary' }: CoverageChangeDialogProps) {
  const [open, setOpen] = useState(false);
  const initial: Values = { kind, reason: '', ...defaults };
  const form = useForm<Values>({ resolver, defaultValues: initial });
  const save = useSaveCoverageChange(policy);
  const submit = async (values: Values) => {
    await save(values);
    setOpen(false);
    onSaved();
  };
  const fields = FIELDS[kind];
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => {
        if (form.formState.isSubmitting) return;
        // Each opening starts from the enrollment as it is now (the defaults of this render), never from an earlier one.
        if (next) form.reset(initial);
        setOpen(next);
      }}
    >
      <ModalTrigger asChild>
        <Button variant={variant}>
          {label}
          {about && (
            <>
              {' '}
              <span className="visually-hidden-inline">({about})</span>
            </>
          )}
        </Button>
      </ModalTrigger>
      <ModalContent size="wide">
        <ModalTitle>{title}</ModalTitle>
        <ModalDescription>{description}</ModalDescription>
        <Form form={form} onSubmit={submit} serverFields={[...fields, 'reason', 'plan_id', 'dependent']} onUnmappedError={() => M.saveError}>
          <div className={styles.changeFields}>
            {fields.map((name) =>
              name === 'end_date' || name === 'birth_date' ? (
                <DateField key={name} id={`${id}-${name}`} name={name} label={name === 'end_date' ? M.endDate : M.birthDate} />
              ) : (
                <TextField key={name} id={`${id}-${name}`} name={name} label={LABELS[name] ?? name} autoComplete={AUTOCOMPLETE[name] ?? 'off'} />
              ),
            )}
          </div>
          <ReasonField id={id} />
          <TargetError />
          <FormErrorSummary />
          <ModalActions>
            <ModalClose asChild>
              <Button variant="secondary">{M.close}</Button>
            </ModalClose>
            <SaveButton />
          </ModalActions>
        </Form>
      </ModalContent>
    </ModalRoot>
  );
}
