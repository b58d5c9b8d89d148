import { useRef, useState } from 'react';
import { MESSAGES, type CartPlan, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { announce } from '../../../lib/announce';
import { useRemovePlanFromCart } from '../api/remove-plan-from-cart';

interface RemovePlanButtonProps {
  plan: Pick<CartPlan, 'plan_id' | 'plan_pricing_id' | 'plan_name'>;
  enrollmentId: string;
  /** Called after removal, when this button is about to disappear: the caller moves focus. */
  onRemoved: () => void;
}

/** "Remove {plan}" and its Yes/No confirmation. */
export function RemovePlanButton({ plan, enrollmentId, onRemoved }: RemovePlanButtonProps) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePlanFromCart();
  const removed = useRef(false);

  const confirm = () =>
    remove.mutate(
      { enrollment_id: enrollmentId, plan_id: plan.plan_id, plan_pricing_id: plan.plan_pricing_id },
      {
        onSuccess: () => {
          removed.current = true;
          setOpen(false);
          announce(STORE_WEB_MESSAGES.removedFromCart({ planName: plan.plan_name }));
        },
      },
    );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) remove.reset();
        setOpen(next);
      }}
      trigger={
        <Button variant="secondary" aria-label={STORE_WEB_MESSAGES.removePlanNamed({ planName: plan.plan_name })}>
          {STORE_WEB_MESSAGES.remove}
        </Button>
      }
      title={STORE_WEB_MESSAGES.removePlan}
      description={MESSAGES.removeFromCartConfirm}
      confirmLabel={MESSAGES.yes}
      cancelLabel={MESSAGES.no}
      onConfirm={confirm}
      busy={remove.isPending}
      error={remove.isError ? remove.error.message : null}
      onCloseAutoFocus={(event) => {
        if (!removed.current) return;
        event.preventDefault();
        onRemoved();
      }}
    />
  );
}
