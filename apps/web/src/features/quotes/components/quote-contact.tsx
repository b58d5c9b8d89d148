import { type QuoteContact, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import styles from './quote-view.module.css';

/** The rep's name, e-mail and phone, from the agent data at the time of the quote. */
export function QuoteContactCard({ agent }: { agent: QuoteContact }) {
  const tel = agent.phone.replace(/[^\d+]/g, '');
  return (
    <section className={styles.contact} aria-labelledby="quote-contact-title">
      <h2 className={styles.sideTitle} id="quote-contact-title">
        {QUOTE_WEB_MESSAGES.yourRepresentative}
      </h2>
      <p className={styles.contactName}>{agent.name}</p>
      <p>
        <a href={`mailto:${agent.email}`}>{agent.email}</a>
      </p>
      <p>
        <a href={`tel:${tel}`}>{agent.phone}</a>
      </p>
    </section>
  );
}
