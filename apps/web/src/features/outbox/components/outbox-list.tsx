import { Link } from 'react-router';
import { formatPhone, type OutboxSummary, OUTBOX_WEB_MESSAGES, displayDateTime } from '@benefit-store/domain';
import styles from './outbox.module.css';

const when = (iso: string) => displayDateTime(new Date(iso));

export function StatusBadge({ status }: { status: OutboxSummary['status'] }) {
  const tone = status === 'sent' ? styles.sent : status === 'failed' ? styles.failed : '';
  // "sent" here means delivered to the outbox: no real transport is configured where this page exists.
  return <span className={`${styles.status} ${tone}`}>{OUTBOX_WEB_MESSAGES.outboxStatus({ status })}</span>;
}

/** The messages, newest first; each opens at ?id=… so the page can be linked and reloaded. */
export function OutboxList({ messages, selectedId }: { messages: OutboxSummary[]; selectedId: number | null }) {
  if (messages.length === 0) return <p className={styles.empty}>{OUTBOX_WEB_MESSAGES.outboxEmpty}</p>;
  return (
    <ul className={styles.list} aria-label={OUTBOX_WEB_MESSAGES.outboxListLabel}>
      {messages.map((m) => (
        <li key={m.id}>
          <Link className={styles.item} to={`?id=${m.id}`} aria-current={m.id === selectedId ? 'true' : undefined}>
            <span className={styles.subject}>{m.subject}</span>
            <span className={styles.meta}>
              {OUTBOX_WEB_MESSAGES.outboxSentTo({ channel: m.channel, recipient: m.channel === 'sms' ? formatPhone(m.recipient) : m.recipient })}
              <StatusBadge status={m.status} />
            </span>
            <span className={styles.meta}>{when(m.created_at)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
