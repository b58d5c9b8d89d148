import type { ReactNode } from 'react';
import { formatMoney, PLAN_PAGE_MESSAGES, STORE_WEB_MESSAGES, tierLabel, type TierPriceRow } from '@benefit-store/domain';
import styles from './pricing-cards.module.css';

interface PricingCardsProps {
  rows: readonly TierPriceRow[];
  /** The Add to Cart control of the visitor's tier (composed by the route: the cart feature owns it). */
  action: ReactNode;
}

/** One card per tier priced above 0; the visitor's tier is highlighted, named "Your tier" and carries Add to Cart. */
export function PricingCards({ rows, action }: PricingCardsProps) {
  return (
    <ul className={styles.cards}>
      {rows.map((row) => (
        <li key={row.tier} className={[styles.card, row.is_selected_tier ? styles.selected : ''].join(' ')} aria-current={row.is_selected_tier || undefined}>
          <p className={styles.tier}>{tierLabel(row.tier)}</p>
          {row.is_selected_tier && <p className={styles.badge}>{PLAN_PAGE_MESSAGES.yourTier}</p>}
          <p className={styles.price}>
            {formatMoney(row.price_male_nons)}
            <span className={styles.per}>{STORE_WEB_MESSAGES.perMonth}</span>
          </p>
          {row.is_selected_tier && action}
        </li>
      ))}
    </ul>
  );
}
