import { useMemo, useState, type RefObject } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  asksDetails,
  calendarDateOf,
  DETAIL_ENTRIES_MAX,
  DETAIL_FIELDS,
  PLAN_QUESTION_MESSAGES,
  PlanAnswerInputSchema,
  planAnswerErrors,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type PlanAnswer,
  type PlanQuestion,
  type PlanQuestions,
  type PlanQuestionWho,
} from '@benefit-store/domain';
import { DateField, SelectField, TextField, useFieldError, useFormApi } from '../../../components/form';
import { ModalForm } from '../../../components/form/modal-form';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { announce } from '../../../lib/announce';
import { usePlanQuestions } from '../api/get-questions';
import { useSaveQuestionAnswers } from '../api/save-question-answers';
import { markPlanQuestionsSaved } from '../saved-notice';
import choice from '../../../components/form/choice-group.module.css';
import { YesNoField } from '../../../components/form/yes-no-field';
import styles from './plan-questions.module.css';

const WHO_LABELS: Record<PlanQuestionWho, () => string> = {
  self: () => PLAN_QUESTION_MESSAGES.whoSelf,
  spouse: () => PLAN_QUESTION_MESSAGES.whoSpouse,
  child: () => PLAN_QUESTION_MESSAGES.whoChild,
};

interface AnswerValues {
  question_id: number;
  yes_no_flag: string;
  who: string;
  checkbox_answers: string[];
  detail: Record<(typeof DETAIL_FIELDS)[number], string>[];
}
interface Values extends FieldValues {
  answers: AnswerValues[];
}

const emptyEntry = () => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, ''])) as AnswerValues['detail'][number];

function initialValues(questions: readonly PlanQuestion[], saved: readonly PlanAnswer[] | null): Values {
  return {
    answers: questions.map((q) => {
      const a = saved?.find((x) => x.question_id === q.question_id);
      return {
        question_id: q.question_id,
        yes_no_flag: a ? String(a.yes_no_flag) : '',
        who: a?.who ?? '',
        checkbox_answers: (a?.checkbox_answers ?? []).map(String),
        detail: Array.from({ length: DETAIL_ENTRIES_MAX }, (_, i) => ({ ...emptyEntry(), ...(a?.detail[i] ?? {}) })),
      };
    }),
  };
}

/** The form's resolver: the answers' shapes, then the domain's rule (the server runs the same one). */
function schemaFor(questions: readonly PlanQuestion[], who: readonly PlanQuestionWho[]) {
  return z.object({ answers: z.array(PlanAnswerInputSchema) }).superRefine((values, ctx) => {
    for (const error of planAnswerErrors(questions, values.answers, who, calendarDateOf(new Date()))) {
      ctx.addIssue({ code: 'custom', path: error.target_element.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: error.error_message });
    }
  });
}

/** Every field a server error can name, so it lands under its field. */
function serverFieldsOf(questions: readonly PlanQuestion[]): string[] {
  return questions.flatMap((_, n) => [
    `answers.${n}.yes_no_flag`,
    `answers.${n}.who`,
    `answers.${n}.checkbox_answers`,
    ...Array.from({ length: DETAIL_ENTRIES_MAX }, (_, i) => DETAIL_FIELDS.map((f) => `answers.${n}.detail.${i}.${f}`)).flat(),
  ]);
}

interface PlanQuestionsDialogProps {
  planId: number;
  tempId: string;
  onClose: () => void;
  /** The Enroll Now button: focus goes back to it when the form closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/**
 * The plan's health-question form (spec 000 section 4, Health questions): a Yes / No per question, then whom a Yes
 * is about, the options that apply, and the detail entries. Saved answers close the form with a success message and
 * the pricing reloads; a declining answer shows the decline message here, and the plan stays refused.
 */
export function PlanQuestionsDialog({ planId, tempId, onClose, returnFocusTo }: PlanQuestionsDialogProps) {
  const questions = usePlanQuestions(planId, tempId);
  let body;
  if (questions.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </div>
    );
  } else if (questions.isError) {
    body = <ErrorMessage message={questions.error.message || PLAN_QUESTION_MESSAGES.loadFailed} onRetry={() => void questions.refetch()} retrying={questions.isFetching} />;
  } else if (questions.data.questions.length === 0) {
    body = <InfoMessage>{PLAN_QUESTION_MESSAGES.noQuestions}</InfoMessage>;
  } else {
    body = <QuestionsForm planId={planId} tempId={tempId} data={questions.data} onDone={onClose} />;
  }
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent size="wide" returnFocusTo={returnFocusTo}>
        <ModalTitle className={styles.title}>{PLAN_QUESTION_MESSAGES.formTitle}</ModalTitle>
        <ModalDescription className={styles.lead}>{PLAN_QUESTION_MESSAGES.formLead}</ModalDescription>
        {body}
      </ModalContent>
    </ModalRoot>
  );
}

