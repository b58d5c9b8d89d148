import { type PlanCard, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { announce } from '../../../lib/announce';
import { useAddPlanToCart } from '../api/add-plan-to-cart';
import styles from './add-to-cart-button.module.css';
import { AddPlanLabel } from './add-plan-label';

interface AddToCartButtonProps {
  plan: Pick<PlanCard, 'plan_id' | 'ppid' | 'plan_name' | 'is_in_cart'>;
  enrollmentId: string;
  /** Called after a successful add (the plans page opens its notify dialog). */
  onAdded?: (plan: { plan_id: number; plan_name: string }) => void;
  /** Called as the add is sent (the plans page loads its notify dialog's code meanwhile). */
  onAdding?: () => void;
}

/**
 * "Add to cart" for one plan, named "Add {plan} to cart" by its own text (the plan name is visually hidden, so the
 * visible words stay part of the name). Once added it reads "In cart" and is aria-disabled, keeping keyboard focus.
 */
export function AddToCartButton({ plan, enrollmentId, onAdded, onAdding }: AddToCartButtonProps) {
  const add = useAddPlanToCart();
  if (plan.ppid === null) return null;
  const ppid = plan.ppid;
  const inCart = plan.is_in_cart || add.isSuccess;

  const onAdd = () => {
    onAdding?.();
    add.mutate(
      { enrollment_id: enrollmentId, plan_id: plan.plan_id, plan_pricing_id: ppid },
      {
        onSuccess: () => {
          announce(STORE_WEB_MESSAGES.addedToCart({ planName: plan.plan_name }));
          onAdded?.(plan);
        },
      },
    );
  };

  return (
    <div className={styles.wrap}>
      {inCart ? (
        <Button variant="secondary" className={styles.inCart} aria-disabled>
          <span>
            <span className="visually-hidden-inline">{plan.plan_name} </span>
            {STORE_WEB_MESSAGES.inCart}
          </span>
        </Button>
      ) : (
        <Button onClick={onAdd} busy={add.isPending}>
          <AddPlanLabel planName={plan.plan_name} />
        </Button>
      )}
      {add.isError && (
        <p className={styles.error} role="alert">
          {add.error.message}
        </p>
      )}
    </div>
  );
}
