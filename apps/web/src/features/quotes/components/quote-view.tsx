import { WEB_MESSAGES, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { useQuoteDetail } from '../api/get-quote-detail';
import { QuoteAnswerPanel } from './quote-answer-panel';
import { QuoteContactCard } from './quote-contact';
import { QuotedPlanItem } from './quoted-plan-item';
import styles from './quote-view.module.css';

/**
 * The quote view, shown by /cart while the stored redirectionType is save-cart (a quote link was opened): the plans
 * as they were quoted, the rep's contact, the effective date, and Accept and Enroll or Decline.
 */
export function QuoteView() {
  const tempId = useClientState((s) => s.tempId);
  const quote = useQuoteDetail(tempId);

  let body;
  if (!tempId || quote.isPending) {
    body = (
      <div className={styles.skeleton} aria-busy="true">
        <p className="visually-hidden">{WEB_MESSAGES.loading}</p>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  } else if (quote.isError) {
    body = <ErrorMessage message={quote.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void quote.refetch()} retrying={quote.isFetching} />;
  } else {
    const q = quote.data;
    body = (
      <>
        <p className={styles.lead}>{QUOTE_WEB_MESSAGES.quotePreparedFor({ name: q.quote_name })}</p>
        {q.message && <p className={styles.message}>{q.message}</p>}
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={QUOTE_WEB_MESSAGES.quotedPlans}>
            {q.plans.map((plan) => (
              <QuotedPlanItem key={`${plan.plan_id}-${plan.plan_pricing_id}`} plan={plan} premierInCart={q.premier_in_cart} />
            ))}
          </ul>
          <div className={styles.side}>
            <QuoteAnswerPanel quote={q} enrollmentId={tempId} />
            {q.agent && <QuoteContactCard agent={q.agent} />}
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      <h1 className={styles.title}>{QUOTE_WEB_MESSAGES.quoteViewTitle}</h1>
      {body}
    </>
  );
}
