import { useId, useState } from 'react';
import { decimalToCents, formatMoney, tierLabel, type QuotedPlan, QUOTE_WEB_MESSAGES, MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import styles from './quote-view.module.css';

/** One quoted plan: its own tier only; a price of 0 or less is not shown (spec: quote view). */
export function QuotedPlanItem({ plan, premierInCart }: { plan: QuotedPlan; premierInCart: boolean }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const showPrice = decimalToCents(plan.price) > 0;
  return (
    <li className={styles.plan}>
      <img className={styles.logo} src={plan.plan_logo} alt="" height={40} loading="lazy" />
      <div className={styles.planBody}>
        <h3 className={styles.planName}>{plan.plan_name}</h3>
        <p className={styles.meta}>{tierLabel(plan.tier, { premierInCart })}</p>
        <p className={styles.short}>{plan.plan_short_text}</p>
        <button type="button" className={styles.more} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
          {open ? QUOTE_WEB_MESSAGES.viewLessDetails : QUOTE_WEB_MESSAGES.viewMoreDetails}
          <span className="visually-hidden-inline"> {WEB_MESSAGES.aboutPlan({ planName: plan.plan_name })}</span>
        </button>
        <div id={detailsId} className={styles.details} hidden={!open}>
          {plan.body_text.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </div>
      {showPrice && <p className={styles.price}>{MESSAGES.pricePerMonth({ price: formatMoney(plan.price) })}</p>}
    </li>
  );
}
