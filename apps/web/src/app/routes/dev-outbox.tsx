import { useSearchParams } from 'react-router';
import { WEB_MESSAGES, OUTBOX_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { useOutbox } from '../../features/outbox/api/get-outbox';
import { OutboxList } from '../../features/outbox/components/outbox-list';
import { OutboxMessageView } from '../../features/outbox/components/outbox-message-view';
import styles from '../../features/outbox/components/outbox.module.css';
import { NotFoundRoute } from './not-found';

/**
 * /dev/outbox: the mail and text messages the store has "sent" where no real transport is configured (demos, tests).
 * Where the API has no outbox (production, or SMTP configured) it answers 404 and this page is the not-found page.
 */
export function DevOutboxRoute() {
  const outbox = useOutbox();
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));

  if (isApiError(outbox.error) && outbox.error.isNotFound) return <NotFoundRoute />;

  let body;
  if (outbox.isPending) {
    body = (
      <div aria-busy="true">
        <p className="visually-hidden">{WEB_MESSAGES.loading}</p>
        <Skeleton height="4rem" />
      </div>
    );
  } else if (outbox.isError) {
    body = <ErrorMessage message={outbox.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void outbox.refetch()} retrying={outbox.isFetching} />;
  } else {
    const messages = outbox.data.result;
    const selectedId = Number.isInteger(asked) && asked > 0 ? asked : (messages[0]?.id ?? null);
    body = (
      <div className={styles.layout}>
        <OutboxList messages={messages} selectedId={selectedId} />
        {selectedId !== null && <OutboxMessageView key={selectedId} id={selectedId} />}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{OUTBOX_WEB_MESSAGES.outboxTitle}</h1>
      <p className={styles.lead}>{OUTBOX_WEB_MESSAGES.outboxLead}</p>
      {body}
    </div>
  );
}
