import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoney, MESSAGES, type SuggestedPlan, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalDescription, ModalTitle } from '../../../components/ui/modal';
import styles from './checkout-dialog.module.css';

interface SuggestionDialogContentProps {
  plan: SuggestedPlan;
  adding: boolean;
  /** Checkout runs after the last answer: both buttons wait for it. */
  checkingOut: boolean;
  error: string | null;
  onAdd: () => void;
  onDecline: () => void;
}

/** One suggested-plan popup of the member checkout: term life, or the dental or vision bundle. */
export function SuggestionDialogContent({ plan, adding, checkingOut, error, onAdd, onDecline }: SuggestionDialogContentProps) {
  const decline = plan.suggestion === 'term_life' ? STORE_WEB_MESSAGES.declineTermLife : STORE_WEB_MESSAGES.declineBundle;
  const addRef = useRef<HTMLButtonElement>(null);
  // The term-life popup is followed by the bundle popup in the same dialog: each one starts on its offer.
  useEffect(() => addRef.current?.focus(), []);
  return (
    <>
      <ModalTitle className={styles.title}>{plan.pop_up_title}</ModalTitle>
      <ModalDescription className={styles.description}>{plan.pop_up_header}</ModalDescription>
      <div className={styles.plan}>
        <img className={styles.logo} src={plan.plan_logo} alt="" height={36} />
        <p className={styles.planName}>{plan.plan_name}</p>
        <p className={styles.price}>{MESSAGES.pricePerMonth({ price: formatMoney(plan.plan_price) })}</p>
      </div>
      <Link className={styles.link} to={plan.pop_up_link}>
        {plan.pop_up_link_description}
      </Link>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ModalActions className={styles.actions}>
        <Button variant="secondary" onClick={onDecline} busy={checkingOut} aria-disabled={adding || undefined}>
          {decline}
        </Button>
        <Button ref={addRef} onClick={onAdd} busy={adding} aria-disabled={checkingOut || undefined}>
          {STORE_WEB_MESSAGES.addToCart}
        </Button>
      </ModalActions>
    </>
  );
}