function QuestionsForm({ planId, tempId, data, onDone }: { planId: number; tempId: string; data: PlanQuestions; onDone: () => void }) {
  const save = useSaveQuestionAnswers(planId, tempId);
  const [declined, setDeclined] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(schemaFor(data.questions, data.who_options)), [data.questions, data.who_options]);
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: initialValues(data.questions, data.answers) });
  const serverFields = useMemo(() => serverFieldsOf(data.questions), [data.questions]);

  if (declined !== null) {
    return (
      <div className={styles.form}>
        <div role="alert">
          <ErrorMessage message={declined} />
        </div>
        <ModalActions className={styles.actions}>
          <ModalClose asChild>
            <Button>{WEB_MESSAGES.close}</Button>
          </ModalClose>
        </ModalActions>
      </div>
    );
  }

  return (
    <ModalForm
      form={form}
      className={styles.form}
      serverFields={serverFields as never}
      cancelLabel={STORE_WEB_MESSAGES.back}
      actionsClassName={styles.actions}
      onSubmit={async (values) => {
        const parsed = z.object({ answers: z.array(PlanAnswerInputSchema) }).parse(values);
        const result = await save.mutateAsync(parsed.answers);
        if (result.outcome === 'declined') {
          setDeclined(result.message);
          return;
        }
        markPlanQuestionsSaved(planId, result.message);
        announce(result.message);
        onDone();
      }}
    >
      <div className={styles.questions}>
        {data.questions.map((q, n) => (
          <QuestionBlock key={q.question_id} question={q} n={n} who={data.who_options} />
        ))}
      </div>
    </ModalForm>
  );
}

function QuestionBlock({ question, n, who }: { question: PlanQuestion; n: number; who: readonly PlanQuestionWho[] }) {
  const { watch } = useFormApi<Values>();
  const yes = watch(`answers.${n}.yes_no_flag`) === '1';
  const id = `pq-${question.question_id}`;
  const base = `answers.${n}` as const;
  return (
    <div className={styles.block} data-question-id={question.question_id}>
      <YesNoField name={`${base}.yes_no_flag`} id={id} number={n + 1} legend={question.question_text} />
      {yes && (
        <div className={styles.details} role="group" aria-label={question.question_text}>
          <SelectField
            id={`${id}-who`}
            name={`${base}.who`}
            label={PLAN_QUESTION_MESSAGES.whoLabel}
            placeholder={WEB_MESSAGES.selectPlaceholder}
            options={who.map((w) => ({ value: w, label: WHO_LABELS[w]() }))}
          />
          {question.question_sub_type === 'checkbox' && <Options question={question} name={`${base}.checkbox_answers`} id={`${id}-options`} />}
          {asksDetails(question) &&
            Array.from({ length: DETAIL_ENTRIES_MAX }, (_, i) => (
              <fieldset key={i} className={styles.entry}>
                <legend className={styles.legend}>{i === 0 && question.require_detail ? PLAN_QUESTION_MESSAGES.detailEntry({ n: i + 1 }) : PLAN_QUESTION_MESSAGES.detailEntryOptional({ n: i + 1 })}</legend>
                <div className={styles.entryGrid}>
                  <DateField id={`${id}-d${i}-from`} name={`${base}.detail.${i}.dot_from`} label={PLAN_QUESTION_MESSAGES.dateFromLabel} />
                  <DateField id={`${id}-d${i}-to`} name={`${base}.detail.${i}.dot_to`} label={PLAN_QUESTION_MESSAGES.dateToLabel} />
                  <TextField id={`${id}-d${i}-reason`} name={`${base}.detail.${i}.reason_for_condition`} label={PLAN_QUESTION_MESSAGES.reasonLabel} maxLength={250} />
                  <TextField id={`${id}-d${i}-recovery`} name={`${base}.detail.${i}.degree_of_recovery`} label={PLAN_QUESTION_MESSAGES.recoveryLabel} maxLength={250} />
                  <TextField id={`${id}-d${i}-physician`} name={`${base}.detail.${i}.physician_name_address`} label={PLAN_QUESTION_MESSAGES.physicianLabel} maxLength={250} />
                </div>
              </fieldset>
            ))}
        </div>
      )}
    </div>
  );
}

/** The checkbox options a Yes asks about, grouped under the question; their error under them. */
function Options({ question, name, id }: { question: PlanQuestion; name: string; id: string }) {
  const { register } = useFormApi();
  const error = useFieldError(name);
  const errorId = `${id}-error`;
  return (
    <fieldset className={choice.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{PLAN_QUESTION_MESSAGES.optionsLegend}</legend>
      <div className={choice.choices}>
        {question.options.map((option) => (
          <label key={option.option_id} className={choice.choice}>
            <input type="checkbox" id={`${id}-${option.option_id}`} value={String(option.option_id)} aria-invalid={error ? true : undefined} {...register(name)} />
            <span>{option.option_text}</span>
          </label>
        ))}
      </div>
      <p id={errorId} className={choice.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
