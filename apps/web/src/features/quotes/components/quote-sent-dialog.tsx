import * as Dialog from '@radix-ui/react-dialog';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import styles from './quote-dialog.module.css';

/** The 'quote sent' modal: which address the quote went to, and OK. */
export function QuoteSentDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={email !== null} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.narrow}`} onCloseAutoFocus={(event) => event.preventDefault()}>
          <Dialog.Title className={styles.title}>{WEB_MESSAGES.quoteSentTitle}</Dialog.Title>
          <Dialog.Description className={styles.sentText}>{email ? WEB_MESSAGES.quoteSentTo(email) : ''}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button>OK</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
