import { lazy, Suspense, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import type { PlanCard } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { usePlanCart } from '../../features/cart';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';
import styles from './plans.module.css';
import { AddPlanLabel } from '../../features/cart/components/add-plan-label';

// The gate carries the dialog (Radix): loaded only when the list shows a plan that needs the membership, so /plans
// does not ship it for the many lists without one.
const MembershipGate = lazy(() => import('../../features/plan-detail/popups/membership-gate').then((m) => ({ default: m.MembershipGate })));

type ListedPlan = Pick<PlanCard, 'plan_id' | 'ppid' | 'plan_name' | 'is_in_cart' | 'requires_membership'>;

interface PlansAddActionProps {
  plan: ListedPlan;
  tempId: string;
  /** After an add: the plan, and the control focus goes back to when the notify dialog closes. */
  onAdded: (plan: { plan_id: number; plan_name: string }, focusBack: RefObject<HTMLElement | null>) => void;
  /** As an add is sent. */
  onAdding?: () => void;
}

/**
 * A listed plan's Add to cart. A plan that needs the association membership shows the membership card first
 * (000 section 4), through the plan page's own gate, so both pages add it the same way.
 */
export function PlansAddAction({ plan, tempId, onAdded, onAdding }: PlansAddActionProps) {
  const slot = useRef<HTMLSpanElement>(null);
  // The plan's button ('In cart' once added) is where focus returns after the notify dialog.
  const focusBack = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return slot.current?.querySelector('button') ?? null;
      },
    }),
    [],
  );
  if (plan.ppid === null) return null;
  const added = () => onAdded(plan, focusBack);
  const button = <AddToCartButton plan={plan} enrollmentId={tempId} onAdded={added} onAdding={onAdding} />;
  return (
    <span ref={slot} className={styles.addAction}>
      {/* Only a plan that needs the membership goes through the gate (which asks get-plan-membership and the cart):
          a list of forty plans makes no forty calls. */}
      {plan.requires_membership ? (
        <GatedAdd plan={{ ...plan, ppid: plan.ppid }} tempId={tempId} onAdded={added}>
          {button}
        </GatedAdd>
      ) : (
        button
      )}
    </span>
  );
}

/** The membership gate around a plan's button, told whether the cart carries the membership already. */
function GatedAdd({ plan, tempId, onAdded, children }: { plan: ListedPlan & { ppid: number }; tempId: string; onAdded: () => void; children: ReactNode }) {
  const cart = usePlanCart(tempId);
  return (
    // While the gate's code loads, the plan's button waits busy: a click then cannot add without the card.
    <Suspense
      fallback={
        <Button busy>
          <AddPlanLabel planName={plan.plan_name} />
        </Button>
      }
    >
      <MembershipGate
        tempId={tempId}
        plan={{ plan_id: plan.plan_id, ppid: plan.ppid, plan_name: plan.plan_name }}
        cartHasMembership={plan.is_in_cart || Boolean(cart.data?.membership)}
        onAdded={onAdded}
      >
        {children}
      </MembershipGate>
    </Suspense>
  );
}
