import type { ReactNode } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { carrierAnswerErrors, PLAN_QUESTION_MESSAGES, type CarrierQuestion, type CarrierQuestions } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton } from '../../../components/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { Notice } from '../../../components/ui/notice';
import { ErrorMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { useCarrierQuestions } from '../api/get-aflac-questions';
import { useSaveCarrierQuestions } from '../api/save-aflac-questions';
import { usePlanQuestionsSavedNotice } from '../saved-notice';
import { YesNoField } from '../../../components/form/yes-no-field';
import styles from './plan-questions.module.css';

interface Values extends FieldValues {
  aflac_data: { qid: number; true_condition: string }[];
}

const toAnswer = (value: string): 0 | 1 | undefined => (value === '1' ? 1 : value === '0' ? 0 : undefined);

/** The form's resolver: the domain's carrier rule, messages under each question and the summary above Save. */
function resolverFor(questions: readonly CarrierQuestion[]) {
  return (values: Values) => {
    const check = carrierAnswerErrors(
      questions,
      values.aflac_data.map((a) => ({ qid: a.qid, true_condition: toAnswer(a.true_condition) })),
    );
    if (check.summary === null) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    const list: Record<number, unknown> = {};
    for (const error of check.errors) {
      const n = Number(error.target_element.split('.')[1]);
      list[n] = { true_condition: { type: 'rule', message: error.error_message } };
    }
    errors.aflac_data = list;
    return { values: {}, errors: errors as never };
  };
}

/**
 * Add to Cart of a plan with supplemental carrier questions (get-aflac-questions): hidden until every required-Yes
 * question is answered Yes and saved (save-aflac-questions). A plan without them shows Add to Cart at once. Also
 * where the plan questions' success message shows once the price reloads.
 */
export function CarrierQuestionsGate({ planId, tempId, children }: { planId: number; tempId: string; children: ReactNode }) {
  const questions = useCarrierQuestions(planId, tempId);
  const saved = usePlanQuestionsSavedNotice((s) => s.messages[planId] ?? null);
  let body;
  if (questions.isPending) body = <Skeleton height="2.75rem" />;
  else if (questions.isError) body = <ErrorMessage message={questions.error.message || PLAN_QUESTION_MESSAGES.loadFailed} onRetry={() => void questions.refetch()} retrying={questions.isFetching} />;
  else if (questions.data.saved) body = children;
  else body = <CarrierForm planId={planId} tempId={tempId} data={questions.data} />;
  return (
    <>
      {saved && (
        <Notice kind="success" className={styles.saved}>
          {saved}
        </Notice>
      )}
      {body}
    </>
  );
}

function CarrierForm({ planId, tempId, data }: { planId: number; tempId: string; data: CarrierQuestions }) {
  const save = useSaveCarrierQuestions(planId, tempId);
  const form = useForm<Values>({
    resolver: resolverFor(data.questions),
    defaultValues: { aflac_data: data.questions.map((q) => ({ qid: q.qid, true_condition: String(data.answers?.find((a) => a.qid === q.qid)?.true_condition ?? '') })) },
  });
  const summary = (() => {
    const errors = form.formState.errors.aflac_data;
    if (!errors) return null;
    const answers = form.getValues('aflac_data').map((a) => ({ qid: a.qid, true_condition: toAnswer(a.true_condition) }));
    return carrierAnswerErrors(data.questions, answers).summary;
  })();
  return (
    <Form
      form={form}
      className={styles.carrier}
      aria-labelledby={`carrier-${planId}`}
      serverFields={data.questions.map((_, n) => `aflac_data.${n}.true_condition` as const)}
      onSubmit={async (values) => {
        await save.mutateAsync(values.aflac_data.map((a) => ({ qid: a.qid, true_condition: toAnswer(a.true_condition) })));
        announce(PLAN_QUESTION_MESSAGES.carrierSaved);
      }}
    >
      <h3 id={`carrier-${planId}`} className={styles.carrierTitle}>
        {PLAN_QUESTION_MESSAGES.carrierTitle}
      </h3>
      <p className={styles.lead}>{PLAN_QUESTION_MESSAGES.carrierLead}</p>
      {data.questions.map((q, n) => (
        <YesNoField key={q.qid} name={`aflac_data.${n}.true_condition`} id={`carrier-${q.qid}`} number={n + 1} legend={q.question} />
      ))}
      {summary && (
        <p className={styles.error} role="alert">
          {summary}
        </p>
      )}
      <FormErrorSummary />
      <SubmitButton>{PLAN_QUESTION_MESSAGES.carrierSave}</SubmitButton>
    </Form>
  );
}

