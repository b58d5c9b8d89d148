import type { ReactNode } from 'react';
import { Button } from './button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from './modal';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
  /** Called instead of returning focus to the trigger (when the trigger is gone after confirming). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** A yes/no question in a modal dialog: focus is trapped inside, Escape and No close it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, trigger, title, description, confirmLabel, cancelLabel, onConfirm, busy = false, error } = props;
  return (
    <ModalRoot open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <ModalTrigger asChild>{trigger}</ModalTrigger>
      <ModalContent onCloseAutoFocus={props.onCloseAutoFocus}>
        <ModalTitle>{title}</ModalTitle>
        <ModalDescription>{description}</ModalDescription>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </ModalClose>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
