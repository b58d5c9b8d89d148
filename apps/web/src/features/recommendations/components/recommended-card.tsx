import { Link } from 'react-router';
import { categoryLabel, formatMoney, WEB_MESSAGES, type RecommendedPlan } from '@benefit-store/domain';
import { planHref } from '../../../lib/plan-href';
import { PlanDetailButton } from './plan-detail-button';
import styles from './recommended-card.module.css';

/** A recommended plan: logo, name, short text, category, its "from" price and More Info (the plan's description in a dialog, with the way to its page). */
export function RecommendedCard({ plan }: { plan: RecommendedPlan }) {
  const headingId = `recommended-plan-${plan.plan_id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <img className={styles.logo} src={plan.plan_logo} alt={WEB_MESSAGES.carrierLogo({ carrier: plan.carrier_name })} height={36} loading="lazy" />
      <h3 className={styles.name} id={headingId}>
        <Link to={planHref(plan.plan_id, plan.plan_name)}>{plan.plan_name}</Link>
      </h3>
      <p className={styles.category}>{plan.category_label || categoryLabel(plan.plan_category)}</p>
      <p className={styles.text}>{plan.plan_short_text}</p>
      {plan.plan_price && <p className={styles.price}>{WEB_MESSAGES.recommendedPriceFrom({ price: formatMoney(plan.plan_price) })}</p>}
      <PlanDetailButton planId={plan.plan_id} planName={plan.plan_name} planPrice={plan.plan_price ?? null} className={styles.more}>
        {WEB_MESSAGES.moreInfo}{' '}
        <span className="visually-hidden-inline">{WEB_MESSAGES.aboutPlan({ planName: plan.plan_name })}</span>
      </PlanDetailButton>
    </article>
  );
}
