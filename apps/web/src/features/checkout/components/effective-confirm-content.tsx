import { MESSAGES, type CheckoutType, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalDescription, ModalTitle } from '../../../components/ui/modal';
import styles from './checkout-dialog.module.css';

interface EffectiveConfirmContentProps {
  effectiveDate: string;
  pending: boolean;
  onEnroll: (type: CheckoutType) => void;
}

/** 'Your plans will be effective as of {date}' with Rep Enrollment, Member Enrollment and Back to Cart. */
export function EffectiveConfirmContent({ effectiveDate, pending, onEnroll }: EffectiveConfirmContentProps) {
  return (
    <>
      <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.proceedToCheckout}</ModalTitle>
      <ModalDescription className={styles.description}>{MESSAGES.effectiveAsOf({ date: effectiveDate })}</ModalDescription>
      <ModalActions className={styles.actions}>
        <ModalClose asChild>
          <Button variant="secondary" aria-disabled={pending || undefined}>
            {STORE_WEB_MESSAGES.backToCart}
          </Button>
        </ModalClose>
        <Button onClick={() => onEnroll('member')} busy={pending}>
          {STORE_WEB_MESSAGES.memberEnrollment}
        </Button>
        <Button onClick={() => onEnroll('rep')} busy={pending}>
          {STORE_WEB_MESSAGES.repEnrollment}
        </Button>
      </ModalActions>
    </>
  );
}
