import { formatMoney, L713_MESSAGES, L713_PRICE_LINES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import styles from './order-info.module.css';

/** The carrier's price explanation for the premier plan L713 (002 section 2.4). */
export function L713PriceBlock({ netPrice }: { netPrice: string | null }) {
  return (
    <section className={styles.l713} aria-labelledby="l713-title">
      <h3 id="l713-title" className={styles.blockTitle}>
        {STORE_WEB_MESSAGES.l713PriceDetails}
      </h3>
      <dl className={styles.l713List}>
        {L713_PRICE_LINES.map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.amount}</dd>
          </div>
        ))}
        {netPrice !== null && (
          <div>
            <dt>{L713_MESSAGES.netPrice}</dt>
            <dd>{formatMoney(netPrice)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
