import { MESSAGES, WEB_MESSAGES, type CheckoutType } from '@benefit-store/domain';
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
      <ModalTitle className={styles.title}>{WEB_MESSAGES.proceedToCheckout}</ModalTitle>
      <ModalDescription className={styles.description}>{MESSAGES.effectiveAsOf(effectiveDate)}</ModalDescription>
      <ModalActions className={styles.actions}>
        <ModalClose asChild>
          <Button variant="secondary" aria-disabled={pending || undefined}>
            {WEB_MESSAGES.backToCart}
          </Button>
        </ModalClose>
        <Button onClick={() => onEnroll('member')} busy={pending}>
          {WEB_MESSAGES.memberEnrollment}
        </Button>
        <Button onClick={() => onEnroll('rep')} busy={pending}>
          {WEB_MESSAGES.repEnrollment}
        </Button>
      </ModalActions>
    </>
  );
}
