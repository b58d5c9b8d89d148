import type { ReactNode } from 'react';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from './button';
import { Notice } from './notice';

interface ErrorMessageProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A visible failure, announced once, with a Retry button when the call can be repeated: the error Notice. */
export function ErrorMessage({ message, onRetry, retrying = false }: ErrorMessageProps) {
  return (
    <Notice
      kind="error"
      action={
        onRetry && (
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            {WEB_MESSAGES.retry}
          </Button>
        )
      }
    >
      <p>{message}</p>
    </Notice>
  );
}

/** An informational note (empty lists, what to do first): the info Notice. */
export function InfoMessage({ children }: { children: ReactNode }) {
  return <Notice kind="info">{children}</Notice>;
}
