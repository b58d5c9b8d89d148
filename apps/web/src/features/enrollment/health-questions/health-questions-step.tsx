import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMPTY_HEALTH_QUESTION_SET,
  ENROLLMENT_TYPE,
  HEALTH_MESSAGES,
  healthAnswerFieldPaths,
  healthAnswersFormValues,
  healthAnswersSchema,
  HealthStepOptionsSchema,
  TAB_TITLES,
  WEB_MESSAGES,
  type HealthAnswers,
  type HealthAnswersFormValues,
  type HealthQuestionSet,
} from '@benefit-store/domain';
import { Form, FormErrorSummary } from '../../../components/form';
import { InfoMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { setSpouseEnrollAccept, trackHealthInfo } from '../../../lib/client-transitions';
import { StepActions } from '../wizard/step-actions';
import type { StepProps } from '../wizard/step-props';
import { getExistingHealthInfo, saveHealthInfo } from './api/health-questions';
import { HealthAnswersFields } from './health-answers-fields';
import styles from './health-questions-step.module.css';
import layout from '../wizard/step-layout.module.css';

/** The questions of the step's bootstrap (get-enrollment-step's options); none when absent. */
function questionsFrom(options: unknown): HealthQuestionSet {
  const parsed = HealthStepOptionsSchema.safeParse(options);
  return parsed.success ? parsed.data.questions : EMPTY_HEALTH_QUESTION_SET;
}

/**
 * An existing member's earlier answers, loaded and saved once per enrollment (spec 001 section 4): only while this
 * enrollment has saved no answers of its own and health_track does not name it yet. The saved answers then fill the
 * form; earlier answers the server refuses (incomplete) fill it for the person to finish. A failed load leaves the
 * form as it is (and is tried again next time).
 */
function useExistingAnswers(step: StepProps['step'], questions: HealthQuestionSet, enrollmentId: string | null, onLoaded: (answers: unknown) => void): boolean {
  const healthTrack = useClientState((s) => s.health_track);
  const wanted = step.type === ENROLLMENT_TYPE.existingUser && step.value === null && enrollmentId !== null && healthTrack !== enrollmentId;
  const [loading, setLoading] = useState(wanted);
  useEffect(() => {
    if (!wanted || !enrollmentId) return;
    let cancelled = false;
    setLoading(true);
    void (async () => {
      try {
        const existing = await getExistingHealthInfo(enrollmentId);
        if (cancelled) return;
        if (existing) {
          // Questions the member was not asked before start on No, as in the form.
          const values = healthAnswersFormValues(questions, existing);
          onLoaded(values);
          try {
            const saved = await saveHealthInfo(enrollmentId, values);
            if (!cancelled) onLoaded(saved);
          } catch {
            // Incomplete earlier answers stay in the form; the person completes them and saves.
          }
        }
        trackHealthInfo(enrollmentId);
      } catch {
        // Not loaded: the form starts empty; the next visit tries again.
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    return () => {
      cancelled = true;
    };
    // Once per enrollment; onLoaded is the form's reset and does not change what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, enrollmentId]);
  return wanted && loading;
}

/**
 * Health Questions (spec 001 sections 2 to 5): the questions of the plans in the cart, each Yes or No (default No),
 * a Yes revealing its details; the medication question with its rows; additional notes. The rules are the domain's
 * healthAnswersSchema; the save is save-primary-health-info (server errors under condition_questions.N.… paths).
 * A successful save resets the spouse-enroll-accepted flag.
 */
export default function HealthQuestionsStep({ mode, step, onSaved, onCancelEdit }: StepProps) {
  const enrollmentId = useClientState((s) => s.tempId);
  const questions = useMemo(() => questionsFrom(step.options), [step.options]);
  const schema = useMemo(() => healthAnswersSchema(questions), [questions]);
  const form = useForm<HealthAnswersFormValues, unknown, HealthAnswers>({
    resolver: zodResolver(schema as never) as unknown as Resolver<HealthAnswersFormValues, unknown, HealthAnswers>,
    defaultValues: healthAnswersFormValues(questions, step.value),
  });
  const loadingExisting = useExistingAnswers(step, questions, enrollmentId, (answers) => form.reset(healthAnswersFormValues(questions, answers)));
  const medicationRows = form.watch('medication_question.medications')?.length ?? 0;
  const serverFields = useMemo(() => healthAnswerFieldPaths(questions, medicationRows) as Path<HealthAnswersFormValues>[], [questions, medicationRows]);
  const empty = questions.codition_questions.length === 0 && questions.medication_question === null;

  const submit = async (values: HealthAnswers) => {
    await saveHealthInfo(enrollmentId ?? '', values);
    setSpouseEnrollAccept(false);
    onSaved();
  };

  return (
    <section className={layout.step} aria-labelledby={mode === 'step' ? 'health-questions-title' : undefined} aria-busy={loadingExisting || undefined}>
      {mode === 'step' && (
        <h1 id="health-questions-title" className={layout.title}>
          {TAB_TITLES.primary_health_info}
        </h1>
      )}
      {empty ? <InfoMessage>{HEALTH_MESSAGES.noQuestions}</InfoMessage> : <p className={styles.intro}>{HEALTH_MESSAGES.intro}</p>}
      {loadingExisting && <InfoMessage>{WEB_MESSAGES.loading}</InfoMessage>}
      <Form form={form} onSubmit={submit} serverFields={serverFields} className={layout.form}>
        <HealthAnswersFields questions={questions} idPrefix="health" disabled={loadingExisting} />
        <FormErrorSummary />
        <StepActions mode={mode} saveLater onCancelEdit={onCancelEdit} />
      </Form>
    </section>
  );
}
