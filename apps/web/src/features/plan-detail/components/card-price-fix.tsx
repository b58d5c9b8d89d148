import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PlanCard } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { focusPlanCard, planCardFocusTarget } from '../../catalog';
import { PRICE_POPUP_LABEL, pricePopupFor } from './price-popup';
import { PricePopupDialog } from './price-popup-dialog';

interface CardPriceFixProps {
  plan: Pick<PlanCard, 'plan_id' | 'plan_name' | 'price_error_code'>;
  tempId: string;
}

/**
 * What a listed plan's "…by clicking here." message leads to (a disability plan's salary and hours, a term life
 * plan's tobacco usage, a household-priced plan's dependents): the plan page's own button and popup, on the card, so
 * the message has something to click. Saving re-prices the listing, and the card then shows its price.
 *
 * Focus: the popup closes back onto this button; once a save has re-priced the card, this button goes, so focus goes
 * on to the card's own control (its Add to cart, else its name), never to the page's body.
 */
export function CardPriceFix({ plan, tempId }: CardPriceFixProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const saved = useRef(false);
  const planId = plan.plan_id;
  // Where the popup returns focus: this button while it is there, else (the card priced by the save, in the same
  // render) the card's own control.
  const returnFocusTo = useMemo<RefObject<HTMLButtonElement | null>>(
    () => ({
      get current() {
        return button.current?.isConnected ? button.current : (planCardFocusTarget(planId) as HTMLButtonElement | null);
      },
    }),
    [planId],
  );
  // The listing reloads after the popup closed: when the priced card replaces this button (and it), focus follows.
  useEffect(
    () => () => {
      if (saved.current && !button.current?.isConnected) focusPlanCard(planId);
    },
    [planId],
  );
  const popup = pricePopupFor(plan.price_error_code);
  // Still refused after a save, but by a rule without a popup of its own: the button went all the same.
  useEffect(() => {
    if (!popup && saved.current) focusPlanCard(planId);
  }, [popup, planId]);
  if (!popup) return null;
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={PRICE_POPUP_LABEL[popup].named(plan.plan_name)}>
        {PRICE_POPUP_LABEL[popup].shown()}
      </Button>
      {open && (
        <PricePopupDialog
          popup={popup}
          code={plan.price_error_code}
          tempId={tempId}
          planId={planId}
          onClose={() => setOpen(false)}
          onSaved={() => {
            saved.current = true;
          }}
          returnFocusTo={returnFocusTo}
        />
      )}
    </>
  );
}
