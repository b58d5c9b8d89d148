import { centsToDecimal, decimalToCents, l713Breakdown, PLAN_PAGE_MESSAGES, PREMIER_PLAN_TYPE, tierLabel, type PlanDetail, type TierPriceRow } from '@benefit-store/domain';
import { L713PriceBlock } from '../../cart';
import styles from './plan-notices.module.css';

interface PlanNoticesProps {
  detail: Pick<PlanDetail, 'plan_notices' | 'plan_type'>;
  /** The visitor's priced row, when pricing has answered one: the premier plan explains that price. */
  mine: Pick<TierPriceRow, 'tier' | 'price_male_nons'> | null;
}

/**
 * What to know before buying, beside the prices: the plan's notices from the server (the administrative fee inside
 * its prices, evidence of insurability...) and, for the premier plan, the visitor's price as the carrier explains it
 * (the same l713Breakdown the cart and the agreement show). Nothing when there is nothing to say.
 */
export function PlanNotices({ detail, mine }: PlanNoticesProps) {
  const notices = detail.plan_notices ?? [];
  const breakdown = detail.plan_type === PREMIER_PLAN_TYPE && mine ? l713Breakdown(decimalToCents(mine.price_male_nons), mine.tier) : null;
  if (notices.length === 0 && !breakdown) return null;
  return (
    <section className={styles.notices} aria-labelledby="plan-notices-title">
      <h2 id="plan-notices-title" className={styles.title}>
        {PLAN_PAGE_MESSAGES.beforeYouBuy}
      </h2>
      {notices.length > 0 && (
        <ul className={styles.list}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      {breakdown && mine && (
        <>
          <p className={styles.lead}>{PLAN_PAGE_MESSAGES.l713ForYourTier({ tier: tierLabel(mine.tier) })}</p>
          <L713PriceBlock cart={{ l713_lines: breakdown.lines.map((line) => ({ label: line.label, amount: centsToDecimal(line.cents) })) }} />
        </>
      )}
    </section>
  );
}
