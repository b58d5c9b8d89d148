import { Link } from 'react-router';
import { type OutboxSummary, OUTBOX_WEB_MESSAGES } from '@benefit-store/domain';
import styles from './outbox.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export function StatusBadge({ status }: { status: OutboxSummary['status'] }) {
  const tone = status === 'sent' ? styles.sent : status === 'failed' ? styles.failed : '';
  // "sent" here means delivered to the outbox: no real transport is configured where this page exists.
  return <span className={`${styles.status} ${tone}`}>{status === 'sent' ? 'delivered' : status}</span>;
}

/** The messages, newest first; each opens at ?id=… so the page can be linked and reloaded. */
export function OutboxList({ messages, selectedId }: { messages: OutboxSummary[]; selectedId: number | null }) {
  if (messages.length === 0) return <p className={styles.empty}>{OUTBOX_WEB_MESSAGES.outboxEmpty}</p>;
  return (
    <ul className={styles.list} aria-label="Messages, newest first">
      {messages.map((m) => (
        <li key={m.id}>
          <Link className={styles.item} to={`?id=${m.id}`} aria-current={m.id === selectedId ? 'true' : undefined}>
            <span className={styles.subject}>{m.subject}</span>
            <span className={styles.meta}>
              {m.channel === 'sms' ? 'Text' : 'E-mail'} to {m.recipient}
              <StatusBadge status={m.status} />
            </span>
            <span className={styles.meta}>{when(m.created_at)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
