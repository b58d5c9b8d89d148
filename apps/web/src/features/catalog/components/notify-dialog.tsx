import { useEffect, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { preloadPage } from '../../../app/page-preload';
import styles from './notify-dialog.module.css';

interface NotifyDialogProps {
  planName: string;
  onClose: () => void;
  /** Where focus goes back to after Add More Plan; by default the control that had it when the dialog opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** The element focused when the dialog opened (the plan's cart button), unless it is the page itself. */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

const CART_PATH = '/cart';

/** After an add: View Cart goes to /cart, Add More Plan closes and leaves the visitor on the listing. */
export function NotifyDialog({ planName, onClose, returnFocusTo }: NotifyDialogProps) {
  const navigate = useNavigate();
  // The dialog has no trigger of its own (it opens after an add), so it remembers where focus was.
  const [opener] = useState(focusedElement);
  // The cart's code while the dialog is read, so View Cart opens it at once.
  useEffect(() => void preloadPage(CART_PATH), []);
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.current ?? (opener?.isConnected ? opener : null);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.planAdded}</ModalTitle>
        <ModalDescription asChild>
          <Notice kind="success" className={styles.description}>
            {STORE_WEB_MESSAGES.addedToCart({ planName })}.
          </Notice>
        </ModalDescription>
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{STORE_WEB_MESSAGES.addMorePlan}</Button>
          </ModalClose>
          <Button
            onClick={() => {
              onClose();
              navigate(CART_PATH);
            }}
          >
            {STORE_WEB_MESSAGES.viewCart}
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
