import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { formatMoney, MESSAGES, membershipAllowsAdd, POPUP_MESSAGES, STORE_WEB_MESSAGES, type PlanMembership } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { announce } from '../../../lib/announce';
import { useClientState } from '../../../lib/client-state';
import { chooseMembership } from '../../../lib/client-transitions';
import { AddPlanLabel, useAddPlanToCart } from '../../cart';
import { usePlanMembership } from './api/get-plan-membership';
import styles from './popup.module.css';

interface MembershipGateProps {
  tempId: string;
  plan: { plan_id: number; ppid: number; plan_name: string };
  /** The cart already carries the membership (another plan needed it). */
  cartHasMembership: boolean;
  onAdded: () => void;
  /** The plan's own Add to Cart, shown when no membership is needed or it was chosen. */
  children: ReactNode;
}

/**
 * A plan that needs the association membership (000 section 4, add to cart): its Add to Cart opens the membership
 * popup, the membership card first, then the plan; choosing it is remembered for the enrollment (client state) and
 * adds the plan, which the cart carries with the membership line. Once chosen (or when the cart has it already),
 * the plan's own Add to Cart is shown.
 */
export function MembershipGate({ tempId, plan, cartHasMembership, onAdded, children }: MembershipGateProps) {
  const membership = usePlanMembership(plan.plan_id);
  const chosen = useClientState((s) => s.membershipFor === tempId);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const slot = useRef<HTMLSpanElement>(null);
  // Once the membership is chosen the plan's own Add to Cart (now 'In cart') takes the opener's place: focus goes
  // back there when the popup closes, on the plan page and on the plans list alike.
  const focusBack = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return slot.current?.querySelector('button') ?? opener.current;
      },
    }),
    [],
  );
  // A failed answer lets the plan's own button add (the cart still carries the membership line), as the active-plan
  // gate does.
  const allows = membership.data === undefined || membershipAllowsAdd(membership.data, chosen, cartHasMembership);
  return (
    <span ref={slot} className={styles.slot}>
      {membership.isPending ? (
        // Until the answer arrives the button waits: a quick click then cannot add the plan without the card.
        <Button disabled aria-busy="true">
          <AddPlanLabel planName={plan.plan_name} />
        </Button>
      ) : allows ? (
        children
      ) : (
        <Button ref={opener} onClick={() => setOpen(true)} aria-haspopup="dialog">
          <AddPlanLabel planName={plan.plan_name} />
        </Button>
      )}
      {open && membership.data && (
        <MembershipDialog
          tempId={tempId}
          plan={plan}
          membership={membership.data}
          onClose={() => setOpen(false)}
          onAdded={() => {
            setOpen(false);
            onAdded();
          }}
          returnFocusTo={focusBack}
        />
      )}
    </span>
  );
}

function MembershipDialog({
  tempId,
  plan,
  membership,
  onClose,
  onAdded,
  returnFocusTo,
}: {
  tempId: string;
  plan: MembershipGateProps['plan'];
  membership: PlanMembership;
  onClose: () => void;
  onAdded: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const add = useAddPlanToCart();
  const fee = membership.membership;
  const confirm = async () => {
    try {
      await add.mutateAsync({ enrollment_id: tempId, plan_id: plan.plan_id, plan_pricing_id: plan.ppid });
    } catch {
      return; // Shown in the popup (add.error).
    }
    announce(STORE_WEB_MESSAGES.addedToCart({ planName: plan.plan_name }));
    onAdded();
    // Remembered once the plan is in: the page then shows the plan's own Add to Cart (now 'In cart').
    chooseMembership(tempId);
  };
  return (
    <ModalRoot open onOpenChange={(next) => (next ? undefined : onClose())}>
      <ModalContent returnFocusTo={returnFocusTo}>
        <ModalTitle className={styles.title}>{POPUP_MESSAGES.membershipTitle}</ModalTitle>
        <ModalDescription className={styles.lead}>{POPUP_MESSAGES.membershipLead}</ModalDescription>
        <ol className={styles.cards}>
          <li className={styles.card}>
            <span className={styles.cardKind}>{POPUP_MESSAGES.membershipFirst}</span>
            <strong>{fee?.name}</strong>
            {fee && <span>{MESSAGES.pricePerMonth({ price: formatMoney(fee.monthly_fee) })}</span>}
          </li>
          <li className={styles.card}>
            <span className={styles.cardKind}>{POPUP_MESSAGES.planSecond}</span>
            <strong>{plan.plan_name}</strong>
          </li>
        </ol>
        {add.isError && (
          <p className={styles.fieldError} role="alert">
            {add.error.message}
          </p>
        )}
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{STORE_WEB_MESSAGES.cancel}</Button>
          </ModalClose>
          <Button onClick={() => void confirm()} busy={add.isPending}>
            {POPUP_MESSAGES.addBoth}
          </Button>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
