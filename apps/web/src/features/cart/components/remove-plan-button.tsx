import { useRef, useState } from 'react';
import { MESSAGES, WEB_MESSAGES, type CartPlan } from '@benefit-store/domain';
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
          announce(WEB_MESSAGES.removedFromCart(plan.plan_name));
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
        <Button variant="secondary" aria-label={`Remove ${plan.plan_name}`}>
          Remove
        </Button>
      }
      title="Remove plan"
      description={MESSAGES.removeFromCartConfirm}
      confirmLabel="Yes"
      cancelLabel="No"
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
