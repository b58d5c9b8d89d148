import type { ReactNode } from 'react';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle, ModalTrigger } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { usePlanDetail } from '../api/get-plan-detail';
import styles from './plan-detail-dialog.module.css';

interface PlanDetailDialogProps {
  planId: number;
  planName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}

/** More Info: the plan's description (get-plan-detail) in a modal dialog; Escape or Close returns to the card. */
export function PlanDetailDialog({ planId, planName, open, onOpenChange, trigger }: PlanDetailDialogProps) {
  const detail = usePlanDetail(open ? planId : null);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalTrigger asChild>{trigger}</ModalTrigger>
      <ModalContent className={styles.content} aria-busy={detail.isPending}>
        <ModalTitle className={styles.title}>{detail.data?.plan_name ?? planName}</ModalTitle>
        <ModalDescription className={styles.subtitle}>
          {detail.data ? `${detail.data.category_label} · ${detail.data.carrier_name}` : WEB_MESSAGES.loading}
        </ModalDescription>
        <div className={styles.body}>
          {detail.isPending && (
            <>
              <Skeleton height="1rem" />
              <Skeleton height="1rem" />
              <Skeleton height="1rem" width="70%" />
            </>
          )}
          {detail.isError && (
            <ErrorMessage message={detail.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
          )}
          {detail.data && (
            <>
              <p className={styles.header}>{detail.data.plan_desc.header_text}</p>
              {detail.data.plan_desc.body_text.split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </>
          )}
        </div>
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{WEB_MESSAGES.close}</Button>
          </ModalClose>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
