import type { ReactNode } from 'react';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from './button';
import styles from './status-message.module.css';

interface ErrorMessageProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A visible failure, announced once, with a Retry button when the call can be repeated. */
export function ErrorMessage({ message, onRetry, retrying = false }: ErrorMessageProps) {
  return (
    <div className={`${styles.box} ${styles.error}`} role="alert">
      <p className={styles.text}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} busy={retrying}>
          {WEB_MESSAGES.retry}
        </Button>
      )}
    </div>
  );
}

export function InfoMessage({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.box} ${styles.info}`} role="status">
      <div className={styles.text}>{children}</div>
    </div>
  );
}
