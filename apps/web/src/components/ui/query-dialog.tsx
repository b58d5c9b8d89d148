import type { ReactNode, RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { ModalContent, ModalDescription, ModalRoot, ModalTitle } from './modal';
import { Skeleton } from './skeleton';
import { ErrorMessage } from './status-message';
import styles from './query-dialog.module.css';

interface QueryDialogProps<TData, TError extends Error> {
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** The line under the title; it describes the dialog. */
  lead: ReactNode;
  /** The feature's own classes for the title and the lead (its CSS module will do: its `title` and `lead`). */
  classes?: { title?: string; lead?: string };
  /** What the form needs first (the stored answers): skeletons while it loads, its failure with Retry. */
  query: UseQueryResult<TData, TError>;
  /** Stands in for the form while the query loads. Default: two field-high skeletons in a busy block. */
  placeholder?: ReactNode;
  /** Closing by Escape, the overlay or a Cancel (a ModalClose) inside. */
  onClose: () => void;
  /** The button that opened it: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  /** The form, drawn with the query's data once it is there. */
  children: (data: TData) => ReactNode;
}

/**
 * A dialog over a loaded query (the plan page's dependent, salary/hours and tobacco popups): open while it is shown,
 * its title and lead, then skeletons while the query loads, its failure with Retry, or the caller's form with the
 * data. Import it only from lazily loaded code: it carries the modal (Radix).
 */
export function QueryDialog<TData, TError extends Error>({ title, lead, classes, query, placeholder, onClose, returnFocusTo, children }: QueryDialogProps<TData, TError>) {
  return (
    <ModalRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalContent returnFocusTo={returnFocusTo}>
        <ModalTitle className={classes?.title}>{title}</ModalTitle>
        <ModalDescription className={classes?.lead}>{lead}</ModalDescription>
        {query.isPending ? (
          (placeholder ?? (
            <div className={styles.loading} aria-busy="true">
              <Skeleton height="2.75rem" />
              <Skeleton height="2.75rem" />
            </div>
          ))
        ) : query.isError ? (
          <ErrorMessage message={query.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          children(query.data)
        )}
      </ModalContent>
    </ModalRoot>
  );
}
