import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  addableRelationships,
  asksSpouseQuestion,
  BENEFICIARY_MESSAGES,
  DEPENDENT_MESSAGES,
  DependentInfoAnswerSchema,
  dependentHealthPerson,
  dependentLimits,
  dependentListProblem,
  dependentsHeader,
  dependentPrimaryInfoSchema,
  DependentStepOptionsSchema,
  forcedRelationship,
  isNextVisible,
  MESSAGES,
  parseIsoDate,
  TAB_TITLES,
  toUsDate,
  type DependentAnswer,
  type DependentFormValues,
  type DependentRelationship,
  type DependentStepOptions,
  type HealthAnswers,
  type HealthAnswersFormValues,
  type HealthQuestionSet,
  type SpouseAnswer,
  healthAnswerFieldPaths,
  healthAnswersFormValues,
  healthAnswersSchema,
} from '@benefit-store/domain';
import { z } from 'zod';
import { Form, FormErrorSummary } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { ErrorMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { ApiError, isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';
import { noteCartChange } from '../../cart';
import { setSpouseEnrollAccept } from '../../../lib/client-transitions';
import { getDependentHealthQuestions } from '../health-questions/api/health-questions';
import { HealthAnswersFields } from '../health-questions/health-answers-fields';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { saveDependentInfo, saveDependentsToTemp, saveLaterData, validateSingleDependent, type DependentPayload } from './api/dependents-api';
import { DEPENDENT_SERVER_FIELDS, DependentDialog, relationshipLabel, type DependentDialogValues, type DependentDialogOutput } from './dependent-dialog';
import styles from './dependent-info-step.module.css';
import layout from '../wizard/step-layout.module.css';

const FALLBACK_OPTIONS: DependentStepOptions = {
  tier: 'IF',
  is_IHA: false,
  is_premier: false,
  has_spouse: true,
  is_legally_disabled: false,
  disclaimer: '',
  health_required: false,
  today: '',
  spouse_birthdate: null,
};

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const usDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? toUsDate(d) : iso;
};

function emptyValues(relationship: DependentRelationship): DependentFormValues {
  return {
    dependent_id: '',
    first_name: '',
    middle_name: '',
    last_name: '',
    gender: '',
    ssn: '',
    relationship,
    weight: '',
    height_feet: '',
    height_inch: '',
    birthdate: '',
    is_legally_disabled: '0',
    disability_condition: '',
  };
}

function valuesOf(d: DependentAnswer): DependentFormValues {
  const p = d.primary_info;
  return {
    dependent_id: text(p.dependent_id),
    first_name: p.first_name,
    middle_name: text(p.middle_name),
    last_name: p.last_name,
    gender: text(p.gender),
    ssn: p.ssn,
    relationship: p.relationship,
    weight: text(p.weight),
    height_feet: text(p.height_feet),
    height_inch: text(p.height_inch),
    birthdate: usDate(p.birthdate),
    is_legally_disabled: text(p.is_legally_disabled),
    disability_condition: p.disability_condition ?? '',
  };
}

const payloadOf = (d: DependentAnswer): DependentPayload => (d.health_info === undefined ? { primary_info: d.primary_info } : { primary_info: d.primary_info, health_info: d.health_info });

/** The server's errors of one dependent (primary_info.x, dependents.N.primary_info.x) under the popup's fields. */
function forPopup(error: unknown, index: number): unknown {
  if (!isApiError(error)) return error;
  const own = (target: string) => target.replace(new RegExp(`^dependents\\.${index}\\.`), '').replace(/^primary_info\./, '');
  const fieldErrors = error.fieldErrors.map((f) => ({ ...f, target_element: own(f.target_element) }));
  return new ApiError(error.message, error.status, error.errorCode, fieldErrors, error.body);
}

/** A refusal naming no field of the form: its last message (spec 001 section 8: on Save the last error is shown). */
function lastMessage(error: unknown): string {
  if (isApiError(error) && error.fieldErrors.length > 0) return error.fieldErrors[error.fieldErrors.length - 1]!.error_message;
  return error instanceof Error ? error.message : String(error);
}

interface Editor {
  /** The index edited; null: a new dependent. */
  index: number | null;
  open: boolean;
}

/**
 * Dependent Information (spec 001 sections 2-5, 8): the list of dependents with Edit and Delete, header text and
 * Add Spouse / Add Child by tier, the add and edit popups (Dependent #N), the premier spouse question, Next only
 * from the tier's minimum. Each add, edit, delete or answer is saved to temp; Next saves the list with the tier's
 * rules (dependentListProblem), whose refusal shows as the main error.
 */
export default function DependentInfoStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId) ?? '';
  const queryClient = useQueryClient();
  const options = useMemo(() => {
    const parsed = DependentStepOptionsSchema.safeParse(step.options);
    return parsed.success ? parsed.data : FALLBACK_OPTIONS;
  }, [step.options]);
  const initial = useMemo(() => {
    const parsed = DependentInfoAnswerSchema.safeParse(step.value);
    return parsed.success ? parsed.data : { dependents: [], spouse_answer: null };
  }, [step.value]);
  const [list, setList] = useState<DependentAnswer[]>(initial.dependents);
  const [spouseAnswer, setSpouseAnswer] = useState<SpouseAnswer>(initial.spouse_answer);
  const [spouseError, setSpouseError] = useState<string | null>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [busy, setBusy] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);
  const addArea = useRef<HTMLDivElement>(null);

  const today = useMemo(() => parseIsoDate(options.today) ?? { year: 9999, month: 12, day: 31 }, [options.today]);
  const schema = useMemo(
    () => dependentPrimaryInfoSchema(step.fields, { today, legallyDisabledAllowed: options.is_legally_disabled }),
    [step.fields, today, options.is_legally_disabled],
  );
  // The dependent health questions (the cart underwrites): loaded once; the popups wait for them.
  const [health, setHealth] = useState<{ state: 'idle' | 'loading' | 'error' | 'ready'; questions: HealthQuestionSet | null }>({
    state: options.health_required ? 'loading' : 'idle',
    questions: null,
  });
  const [healthAttempt, setHealthAttempt] = useState(0);
  useEffect(() => {
    if (!options.health_required || !enrollmentId) return;
    let live = true;
    getDependentHealthQuestions(enrollmentId).then(
      (questions) => live && setHealth({ state: 'ready', questions }),
      () => live && setHealth({ state: 'error', questions: null }),
    );
    return () => {
      live = false;
    };
  }, [options.health_required, enrollmentId, healthAttempt]);
  const questions = health.questions && (health.questions.codition_questions.length > 0 || health.questions.medication_question) ? health.questions : null;
  const healthPending = health.state === 'loading' || health.state === 'error';

  const combined = useMemo(() => {
    return z.unknown().transform((raw, ctx): DependentDialogOutput => {
      const { health_info: healthRaw, ...primaryRaw } = (raw ?? {}) as Record<string, unknown>;
      const primary = schema.safeParse(primaryRaw);
      // The dependent's gender decides which questions are asked (a pregnancy question only of women).
      const healthSchema = questions ? healthAnswersSchema(questions, { today, ...dependentHealthPerson(primaryRaw) }) : null;
      const answers = healthSchema ? healthSchema.safeParse(healthRaw) : null;
      if (!primary.success) for (const issue of primary.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      if (answers && !answers.success) for (const issue of answers.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['health_info', ...issue.path] });
      if (!primary.success || (answers && !answers.success)) return z.NEVER;
      return { primary: primary.data, health: answers?.success ? (answers.data as HealthAnswers) : undefined };
    });
  }, [schema, questions, today]);
  const dependentForm = useForm<DependentDialogValues, unknown, DependentDialogOutput>({
    resolver: zodResolver(combined as unknown as z.ZodType<DependentDialogOutput, DependentDialogValues>) as unknown as Resolver<DependentDialogValues, unknown, DependentDialogOutput>,
    defaultValues: emptyValues('child'),
  });
  const hasHealthValues = Boolean(dependentForm.watch('health_info'));
  const withHealth = (values: DependentFormValues, saved?: unknown): DependentDialogValues =>
    questions ? { ...values, health_info: healthAnswersFormValues(questions, saved) as HealthAnswersFormValues } : values;
  const medicationRows = (dependentForm.watch('health_info') as HealthAnswersFormValues | undefined)?.medication_question?.medications.length ?? 1;
  const serverFields = useMemo(
    () => [...DEPENDENT_SERVER_FIELDS, ...(questions ? ['health_info', ...healthAnswerFieldPaths(questions, medicationRows).map((p) => `health_info.${p}`)] : [])],
    [questions, medicationRows],
  );

  // The step's own form: its values are what Save & Continue Later sends (save-enrollment, tab dependent_info).
  const stepForm = useForm<Record<string, unknown>>({ defaultValues: saveLaterData({ dependents: initial.dependents.map(payloadOf), spouse_answer: initial.spouse_answer }) });
  useEffect(() => {
    const data = saveLaterData({ dependents: list.map(payloadOf), spouse_answer: spouseAnswer });
    stepForm.setValue('dependents', data.dependents);
    stepForm.setValue('spouse_answer', data.spouse_answer);
  }, [list, spouseAnswer, stepForm]);

  const facts = { tier: options.tier, is_IHA: options.is_IHA, is_premier: options.is_premier, spouse_answer: spouseAnswer };
  const limits = dependentLimits(facts);
  const asksSpouse = asksSpouseQuestion(facts);
  const relations = list.map((d) => ({ relationship: d.primary_info.relationship }));
  const addable = addableRelationships(facts, relations);
  const pendingEdit = editor !== null && !editor.open && editor.index !== null ? editor.index : null;
  const editOpen = editor !== null;
  /** An edit closed without Submit or Cancel: add, continue and delete wait for it (their reasons shown). */
  const blocked = pendingEdit !== null;
  const nextVisible = isNextVisible(facts, list);
  // What is still to be added; none once the list has it all (the spouse added in Member + Spouse).
  const header = dependentsHeader(facts, relations);
  const premierOver = options.tier === 'IC' && limits.max === 1 && list.length > 1;

  /** Saves the list as it is now (after an add, edit, delete or answer): the server's answer becomes the list. */
  const saveTemp = async (next: DependentAnswer[], answer: SpouseAnswer) => {
    const saved = await saveDependentsToTemp(enrollmentId, { dependents: next.map(payloadOf), spouse_answer: answer });
    setList(saved.dependents);
    setSpouseAnswer(saved.spouse_answer);
    return saved;
  };

  const openAdd = (wanted: DependentRelationship) => {
    const relationship = forcedRelationship(options.tier) ?? wanted;
    // A new spouse starts with the birth date given before: the cart's household-priced plans are priced on it.
    const birthdate = relationship === 'spouse' ? (options.spouse_birthdate ?? '') : '';
    dependentForm.reset(withHealth({ ...emptyValues(relationship), birthdate }));
    setEditor({ index: null, open: true });
  };
  const openEdit = (index: number) => {
    if (pendingEdit !== index) dependentForm.reset(withHealth(valuesOf(list[index]!), list[index]!.health_info));
    setEditor({ index, open: true });
  };
  const closeEditor = () => {
    setEditor(null);
    // The health fields stay mounted while the popup animates out: their values must stay in shape.
    dependentForm.reset(withHealth(emptyValues('child')));
  };

  const submitDependent = async ({ primary, health: answers }: DependentDialogOutput) => {
    const index = editor?.index ?? null;
    const previous = index === null ? undefined : list[index];
    const id = previous?.primary_info.dependent_id;
    const payload: DependentPayload = { primary_info: { ...primary, ...(id ? { dependent_id: id } : {}) }, ...(answers ? { health_info: answers } : {}) };
    const at = index ?? list.length;
    try {
      await validateSingleDependent(enrollmentId, payload);
      const next = list.map(payloadOf) as DependentAnswer[];
      if (index === null) next.push(payload as DependentAnswer);
      else next[index] = payload as DependentAnswer;
      await saveTemp(next, spouseAnswer);
    } catch (error) {
      throw forPopup(error, at);
    }
    closeEditor();
    setPageError(null);
    announce(DEPENDENT_MESSAGES.savedDependent({ n: at + 1 }));
  };

  const remove = async (index: number) => {
    if (editOpen || busy) return;
    setBusy(true);
    setPageError(null);
    try {
      const removed = list[index]!;
      const next = list.filter((_, i) => i !== index);
      // Deleting the spouse resets the spouse flag: with the premier question it is asked again (also once the list is empty).
      const spouseRemoved = removed.primary_info.relationship === 'spouse';
      const answer = asksSpouse && (spouseRemoved || next.length === 0) ? null : spouseAnswer;
      await saveTemp(next, answer);
      if (spouseRemoved) setSpouseEnrollAccept(false);
      announce(DEPENDENT_MESSAGES.deletedDependent({ n: index + 1 }));
      if (removed.primary_info.relationship === 'spouse') setSpouseError(null);
      addArea.current?.querySelector('button')?.focus();
    } catch (error) {
      setPageError(lastMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const answerSpouse = async (raw: string) => {
    const answer: SpouseAnswer = raw === 'yes' || raw === 'no' ? raw : null;
    setSpouseError(null);
    setPageError(null);
    setBusy(true);
    try {
      // No removes the spouse; the answer is kept with the list (the spec's locally stored spouse-accepted flag).
      const next = answer === 'no' ? list.filter((d) => d.primary_info.relationship !== 'spouse') : list;
      await saveTemp(next, answer);
      setSpouseEnrollAccept(answer === 'yes');
      if (answer === 'yes' && !next.some((d) => d.primary_info.relationship === 'spouse') && next.length < limits.max) openAdd('spouse');
    } catch (error) {
      setPageError(lastMessage(error));
    } finally {
      setBusy(false);
    }
  };

  /** The premier spouse question must be answered before a dependent is added or the step goes on: its error, under it. */
  const spouseAnswered = (): boolean => {
    if (!asksSpouse || spouseAnswer !== null) return true;
    setSpouseError(DEPENDENT_MESSAGES.spouseStatusRequired);
    document.getElementById('dependent-spouse-answer')?.focus();
    return false;
  };

  const next = async () => {
    if (editOpen) return;
    const problem = dependentListProblem(facts, relations);
    // Shown once, under the question (not again as the page's error).
    if (problem === DEPENDENT_MESSAGES.spouseStatusRequired && !spouseAnswered()) return;
    if (problem) throw new Error(problem);
    const answer = await saveDependentInfo(enrollmentId, { dependents: list.map(payloadOf), spouse_answer: spouseAnswer });
    // The dependents enrolled are the household a household-priced plan is priced on: the next step says what changed.
    noteCartChange(answer);
    if (answer.cart_repriced + answer.cart_removed > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    onSaved();
  };

  const titleNumber = editor ? (editor.index ?? list.length) + 1 : list.length + 1;
  const spouseErrorId = 'dependent-spouse-error';
  const editReasonId = 'dependent-edit-reason';

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'dependent-info-title' : undefined} aria-label={mode === 'edit' ? TAB_TITLES.dependent_info : undefined}>
      {mode === 'step' && (
        <h1 id="dependent-info-title" className={layout.title}>
          {TAB_TITLES.dependent_info}
        </h1>
      )}
      {header && <p className={styles.header}>{header}</p>}

      {asksSpouse && (
        <div className={styles.spouseQuestion}>
          <label htmlFor="dependent-spouse-answer" className={styles.label}>
            {DEPENDENT_MESSAGES.spouseQuestion}
          </label>
          <select
            id="dependent-spouse-answer"
            className={styles.select}
            value={spouseAnswer ?? ''}
            disabled={busy || editOpen}
            aria-invalid={Boolean(spouseError)}
            aria-describedby={spouseError ? spouseErrorId : undefined}
            onChange={(event) => void answerSpouse(event.target.value)}
          >
            <option value="">{DEPENDENT_MESSAGES.pleaseSelect}</option>
            <option value="yes">{MESSAGES.yes}</option>
            <option value="no">{MESSAGES.no}</option>
          </select>
          <p id={spouseErrorId} className={styles.error} role={spouseError ? 'alert' : undefined}>
            {spouseError}
          </p>
        </div>
      )}

      {addable.length > 0 && (
        <div className={styles.addButtons} ref={addArea}>
          {addable.map((relationship) => (
            <Button
              key={relationship}
              variant="secondary"
              aria-disabled={blocked || busy || healthPending || undefined}
              aria-describedby={blocked ? editReasonId : undefined}
              onClick={() => !blocked && !busy && !healthPending && spouseAnswered() && openAdd(relationship)}
            >
              {relationship === 'spouse' ? DEPENDENT_MESSAGES.addSpouse : DEPENDENT_MESSAGES.addChild}
            </Button>
          ))}
        </div>
      )}
      {pendingEdit !== null && (
        <div className={styles.pending} role="status">
          <p id={editReasonId} className={styles.reason}>
            {DEPENDENT_MESSAGES.pendingEdit({ n: pendingEdit + 1 })} {DEPENDENT_MESSAGES.editOpenAdd}
          </p>
          <div className={styles.pendingActions}>
            <Button onClick={() => openEdit(pendingEdit)}>{DEPENDENT_MESSAGES.continueEditing({ n: pendingEdit + 1 })}</Button>
            <Button variant="secondary" onClick={closeEditor}>
              {DEPENDENT_MESSAGES.discardChanges}
            </Button>
          </div>
        </div>
      )}
      {premierOver && (
        <p className={styles.error} role="alert">
          {DEPENDENT_MESSAGES.l713OneChild}
        </p>
      )}
      {pageError && <ErrorMessage message={pageError} />}
      {health.state === 'error' && (
        <ErrorMessage
          message={DEPENDENT_MESSAGES.healthQuestionsLoadFailed}
          onRetry={() => {
            setHealth({ state: 'loading', questions: null });
            setHealthAttempt((n) => n + 1);
          }}
        />
      )}

      {list.length === 0 ? (
        <p className={styles.empty}>{DEPENDENT_MESSAGES.noDependentsYet}</p>
      ) : (
        <ul className={styles.list} aria-label={DEPENDENT_MESSAGES.dependentsListLabel}>
          {list.map((d, index) => {
            const n = index + 1;
            const p = d.primary_info;
            const deleteReasonId = `dependent-${n}-delete-reason`;
            return (
              <li key={p.dependent_id} className={styles.card}>
                <h2 className={styles.cardTitle}>{DEPENDENT_MESSAGES.dependentNumber({ n })}</h2>
                <p className={styles.cardName}>{[p.first_name, p.middle_name, p.last_name].filter(Boolean).join(' ')}</p>
                <dl className={styles.facts}>
                  <div>
                    <dt>{BENEFICIARY_MESSAGES.relationshipLabel}</dt>
                    <dd>{relationshipLabel(p.relationship)}</dd>
                  </div>
                  <div>
                    <dt>{BENEFICIARY_MESSAGES.birthdateLabel}</dt>
                    <dd>{usDate(p.birthdate)}</dd>
                  </div>
                </dl>
                <div className={styles.cardActions}>
                  <Button
                    variant="secondary"
                    aria-label={DEPENDENT_MESSAGES.editDependent({ n })}
                    aria-disabled={busy || (blocked && pendingEdit !== index) || undefined}
                    onClick={() => !busy && (!blocked || pendingEdit === index) && openEdit(index)}
                  >
                    {BENEFICIARY_MESSAGES.editBeneficiaryButton}
                  </Button>
                  <Button
                    variant="danger"
                    aria-disabled={blocked || busy || undefined}
                    aria-describedby={blocked ? deleteReasonId : undefined}
                    aria-label={DEPENDENT_MESSAGES.deleteDependent({ n })}
                    onClick={() => !blocked && !busy && void remove(index)}
                  >
                    {BENEFICIARY_MESSAGES.deleteBeneficiary}
                  </Button>
                </div>
                {blocked && (
                  <p id={deleteReasonId} className={styles.reason}>
                    {BENEFICIARY_MESSAGES.editOpenDelete}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}

      <Form form={stepForm} onSubmit={next} serverFields={[]} onUnmappedError={lastMessage} className={layout.form}>
        <FormErrorSummary />
        <StepActions
          backOnlyFromReview
          mode={mode}
          saveLater
          onCancelEdit={onCancelEdit}
          renderNext={(label, className) =>
            nextVisible || mode === 'edit' ? (
              <span className={[className, styles.nextWrap].join(' ')}>
                <Button
                  type={blocked ? 'button' : 'submit'}
                  busy={stepForm.formState.isSubmitting}
                  aria-disabled={blocked || undefined}
                  aria-describedby={blocked ? 'dependent-next-reason' : 'dependent-next-hint'}
                  title={blocked ? BENEFICIARY_MESSAGES.editOpenContinue : DEPENDENT_MESSAGES.nextTooltip}
                >
                  {label}
                </Button>
                {blocked ? (
                  <span id="dependent-next-reason" className={styles.reason}>
                    {BENEFICIARY_MESSAGES.editOpenContinue}
                  </span>
                ) : (
                  <span id="dependent-next-hint" className="visually-hidden">
                    {DEPENDENT_MESSAGES.nextTooltip}
                  </span>
                )}
              </span>
            ) : null
          }
        />
      </Form>

      <DependentDialog
        open={editor?.open ?? false}
        title={DEPENDENT_MESSAGES.dependentNumber({ n: titleNumber })}
        idPrefix="dependent"
        form={dependentForm}
        fields={step.fields}
        legallyDisabledAllowed={options.is_legally_disabled}
        disclaimer={options.disclaimer || DEPENDENT_MESSAGES.genericMedicationNote}
        serverFields={serverFields}
        healthFields={
          questions && hasHealthValues ? (
            // Whom the questions are about, from the popup's gender and relationship as they are now (a neutral lead until the relationship is known).
            <HealthAnswersFields
              questions={questions}
              prefix="health_info"
              idPrefix="dependent-health"
              {...dependentHealthPerson({ gender: dependentForm.watch('gender'), relationship: dependentForm.watch('relationship') })}
            />
          ) : null
        }
        onSubmit={submitDependent}
        onCancel={closeEditor}
        onDismiss={() => (editor?.index === null ? closeEditor() : setEditor((e) => (e ? { ...e, open: false } : e)))}
        onUnmappedError={lastMessage}
      />
    </section>
  );
}
