import { Link } from 'react-router';
import { formatMoney, STORE_WEB_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { buttonClassName } from '../../../components/ui/button';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { usePlanDetail } from '../api/get-plan-detail';
import { planHref } from '../../../lib/plan-href';
import styles from './plan-detail-dialog.module.css';

interface PlanDetailDialogProps {
  planId: number;
  planName: string;
  /** The plan's "from" price, shown above its description; null when unpriced. */
  planPrice?: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The plan's price and description (get-plan-detail) in a modal dialog, with Plan Details to its page; Escape or Close returns focus to the button that opened it. */
export function PlanDetailDialog({ planId, planName, planPrice = null, open, onOpenChange }: PlanDetailDialogProps) {
  const detail = usePlanDetail(open ? planId : null);
  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent className={styles.content} aria-busy={detail.isPending}>
        <ModalTitle className={styles.title}>{detail.data?.plan_name ?? planName}</ModalTitle>
        <ModalDescription className={styles.subtitle}>
          {detail.data ? `${detail.data.category_label} · ${detail.data.carrier_name}` : WEB_MESSAGES.loading}
        </ModalDescription>
        <div className={styles.body}>
          {planPrice && <p className={styles.price}>{WEB_MESSAGES.recommendedPriceFrom({ price: formatMoney(planPrice) })}</p>}
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
          <Link className={buttonClassName('primary')} to={planHref(planId, detail.data?.plan_name ?? planName)} onClick={() => onOpenChange(false)}>
            {STORE_WEB_MESSAGES.planDetails}
          </Link>
          <ModalClose asChild>
            <Button variant="secondary">{WEB_MESSAGES.close}</Button>
          </ModalClose>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
