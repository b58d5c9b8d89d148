import { Link, useSearchParams } from 'react-router';
import { PLAN_QUESTION_MESSAGES, STORE_WEB_MESSAGES, type PlanQuestion, type PlanQuestionView } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { planHref } from '../../../lib/plan-href';
import { usePlanQuestionView } from '../api/get-plan-question-view';
import { useQuestionnairePlans } from '../api/get-questionnaire-plans';
import { questionnaireHref } from '../questionnaire-href';
import styles from './plan-question-view-page.module.css';

const PLAN_ID = /^\d{1,9}$/;

/** What a Yes to the question asks next, in words: the view shows the questionnaire's shape, not a form. */
function QuestionItem({ question, n, total }: { question: PlanQuestion; n: number; total: number }) {
  const headingId = `question-${question.question_id}`;
  return (
    <li className={styles.question}>
      <h3 className={styles.questionHeading} id={headingId}>
        <span className={styles.questionNumber}>{PLAN_QUESTION_MESSAGES.viewQuestion({ n, total })}</span> {question.question_text}
      </h3>
      <p className={styles.kind}>{PLAN_QUESTION_MESSAGES.viewAnswerKind}</p>
      {question.question_sub_type === 'checkbox' && question.options.length > 0 && (
        <>
          <p className={styles.kind}>{PLAN_QUESTION_MESSAGES.viewOptionsKind}</p>
          <ul className={styles.options}>
            {question.options.map((o) => (
              <li key={o.option_id}>{o.option_text}</li>
            ))}
          </ul>
        </>
      )}
      {question.question_sub_type === 'detail' && <p className={styles.kind}>{PLAN_QUESTION_MESSAGES.viewDetailKind}</p>}
    </li>
  );
}

/**
 * The plans that ask health questions, each a link to its questionnaire: what the page shows without a plan (or with
 * one it does not know), so it is a way in, not a dead end.
 */
function QuestionnairePlans() {
  const list = useQuestionnairePlans(true);
  let body;
  if (list.isError) {
    body = <ErrorMessage message={PLAN_QUESTION_MESSAGES.viewListFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (!list.data) {
    body = (
      <div role="status" className={styles.loading}>
        <p className="visually-hidden">{PLAN_QUESTION_MESSAGES.viewListLoading}</p>
        <Skeleton height="1.25rem" width="60%" />
        <Skeleton height="1.25rem" width="50%" />
      </div>
    );
  } else if (list.data.plans.length === 0) {
    body = <InfoMessage>{PLAN_QUESTION_MESSAGES.viewNoneAsk}</InfoMessage>;
  } else {
    body = (
      <>
        <p className={styles.lead}>{PLAN_QUESTION_MESSAGES.viewChoose}</p>
        <ul className={styles.planList}>
          {list.data.plans.map((p) => (
            <li key={p.plan_id}>
              <Link to={questionnaireHref(p.plan_id)}>{PLAN_QUESTION_MESSAGES.viewPlanLine({ plan: p.plan_name, carrier: p.carrier_name })}</Link>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section aria-labelledby="questionnaire-plans" aria-busy={!list.data && !list.isError}>
      <h2 className={styles.subtitle} id="questionnaire-plans">
        {PLAN_QUESTION_MESSAGES.viewChooseTitle}
      </h2>
      {body}
      <p>
        <Link to="/plans">{STORE_WEB_MESSAGES.browsePlans}</Link>
      </p>
    </section>
  );
}

function Questionnaire({ view }: { view: PlanQuestionView }) {
  return (
    <>
      <p className={styles.plan}>
        <Link to={planHref(view.plan_id, view.plan_name)}>{PLAN_QUESTION_MESSAGES.viewPlanLine({ plan: view.plan_name, carrier: view.carrier_name })}</Link>
      </p>
      {view.questions.length === 0 ? (
        <InfoMessage>{PLAN_QUESTION_MESSAGES.noQuestions}</InfoMessage>
      ) : (
        <>
          <p className={styles.lead}>{PLAN_QUESTION_MESSAGES.viewLead}</p>
          <section aria-labelledby="questionnaire-questions">
            <h2 className="visually-hidden" id="questionnaire-questions">
              {PLAN_QUESTION_MESSAGES.formTitle}
            </h2>
            <ol className={styles.questions}>
              {view.questions.map((q, i) => (
                <QuestionItem key={q.question_id} question={q} n={i + 1} total={view.questions.length} />
              ))}
            </ol>
          </section>
        </>
      )}
    </>
  );
}

/**
 * /PlanQuestionView?planId=… (spec 002 section 2.9, "a static simplified-issue cancer questionnaire mock-up"; issue 27
 * item 6; docs/decisions/0078-the-spec-s-remaining-pages.md): a plan's health questions to read, numbered, with
 * what a Yes asks next, for any visitor and without an enrollment. Answering stays on the plan's page (Enroll Now);
 * the plan's name links there. Without a planId it lists the plans that ask questions (the plan pages link here too);
 * a planId the catalog does not know says the questionnaire was not found, above the same list.
 */
export function PlanQuestionViewPage() {
  const [params] = useSearchParams();
  const raw = params.get('planId') ?? params.get('plan_id') ?? '';
  const planId = PLAN_ID.test(raw) ? Number(raw) : null;
  const view = usePlanQuestionView(planId);
  const notFound = planId === null || (view.isError && isApiError(view.error) && view.error.isNotFound);

  let body;
  if (notFound) {
    body = (
      <>
        {raw !== '' && <InfoMessage>{PLAN_QUESTION_MESSAGES.viewNoPlan}</InfoMessage>}
        <QuestionnairePlans />
      </>
    );
  } else if (view.isError) {
    body = <ErrorMessage message={PLAN_QUESTION_MESSAGES.loadFailed} onRetry={() => void view.refetch()} retrying={view.isFetching} />;
  } else if (!view.data) {
    body = (
      <div role="status" className={styles.loading}>
        <p className="visually-hidden">{PLAN_QUESTION_MESSAGES.viewLoading}</p>
        <Skeleton height="1.25rem" width="50%" />
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </div>
    );
  } else body = <Questionnaire view={view.data} />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="questionnaire-title" aria-busy={!notFound && !view.data && !view.isError}>
        <h1 className={styles.title} id="questionnaire-title">
          {PLAN_QUESTION_MESSAGES.viewTitle}
        </h1>
        {body}
      </section>
    </div>
  );
}

export const Component = PlanQuestionViewPage;
