import type { HTMLAttributes, ReactNode } from 'react';
import styles from './notice.module.css';

/** The generic alert's four kinds (spec 000 section 8: Success, Warning and Info notices beside errors). */
export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  kind: NoticeKind;
  children: ReactNode;
  /** A control beside the text (Retry after a failure). */
  action?: ReactNode;
  /**
   * false for a notice that is part of the page as it loads (a declined quote's warning): a live role would have a
   * screen reader interrupt the page's title with it; it is read in its place instead. Default: announced by its kind.
   */
  announce?: boolean;
}

// A success or an info note waits for the screen reader to finish (a polite status); an error or a warning asks to
// be heard at once (an alert), because the person has to act on it.
const ROLE: Record<NoticeKind, 'status' | 'alert'> = { success: 'status', info: 'status', warning: 'alert', error: 'alert' };

/**
 * The one notice of the app: a confirmation (saved for later, quote sent, plan added), an informational note, a
 * warning or a failure, each in its colours and announced to screen readers as its kind asks.
 */
export function Notice({ kind, children, action, announce = true, className, ...props }: NoticeProps) {
  return (
    <div {...props} className={[styles.notice, styles[kind], className].filter(Boolean).join(' ')} role={announce ? ROLE[kind] : undefined} data-kind={kind}>
      {/* Each kind has its own mark (drawn by the CSS, so the notice's text is its words alone), so colour is not the
          only thing telling them apart (WCAG 1.4.1). */}
      <span className={styles.mark} aria-hidden="true" />
      <div className={styles.text}>{children}</div>
      {action}
    </div>
  );
}
