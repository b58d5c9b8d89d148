import { useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { COMPLETION_MESSAGES, ConfirmationNumberSchema, displayDateAndTime, displayDateText, homePath, orderLines, type Confirmation } from '@benefit-store/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { TotalsList } from '../../../components/ui/totals-list';
import { isApiError } from '../../../lib/api-error';
import { useClientState } from '../../../lib/client-state';
import { useConfirmation } from './api/get-confirmation';
import styles from './confirmation-page.module.css';

/** The number in the address, when it has the shape of one (anything else shows the empty state, with no call). */
function policyIdOf(params: URLSearchParams): string | null {
  const parsed = ConfirmationNumberSchema.safeParse(params.get('policy_id') ?? '');
  return parsed.success ? parsed.data : null;
}

function ConfirmationDetails({ confirmation }: { confirmation: Confirmation }) {
  const { policy_id, name, completed_at, effective_date, order, rep_copy } = confirmation;
  const rows = orderLines(order).map(({ label, value }) => ({ label, value }));
  return (
    <>
      <p className={styles.lead}>{COMPLETION_MESSAGES.confirmationFor({ name })}</p>
      <dl className={styles.facts}>
        <div className={styles.number}>
          <dt>{COMPLETION_MESSAGES.confirmationLabel}</dt>
          <dd data-testid="confirmation-number">{policy_id}</dd>
        </div>
        <div>
          <dt>{COMPLETION_MESSAGES.confirmationStatus}</dt>
          <dd>{COMPLETION_MESSAGES.confirmationComplete}</dd>
        </div>
        <div>
          <dt>{COMPLETION_MESSAGES.confirmationCompletedAt}</dt>
          <dd>
            <time dateTime={completed_at}>{displayDateAndTime(new Date(completed_at))}</time>
          </dd>
        </div>
        <div>
          <dt>{COMPLETION_MESSAGES.confirmationEffective}</dt>
          <dd>{effective_date ? displayDateText(effective_date) : COMPLETION_MESSAGES.confirmationNoEffective}</dd>
        </div>
      </dl>
      <section aria-labelledby="confirmation-plans">
        <h2 className={styles.subtitle} id="confirmation-plans">
          {COMPLETION_MESSAGES.mailPlansHeading}
        </h2>
        {order.plans.length === 0 && <p>{COMPLETION_MESSAGES.confirmationNoPlans}</p>}
        <TotalsList rows={rows} />
      </section>
      <section aria-labelledby="confirmation-next">
        <h2 className={styles.subtitle} id="confirmation-next">
          {COMPLETION_MESSAGES.confirmationNext}
        </h2>
        <ul className={styles.next}>
          <li>{COMPLETION_MESSAGES.confirmationNextMail}</li>
          <li>{COMPLETION_MESSAGES.confirmationNextKeep}</li>
          {rep_copy && <li>{COMPLETION_MESSAGES.confirmationNextRep}</li>}
        </ul>
      </section>
    </>
  );
}

/**
 * /confirmation?policy_id=… (spec 002 section 2.9; issue 27 item 6; docs/decisions/0078-the-spec-s-remaining-pages.md):
 * the completed enrollment's confirmation, opened from the receipt's link: its number, status, when it was completed
 * and coverage starts, the plans and totals, and what happens next, with a print button. Only the browser that
 * completed it sees it (get-confirmation answers 404 to anyone else, as to an unknown number); everyone else reads
 * that there is nothing to show here and where the number is, never a Try again that could not work.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const policyId = policyIdOf(params);
  const home = useClientState(useShallow((s) => homePath({ referral: s.referral, open_type: s.open_type, eprocess: s.eprocess })));
  const confirmation = useConfirmation(policyId);
  const notShown = !policyId || (confirmation.isError && isApiError(confirmation.error) && confirmation.error.isNotFound);

  let body;
  if (notShown) body = <p>{COMPLETION_MESSAGES.confirmationNotShown}</p>;
  else if (confirmation.isError) {
    body = <ErrorMessage message={COMPLETION_MESSAGES.confirmationFailed} onRetry={() => void confirmation.refetch()} retrying={confirmation.isFetching} />;
  } else if (!confirmation.data) {
    body = (
      <div role="status" className={styles.loading}>
        <p className="visually-hidden">{COMPLETION_MESSAGES.confirmationLoading}</p>
        <Skeleton height="1.25rem" width="50%" />
        <Skeleton height="6rem" />
        <Skeleton height="8rem" />
      </div>
    );
  } else body = <ConfirmationDetails confirmation={confirmation.data} />;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirmation-title" aria-busy={!notShown && !confirmation.data && !confirmation.isError}>
        <h1 className={styles.title} id="confirmation-title">
          {COMPLETION_MESSAGES.confirmationTitle}
        </h1>
        {body}
        <div className={styles.actions}>
          {confirmation.data && (
            <Button variant="secondary" onClick={() => window.print()}>
              {COMPLETION_MESSAGES.confirmationPrint}
            </Button>
          )}
          <ButtonLink to={home} variant={confirmation.data ? 'primary' : 'secondary'}>
            {COMPLETION_MESSAGES.returnHome}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}

export const Component = ConfirmationPage;
