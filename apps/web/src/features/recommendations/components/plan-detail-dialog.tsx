import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
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
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-busy={detail.isPending}>
          <Dialog.Title className={styles.title}>{detail.data?.plan_name ?? planName}</Dialog.Title>
          <Dialog.Description className={styles.subtitle}>
            {detail.data ? `${detail.data.category_label} · ${detail.data.carrier_name}` : WEB_MESSAGES.loading}
          </Dialog.Description>
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
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
