import * as Dialog from '@radix-ui/react-dialog';
import { MESSAGES, WEB_MESSAGES, type CheckoutType } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
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
      <Dialog.Title className={styles.title}>{WEB_MESSAGES.proceedToCheckout}</Dialog.Title>
      <Dialog.Description className={styles.description}>{MESSAGES.effectiveAsOf(effectiveDate)}</Dialog.Description>
      <div className={styles.actions}>
        <Dialog.Close asChild>
          <Button variant="secondary" aria-disabled={pending || undefined}>
            {WEB_MESSAGES.backToCart}
          </Button>
        </Dialog.Close>
        <Button onClick={() => onEnroll('member')} busy={pending}>
          {WEB_MESSAGES.memberEnrollment}
        </Button>
        <Button onClick={() => onEnroll('rep')} busy={pending}>
          {WEB_MESSAGES.repEnrollment}
        </Button>
      </div>
    </>
  );
}
