import type { FieldValues } from 'react-hook-form';
import {
  asksPersonOfGender,
  conditionFieldsFor,
  DEPENDENT_MESSAGES,
  emptyMedication,
  HEALTH_FIELD_KINDS,
  HEALTH_MESSAGES,
  HEALTH_NOTES_MAX,
  HEALTH_TEXT_MAX,
  healthQuestionsLead,
  healthQuestionTextShown,
  MEDICATION_FIELDS,
  MEDICATION_ROWS_MAX,
  MEDICATION_ROWS_MIN,
  MESSAGES,
  STORE_WEB_MESSAGES,
  type HealthConditionField,
  type HealthConditionQuestion,
  type HealthQuestionPerson,
  type HealthMedicationQuestion,
  type HealthQuestionSet,
  type MedicationField,
} from '@benefit-store/domain';
import { DateInput, useFieldError, useFormApi } from '../../../components/form';
import { YesNoField } from '../../../components/form/yes-no-field';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { announce } from '../../../lib/announce';
import styles from './health-answers-fields.module.css';

export interface HealthAnswersFieldsProps {
  /** The questions asked (get-health-questions-primary-health-info or -dependent-info's result). */
  questions: HealthQuestionSet;
  /**
   * Where the answers sit in the enclosing form's values ('' for the Health Questions step; e.g. 'health_info' in
   * the Dependents popup). The values there have the domain's HealthAnswersFormValues shape
   * (healthAnswersFormValues(questions, saved) gives the defaults), and the domain's healthAnswersSchema checks them.
   */
  prefix?: string;
  /** Makes the element ids unique on the page (e.g. 'health', 'dependent-health'). */
  idPrefix: string;
  /** The person's gender: a question for the other gender is not shown (it keeps its place in the values). */
  gender?: number | null;
  /** Whom the questions are about: a dependent's name them in English ("Is your spouse currently pregnant?"), under a lead that says whom. */
  about?: HealthQuestionPerson;
  disabled?: boolean;
}

const CONDITION_LABELS: Record<HealthConditionField, () => string> = {
  health_condition: () => HEALTH_MESSAGES.healthConditionLabel,
  date_of_onset: () => HEALTH_MESSAGES.dateOfOnsetLabel,
  date_of_recovery: () => HEALTH_MESSAGES.dateOfRecoveryLabel,
  is_treatment: () => HEALTH_MESSAGES.isTreatmentLabel,
  is_medicate: () => HEALTH_MESSAGES.isMedicateLabel,
  d_last_seen: () => HEALTH_MESSAGES.lastSeenLabel,
  symptoms: () => HEALTH_MESSAGES.symptomsLabel,
  condition: () => HEALTH_MESSAGES.conditionLabel,
  status: () => HEALTH_MESSAGES.conditionStatusLabel,
  last_seen_by_physician: () => HEALTH_MESSAGES.lastSeenByPhysicianLabel,
  physician_name: () => HEALTH_MESSAGES.physicianNameLabel,
  address: () => HEALTH_MESSAGES.physicianAddressLabel,
  phone: () => HEALTH_MESSAGES.physicianPhoneLabel,
};

const MEDICATION_LABELS: Record<MedicationField, () => string> = {
  medication: () => HEALTH_MESSAGES.medicationLabel,
  dosage: () => HEALTH_MESSAGES.dosageLabel,
  medical_condition: () => HEALTH_MESSAGES.medicalConditionLabel,
};

/**
 * The health answers' fields (spec 001 sections 2 to 5): each question Yes or No (default No); a Yes reveals the
 * question's detail fields (the standard set; the physician set of 146 and 147; none for 145); the medication
 * question's Yes reveals its rows (at least one; a row can be removed only while there are more); additional notes.
 * Used by the Health Questions step and inside the Dependents popup, within a components/form <Form>.
 */
export function HealthAnswersFields({ questions, prefix = '', idPrefix, disabled = false, gender = null, about = 'applicant' }: HealthAnswersFieldsProps) {
  const base = prefix ? `${prefix}.` : '';
  const asked = questions.codition_questions.map((question, n) => ({ question, n })).filter(({ question }) => asksPersonOfGender(question, gender));
  const worded = <Q extends { question_text: string }>(q: Q): Q => ({ ...q, question_text: healthQuestionTextShown(q.question_text, about) });
  const lead = healthQuestionsLead(about);
  return (
    <div className={styles.answers}>
      {lead && <p className={styles.intro}>{lead}</p>}
      {asked.map(({ question, n }, shown) => (
        <ConditionQuestion key={question.question_id} question={worded(question)} number={shown + 1} name={`${base}condition_questions.${n}`} id={`${idPrefix}-q${question.question_id}`} disabled={disabled} />
      ))}
      {questions.medication_question && (
        <MedicationQuestion
          question={worded(questions.medication_question)}
          number={asked.length + 1}
          name={`${base}medication_question`}
          id={`${idPrefix}-medication`}
          disabled={disabled}
        />
      )}
      <NotesField name={`${base}notes`} id={`${idPrefix}-notes`} disabled={disabled} />
    </div>
  );
}

function ConditionQuestion({ question, number, name, id, disabled }: { question: HealthConditionQuestion; number: number; name: string; id: string; disabled: boolean }) {
  const { watch } = useFormApi<FieldValues>();
  const yes = String(watch(`${name}.yes_no_flag`) ?? '') === '1';
  const fields = conditionFieldsFor(question.detail_fields);
  return (
    <div className={styles.block} data-question-id={question.question_id}>
      <YesNoField name={`${name}.yes_no_flag`} id={id} legend={question.question_text} number={number} disabled={disabled} />
      {yes && fields.length > 0 && (
        <div className={styles.details} role="group" aria-label={`${HEALTH_MESSAGES.conditionDetails}: ${question.question_text}`}>
          {fields.map((field) => (
            <DetailField key={field} name={`${name}.conditions.0.${field}`} id={`${id}-${field}`} field={field} label={CONDITION_LABELS[field]()} disabled={disabled} />
          ))}
        </div>
      )}
    </div>
  );
}

