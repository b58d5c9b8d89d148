import { lazy, Suspense, useRef, useState } from 'react';
import { POPUP_MESSAGES, PRICING_ERROR_FIX, type PlanCard } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';

// The popups load when the button first opens one, as on the plan page.
const SalaryHoursDialog = lazy(() => import('../popups/salary-hours-dialog').then((m) => ({ default: m.SalaryHoursDialog })));
const TobaccoDialog = lazy(() => import('../popups/tobacco-dialog').then((m) => ({ default: m.TobaccoDialog })));
const DependentDialog = lazy(() => import('../popups/dependent-dialog').then((m) => ({ default: m.DependentDialog })));

type Fix = 'salaryPopup' | 'tobaccoPopup' | 'dependentPopup';

/** The popup a card's "…by clicking here." message names, or null when its code has none (PRICING_ERROR_FIX). */
export function cardPriceFix(code: PlanCard['price_error_code']): Fix | null {
  if (!code) return null;
  const fix = PRICING_ERROR_FIX[code];
  return fix === 'salaryPopup' || fix === 'tobaccoPopup' || fix === 'dependentPopup' ? fix : null;
}

const LABELS: Record<Fix, { shown: () => string; named: (planName: string) => string }> = {
  salaryPopup: { shown: () => POPUP_MESSAGES.enterSalaryHours, named: (planName) => POPUP_MESSAGES.enterSalaryHoursFor({ planName }) },
  tobaccoPopup: { shown: () => POPUP_MESSAGES.chooseTobacco, named: (planName) => POPUP_MESSAGES.chooseTobaccoFor({ planName }) },
  dependentPopup: { shown: () => POPUP_MESSAGES.enterDependents, named: (planName) => POPUP_MESSAGES.enterDependentsFor({ planName }) },
};

interface CardPriceFixProps {
  plan: Pick<PlanCard, 'plan_id' | 'plan_name' | 'price_error_code'>;
  tempId: string;
}

/**
 * What a listed plan's "…by clicking here." message leads to (a disability plan's salary and hours, a term life
 * plan's tobacco usage, a household-priced plan's dependents): the plan page's own button and popup, on the card, so
 * the message has something to click. Saving re-prices the listing, and the card then shows its price.
 */
export function CardPriceFix({ plan, tempId }: CardPriceFixProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const fix = cardPriceFix(plan.price_error_code);
  if (!fix) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={LABELS[fix].named(plan.plan_name)}>
        {LABELS[fix].shown()}
      </Button>
      {open && (
        <Suspense fallback={null}>
          {fix === 'salaryPopup' ? (
            <SalaryHoursDialog tempId={tempId} required={plan.price_error_code === 'hourError' ? 'hours' : 'salary'} onClose={close} returnFocusTo={button} />
          ) : fix === 'tobaccoPopup' ? (
            <TobaccoDialog tempId={tempId} onClose={close} returnFocusTo={button} />
          ) : (
            <DependentDialog tempId={tempId} planId={plan.plan_id} onClose={close} returnFocusTo={button} />
          )}
        </Suspense>
      )}
    </>
  );
}
