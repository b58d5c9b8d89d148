import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import styles from './notify-dialog.module.css';

interface NotifyDialogProps {
  planName: string;
  onClose: () => void;
  /** Where focus goes back to after Add More Plan (the plan's cart button). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** After an add: View Cart goes to /cart, Add More Plan closes and leaves the visitor on the listing. */
export function NotifyDialog({ planName, onClose, returnFocusTo }: NotifyDialogProps) {
  const navigate = useNavigate();
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.planAdded}</ModalTitle>
        <ModalDescription className={styles.description}>{STORE_WEB_MESSAGES.addedToCart({ planName })}.</ModalDescription>
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{STORE_WEB_MESSAGES.addMorePlan}</Button>
          </ModalClose>
          <Button
            onClick={() => {
              onClose();
              navigate('/cart');
            }}
          >
            {STORE_WEB_MESSAGES.viewCart}
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
