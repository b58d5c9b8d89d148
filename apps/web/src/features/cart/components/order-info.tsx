import type { ReactNode } from 'react';
import { formatMoney, MESSAGES, type Cart, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { TotalsList } from '../../../components/ui/totals-list';
import { L713PriceBlock } from './l713-price-block';
import styles from './order-info.module.css';

interface OrderInfoProps {
  cart: Cart;
  /** The effective date and checkout, Save Cart: assembled by the route. */
  children?: ReactNode;
}

/** Order Info: the totals (with the membership line), the special and blackout messages, the fee notices. */
export function OrderInfo({ cart, children }: OrderInfoProps) {
  return (
    <section className={styles.panel} aria-labelledby="order-info-title">
      <h2 className={styles.title} id="order-info-title">
        {STORE_WEB_MESSAGES.orderInfo}
      </h2>
      {cart.blackout_message && (
        <p className={styles.blackout} role="note">
          {cart.blackout_message}
        </p>
      )}
      <TotalsList
        rows={[
          ...(cart.membership ? [{ label: cart.membership.name, value: `${formatMoney(cart.membership.monthly_fee)}/month` }] : []),
          { label: STORE_WEB_MESSAGES.firstMonthTotal, value: formatMoney(cart.initial_month_cost) },
          { label: STORE_WEB_MESSAGES.recurringMonthly, value: formatMoney(cart.recurring_month_cost) },
        ]}
      />
      {cart.one_time_fees.length > 0 && (
        <ul className={styles.notice} aria-label={STORE_WEB_MESSAGES.whyFirstMonthDiffers}>
          {cart.one_time_fees.map((fee) => (
            <li key={fee.plan_name}>{STORE_WEB_MESSAGES.oneTimeFeeOf({ amount: formatMoney(fee.amount), planName: fee.plan_name })}</li>
          ))}
        </ul>
      )}
      {cart.special_message && <p className={styles.special}>{cart.special_message}</p>}
      {cart.admin_fee_percent && <p className={styles.notice}>{MESSAGES.adminFeeNotice({ percent: cart.admin_fee_percent })}</p>}
      {cart.has_l713 && <L713PriceBlock cart={cart} />}
      {children}
    </section>
  );
}
