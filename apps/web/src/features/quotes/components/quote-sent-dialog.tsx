import { QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import styles from './quote-dialog.module.css';

/** The 'quote sent' modal: which address the quote went to (a success notice), and OK. */
export function QuoteSentDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <ModalRoot open={email !== null} onOpenChange={(next) => !next && onClose()}>
      <ModalContent onCloseAutoFocus={(event) => event.preventDefault()}>
        <ModalTitle className={styles.title}>{QUOTE_WEB_MESSAGES.quoteSentTitle}</ModalTitle>
        <ModalDescription asChild>
          <Notice kind="success" className={styles.sentText}>
            {email ? QUOTE_WEB_MESSAGES.quoteSentTo({ email }) : ''}
          </Notice>
        </ModalDescription>
        <ModalActions className={styles.actions}>
          <ModalClose asChild>
            <Button>{QUOTE_WEB_MESSAGES.ok}</Button>
          </ModalClose>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
