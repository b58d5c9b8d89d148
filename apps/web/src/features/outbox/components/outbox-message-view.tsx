import { formatPhone, WEB_MESSAGES, OUTBOX_WEB_MESSAGES } from '@benefit-store/domain';
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
        <dt>{OUTBOX_WEB_MESSAGES.outboxTo}</dt>
        <dd>{m.channel === 'sms' ? formatPhone(m.recipient) : m.recipient}</dd>
        <dt>{OUTBOX_WEB_MESSAGES.outboxChannel}</dt>
        <dd>{OUTBOX_WEB_MESSAGES.outboxChannelName({ channel: m.channel })}</dd>
        <dt>{OUTBOX_WEB_MESSAGES.outboxTemplate}</dt>
        <dd>{m.template}</dd>
        <dt>{OUTBOX_WEB_MESSAGES.outboxStatusLabel}</dt>
        <dd>
          <StatusBadge status={m.status} /> {m.attempts > 0 && OUTBOX_WEB_MESSAGES.outboxAttempts({ attempts: m.attempts })}
          {m.last_error && ` ${OUTBOX_WEB_MESSAGES.outboxLastError({ error: m.last_error })}`}
        </dd>
      </dl>
      {m.html && <iframe className={styles.frame} title={OUTBOX_WEB_MESSAGES.outboxFrameTitle({ subject: m.subject })} sandbox="" srcDoc={m.html} />}
      {links.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{OUTBOX_WEB_MESSAGES.outboxLinks}</h3>
          <ul className={styles.links}>
            {links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {m.attachments && m.attachments.length > 0 && (
        <>
          <h3 className={styles.sectionTitle}>{OUTBOX_WEB_MESSAGES.outboxAttachments}</h3>
          <ul className={styles.links}>
            {m.attachments.map((file, index) => (
              <li key={`${index}-${file.filename}`}>
                <a href={`/api/v1/dev/outbox/${m.id}/attachments/${index}`} download={file.filename}>
                  {OUTBOX_WEB_MESSAGES.outboxAttachmentLink({ filename: file.filename, kb: (file.bytes / 1024).toFixed(1) })}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 className={styles.sectionTitle}>{OUTBOX_WEB_MESSAGES.outboxTextVersion}</h3>
      <pre className={styles.text}>{m.text}</pre>
    </section>
  );
}
