import { useRef, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
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
  /**
   * The control focus goes back to on closing, in place of the one that had focus when the dialog opened: the button
   * that opened it (a click need not focus it, and a lazily loaded dialog may open after focus moved on).
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * The overlay and the dialog box, portalled to the end of the body. On closing, focus goes back to returnFocusTo, or
 * else to the control that had it when the dialog opened (Radix does so only for a Dialog.Trigger; most dialogs here
 * open from plain buttons), unless the caller's onCloseAutoFocus sends it elsewhere; to the page's main region when
 * that control is gone.
 */
export function ModalContent({ size = 'default', className, children, onOpenAutoFocus, onCloseAutoFocus, returnFocusTo, ...props }: ModalContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content
        className={join(styles.content, size === 'wide' && styles.wide, className)}
        onOpenAutoFocus={(event) => {
          // Called before focus moves in: what has it now opened the dialog.
          opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // That control may be gone (an Add button hidden once the list is full): the page's main region then.
          const back = returnFocusTo?.current?.isConnected ? returnFocusTo.current : opener.current;
          const target = back?.isConnected ? back : document.getElementById('main');
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        {...props}
      >
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
