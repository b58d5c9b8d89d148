import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, tierLabel, WEB_MESSAGES, type PlanCard as Plan, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { isHexColor, readableTextOn } from '../../../lib/contrast';
import { planHref } from '../../../lib/plan-href';
import { CardFacts, CompareToggle } from '../../compare';
import styles from './plan-card.module.css';

interface PlanCardProps {
  plan: Plan;
  /** "from": the lowest Member Only price, shown before the visitor has given a filter. */
  priceMode: 'tier' | 'from';
  /** The add-to-cart control, composed by the route (the cart feature owns it). */
  action?: ReactNode;
}

function Callout({ text, color, lang }: { text: string; color: string | null; lang?: string }) {
  const style = isHexColor(color) ? { background: color, color: readableTextOn(color) ?? undefined } : undefined;
  return (
    <span className={styles.callout} style={style} lang={lang}>
      {text}
    </span>
  );
}

const headingIdOf = (planId: number) => `plan-${planId}-name`;

/**
 * A listed card's own control, for focus to go to when the control that had it left the card (a popup's button gone
 * once the card is priced): its price's action (Add to cart, In cart, a popup's button), else the link of its name.
 */
export function planCardFocusTarget(planId: number): HTMLElement | null {
  const name = document.getElementById(headingIdOf(planId));
  const card = name?.closest('article');
  if (!name || !card) return null;
  return card.querySelector<HTMLElement>('[data-card-action] button') ?? name.querySelector<HTMLElement>('a');
}

/** Moves focus to a listed card's own control (planCardFocusTarget), when the card is on the page. */
export function focusPlanCard(planId: number): void {
  planCardFocusTarget(planId)?.focus();
}

export function PlanCard({ plan, priceMode, action }: PlanCardProps) {
  const headingId = headingIdOf(plan.plan_id);
  return (
    <article className={[styles.card, plan.is_in_cart ? styles.inCartCard : ''].join(' ')} aria-labelledby={headingId}>
      <div className={styles.top}>
        <img className={styles.logo} src={plan.plan_logo} alt={WEB_MESSAGES.carrierLogo({ carrier: plan.carrier_name })} height={40} loading="lazy" />
        {plan.callout_text && <Callout text={plan.callout_text} color={plan.callout_color} lang={plan.content_lang} />}
      </div>
      <h3 className={styles.name} id={headingId}>
        <Link className={styles.nameLink} to={planHref(plan.plan_id, plan.plan_name)}>
          {plan.plan_name}
        </Link>
      </h3>
      <p className={styles.carrier}>{plan.carrier_name}</p>
      {/* The catalog's text, in English where it has no translation in the page's language: marked, so it is read so. */}
      {plan.plan_short_text && (
        <p className={styles.text} lang={plan.content_lang}>
          {plan.plan_short_text}
        </p>
      )}
      <CardFacts facts={plan.plan_facts} />
      {plan.is_in_cart && (
        <p className={styles.inCart}>
          <span aria-hidden="true">✓</span> {STORE_WEB_MESSAGES.inCart}
        </p>
      )}
      <div className={styles.bottom} data-card-action>
        {plan.plan_price === null ? (
          <p className={styles.unavailable}>{plan.price_message || STORE_WEB_MESSAGES.priceUnavailable}</p>
        ) : (
          <p className={styles.price}>
            <span className={styles.amount}>
              {priceMode === 'from' && <span className={styles.per}>{STORE_WEB_MESSAGES.priceFrom} </span>}
              {formatMoney(plan.plan_price)}
              <span className={styles.per}>{STORE_WEB_MESSAGES.perMonth}</span>
            </span>
            <span className={styles.tier}>{tierLabel(plan.tier)}</span>
          </p>
        )}
        {action}
      </div>
      {priceMode === 'tier' && <CompareToggle planId={plan.plan_id} planName={plan.plan_name} />}
    </article>
  );
}
