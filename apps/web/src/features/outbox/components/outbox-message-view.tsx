import { WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useOutboxMessage } from '../api/get-outbox-message';
import { StatusBadge } from './outbox-list';
import styles from './outbox.module.css';

/** The web links in a message's text body, so a reader can follow them from this page. */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

/**
 * One message: its headers, its HTML in a sandboxed frame (no scripts, no same-origin rights, no navigation of this
 * page), its links, and its text body.
 */
export function OutboxMessageView({ id }: { id: number }) {
  const message = useOutboxMessage(id);

  if (message.isPending) {
    return (
      <section className={styles.message} aria-busy="true">
        <p className="visually-hidden">{WEB_MESSAGES.loading}</p>
        <Skeleton height="2rem" />
        <Skeleton height="20rem" />
      </section>
    );
  }
  if (message.isError) {
    return <ErrorMessage message={message.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void message.refetch()} retrying={message.isFetching} />;
  }
  const m = message.data;
  const links = linksIn(m.text);
  return (
    <section className={styles.message} aria-labelledby="outbox-message-subject">
      <h2 id="outbox-message-subject">
        {m.subject}
      </h2>
      <dl className={styles.headers}>
        <dt>To</dt>
        <dd>{m.recipient}</dd>
        <dt>Channel</dt>
        <dd>{m.channel === 'sms' ? 'Text message' : 'E-mail'}</dd>
        <dt>Template</dt>
        <dd>{m.template}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge status={m.status} /> {m.attempts > 0 && `after ${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`}
          {m.last_error && ` (last error: ${m.last_error})`}
        </dd>
      </dl>
      {m.html && <iframe className={styles.frame} title={`Message: ${m.subject}`} sandbox="" srcDoc={m.html} />}
      {links.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>Links in this message</h3>
          <ul className={styles.links}>
            {links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.sectionTitle}>Text version</h3>
      <pre className={styles.text}>{m.text}</pre>
    </section>
  );
}
