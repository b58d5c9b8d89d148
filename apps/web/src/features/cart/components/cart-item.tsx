import { Link } from 'react-router';
import { formatMoney, tierLabel, type CartPlan, MESSAGES, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { buttonClassName } from '../../../components/ui/button';
import { planHref } from '../../../lib/plan-href';
import { PlanDetailButton } from '../../recommendations';
import { RemovePlanButton } from './remove-plan-button';
import styles from './cart-item.module.css';

interface CartItemProps {
  plan: CartPlan;
  enrollmentId: string;
  premierInCart: boolean;
  onRemoved: () => void;
}

export function CartItem({ plan, enrollmentId, premierInCart, onRemoved }: CartItemProps) {
  return (
    <li className={styles.item}>
      <img className={styles.logo} src={plan.plan_logo} alt="" height={40} loading="lazy" />
      <div>
        <p className={styles.name}>
          <Link to={planHref(plan.plan_id, plan.plan_name)}>{plan.plan_name}</Link>
        </p>
        <p className={styles.meta}>{tierLabel(plan.tier, { premierInCart })}</p>
        <PlanDetailButton planId={plan.plan_id} planName={plan.plan_name} className={buttonClassName('secondary', styles.details)}>
          {STORE_WEB_MESSAGES.planDetails}{' '}
          <span className="visually-hidden-inline">{WEB_MESSAGES.aboutPlan({ planName: plan.plan_name })}</span>
        </PlanDetailButton>
      </div>
      <div className={styles.side}>
        <p className={styles.price}>{MESSAGES.pricePerMonth({ price: formatMoney(plan.price) })}</p>
        {plan.removable === 1 && <RemovePlanButton plan={plan} enrollmentId={enrollmentId} onRemoved={onRemoved} />}
      </div>
    </li>
  );
}
