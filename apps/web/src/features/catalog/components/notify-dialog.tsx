import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router';
import { MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
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
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <Dialog.Title className={styles.title}>{MESSAGES.planAdded}</Dialog.Title>
          <Dialog.Description className={styles.description}>{WEB_MESSAGES.addedToCart(planName)}.</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">{WEB_MESSAGES.addMorePlan}</Button>
            </Dialog.Close>
            <Button
              onClick={() => {
                onClose();
                navigate('/cart');
              }}
            >
              {WEB_MESSAGES.viewCart}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