/** One detail field by its kind: text, a MM/DD/YYYY date (slashes typed in), a Please Select / Yes / No select, a phone. */
function DetailField({ name, id, field, label, disabled }: { name: string; id: string; field: HealthConditionField | MedicationField; label: string; disabled: boolean }) {
  const { register } = useFormApi();
  const error = useFieldError(name);
  const kind = HEALTH_FIELD_KINDS[field];
  const registration = register(name);
  return (
    <FormField id={id} label={label} error={error} className={kind === 'longText' ? styles.wide : undefined}>
      {(control) => {
        if (kind === 'yesNoSelect') {
          return (
            <select {...control} {...registration} disabled={disabled}>
              <option value="">{DEPENDENT_MESSAGES.pleaseSelect}</option>
              <option value="1">{MESSAGES.yes}</option>
              <option value="0">{MESSAGES.no}</option>
            </select>
          );
        }
        if (kind === 'date' || kind === 'optionalDate') return <DateInput control={control} name={name} disabled={disabled} />;
        return (
          <input
            {...control}
            {...registration}
            type={kind === 'phone' ? 'tel' : 'text'}
            inputMode={kind === 'phone' ? 'tel' : undefined}
            autoComplete="off"
            maxLength={HEALTH_TEXT_MAX[kind]}
            disabled={disabled}
          />
        );
      }}
    </FormField>
  );
}

/**
 * The rows of a list in the form's values, added and removed with setValue. Not useFieldArray: react-hook-form is one
 * module in the chunk the landing page's form shares, and that export alone would add 1.5 KB to the landing page.
 * Rows are keyed by position: after a removal the registered inputs take the shifted values from setValue.
 */
function useFormRows(name: string) {
  const { watch, getValues, setValue } = useFormApi<FieldValues>();
  const count = ((watch(name) as unknown[] | undefined) ?? []).length;
  const current = () => (getValues(name) as unknown[] | undefined) ?? [];
  return {
    count,
    append: (row: unknown) => setValue(name, [...current(), row], { shouldDirty: true }),
    remove: (index: number) => setValue(name, current().filter((_, i) => i !== index), { shouldDirty: true }),
  };
}

function MedicationQuestion({ question, number, name, id, disabled }: { question: HealthMedicationQuestion; number: number; name: string; id: string; disabled: boolean }) {
  const { watch, setFocus } = useFormApi<FieldValues>();
  const yes = String(watch(`${name}.yes_no_flag`) ?? '') === '1';
  const rows = useFormRows(`${name}.medications`);

  const add = () => {
    rows.append(emptyMedication());
    // The new row's first field takes focus once it is drawn.
    const index = rows.count;
    requestAnimationFrame(() => setFocus(`${name}.medications.${index}.medication`));
  };
  const remove = (index: number) => {
    if (rows.count <= MEDICATION_ROWS_MIN) return;
    rows.remove(index);
    announce(HEALTH_MESSAGES.medicationRemoved({ n: index + 1 }));
    const next = Math.min(index, rows.count - 2);
    requestAnimationFrame(() => setFocus(`${name}.medications.${next}.medication`));
  };

  return (
    <div className={styles.block} data-question-id={question.question_id}>
      <YesNoField name={`${name}.yes_no_flag`} id={id} legend={question.question_text} number={number} disabled={disabled} />
      {yes && (
        <div className={styles.medications}>
          <MedicationsError name={`${name}.medications`} />
          <ol className={styles.rows}>
            {Array.from({ length: rows.count }, (_, index) => (
              <li key={index} className={styles.row}>
                <fieldset className={styles.rowFieldset}>
                  <legend className={styles.rowLegend}>{HEALTH_MESSAGES.medicationRow({ n: index + 1 })}</legend>
                  <div className={styles.rowFields}>
                    {MEDICATION_FIELDS.map((field) => (
                      <DetailField key={field} name={`${name}.medications.${index}.${field}`} id={`${id}-${index}-${field}`} field={field} label={MEDICATION_LABELS[field]()} disabled={disabled} />
                    ))}
                  </div>
                  {rows.count > MEDICATION_ROWS_MIN && (
                    <Button variant="secondary" className={styles.remove} onClick={() => remove(index)} disabled={disabled} aria-label={HEALTH_MESSAGES.removeMedication({ n: index + 1 })}>
                      {STORE_WEB_MESSAGES.remove}
                    </Button>
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          {rows.count < MEDICATION_ROWS_MAX && (
            <Button variant="secondary" onClick={add} disabled={disabled}>
              {HEALTH_MESSAGES.addMedication}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** An error about the rows as a whole (too many). */
function MedicationsError({ name }: { name: string }) {
  const { getFieldState, formState } = useFormApi();
  const error = getFieldState(name, formState).error;
  const message = (error?.message ?? error?.root?.message) as string | undefined;
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}

function NotesField({ name, id, disabled }: { name: string; id: string; disabled: boolean }) {
  const { register } = useFormApi();
  return (
    <FormField id={id} label={HEALTH_MESSAGES.notesLabel} error={useFieldError(name)} className={styles.notes}>
      {(control) => <textarea {...control} {...register(name)} rows={4} maxLength={HEALTH_NOTES_MAX} disabled={disabled} />}
    </FormField>
  );
}
