import { REP_ACCESS_MESSAGES, MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import styles from '../rep-access.module.css';

interface Props {
  /** The rep whose landing page this is. */
  name: string;
  /** Yes: enrol under this rep (their store replaces the one this browser was in). */
  onYes: () => void;
  /** No: stay with the store this browser was in. */
  onNo: () => void;
}

/**
 * The landing page's rep-confirmation modal (000 section 2): "enrol under the named rep?" Yes / No. Shown when a
 * visitor already shopping in another store opens a rep's landing page, so a cart is never moved to another rep
 * silently (docs/decisions/0052-access-pages-and-route-guard.md). Escape and the close button answer No.
 */
export function RepConfirmModal({ name, onYes, onNo }: Props) {
  return (
    <ModalRoot open onOpenChange={(open) => !open && onNo()}>
      <ModalContent>
        <ModalTitle>{REP_ACCESS_MESSAGES.repModalTitle}</ModalTitle>
        <ModalDescription className={styles.question}>{REP_ACCESS_MESSAGES.repModalQuestion({ name })}</ModalDescription>
        <ModalActions>
          <Button variant="secondary" onClick={onNo}>
            {MESSAGES.no}
          </Button>
          <Button onClick={onYes}>{MESSAGES.yes}</Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
