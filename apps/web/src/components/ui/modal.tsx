import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './modal.module.css';

/*
 * The one modal dialog of the app, on Radix Dialog: focus is trapped inside, Escape closes, focus returns to the
 * trigger (or where onCloseAutoFocus sends it), and the title and description name and describe the dialog.
 * Import it only from lazily loaded code, so Radix stays out of the entry chunk.
 */

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export const ModalRoot = Dialog.Root;
export const ModalTrigger = Dialog.Trigger;
export const ModalClose = Dialog.Close;
export const ModalDescription = Dialog.Description;

interface ModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** 'wide' for forms and previews; a feature class can still set its own width. */
  size?: 'default' | 'wide';
}

/** The overlay and the dialog box, portalled to the end of the body. */
export function ModalContent({ size = 'default', className, children, ...props }: ModalContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content className={join(styles.content, size === 'wide' && styles.wide, className)} {...props}>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The dialog's heading (an h2) and its accessible name. */
export function ModalTitle({ className, ...props }: ComponentPropsWithoutRef<typeof Dialog.Title>) {
  return <Dialog.Title className={join(styles.title, className)} {...props} />;
}

/** The row of buttons at the foot of a dialog, right-aligned, wrapping on narrow screens. */
export function ModalActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={join(styles.actions, className)}>{children}</div>;
}
