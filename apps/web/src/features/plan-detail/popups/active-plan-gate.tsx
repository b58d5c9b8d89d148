import { useRef, useState, type ReactNode } from 'react';
import { POPUP_MESSAGES, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { useActivePlan } from './api/check-active-plan';
import { AddPlanLabel } from '../../cart';
import styles from './popup.module.css';

/**
 * A plan already active on the member's policy (000 section 8, "Already-active plan: the message is shown in a modal
 * with OK"): its Add to Cart opens that message instead of adding (add-plan-to-cart refuses it the same way). While
 * the check loads the button is shown disabled, so a quick click cannot reach the real add; when the check fails, the
 * plan's own Add to Cart shows: the server still refuses an active plan.
 */
export function ActivePlanGate({ tempId, planId, planName, children }: { tempId: string; planId: number; planName: string; children: ReactNode }) {
  const active = useActivePlan(tempId, planId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const label = <AddPlanLabel planName={planName} />;
  if (active.isPending) {
    return (
      <Button disabled aria-busy="true">
        {label}
      </Button>
    );
  }
  if (!active.data?.active) return <>{children}</>;
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <ModalRoot open={open} onOpenChange={setOpen}>
        <ModalContent returnFocusTo={opener}>
          <ModalTitle className={styles.title}>{POPUP_MESSAGES.alreadyActiveTitle}</ModalTitle>
          <ModalDescription className={styles.lead}>{active.data.message ?? POPUP_MESSAGES.alreadyActive}</ModalDescription>
          <ModalActions>
            <ModalClose asChild>
              <Button>{QUOTE_WEB_MESSAGES.ok}</Button>
            </ModalClose>
          </ModalActions>
        </ModalContent>
      </ModalRoot>
    </>
  );
}
