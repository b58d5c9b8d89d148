import { lazy, Suspense, useMemo, useRef, type RefObject } from 'react';
import { STORE_WEB_MESSAGES, type PlanCard } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { messageWithNodes } from '../../lib/message-nodes';
import { AddToCartButton } from '../../features/cart/components/add-to-cart-button';

// The gate carries the dialog (Radix): loaded only when the list shows a plan that needs the membership, so /plans
// does not ship it for the many lists without one.
const MembershipGate = lazy(() => import('../../features/plan-detail/popups/membership-gate').then((m) => ({ default: m.MembershipGate })));
import styles from './plans.module.css';

interface PlansAddActionProps {
  plan: Pick<PlanCard, 'plan_id' | 'ppid' | 'plan_name' | 'is_in_cart' | 'requires_membership'>;
  tempId: string;
  /** The cart carries the association membership already (another plan needed it). */
  cartHasMembership: boolean;
  /** After an add: the plan, and the control focus goes back to when the notify dialog closes. */
  onAdded: (plan: { plan_id: number; plan_name: string }, focusBack: RefObject<HTMLElement | null>) => void;
}

/**
 * A listed plan's Add to cart. A plan that needs the association membership shows the membership card first
 * (000 section 4), through the plan page's own gate, so both pages add it the same way.
 */
export function PlansAddAction({ plan, tempId, cartHasMembership, onAdded }: PlansAddActionProps) {
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
  // Only a plan that needs the membership goes through the gate (which asks get-plan-membership): a list of forty
  // plans makes no forty calls.
  if (!plan.requires_membership) {
    return (
      <span ref={slot} className={styles.addAction}>
        <AddToCartButton plan={plan} enrollmentId={tempId} onAdded={added} />
      </span>
    );
  }
  return (
    <span ref={slot} className={styles.addAction}>
      {/* While the gate's code loads, the plan's button waits busy: a click then cannot add without the card. */}
      <Suspense
        fallback={
          <Button busy>
            <span>{messageWithNodes(STORE_WEB_MESSAGES.addPlanToCart, { planName: <span className="visually-hidden-inline">{plan.plan_name}</span> })}</span>
          </Button>
        }
      >
        <MembershipGate tempId={tempId} plan={{ plan_id: plan.plan_id, ppid: plan.ppid, plan_name: plan.plan_name }} cartHasMembership={plan.is_in_cart || cartHasMembership} onAdded={added}>
          <AddToCartButton plan={plan} enrollmentId={tempId} onAdded={added} />
        </MembershipGate>
      </Suspense>
    </span>
  );
}
