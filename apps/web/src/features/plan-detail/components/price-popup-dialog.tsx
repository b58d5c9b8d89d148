import { lazy, Suspense, type RefObject } from 'react';
import type { PricingErrorCode } from '@benefit-store/domain';
import { salaryHoursRequired, type PricePopup } from './price-popup';

// Each popup loads when a button first opens it (the plan page's refusal, a listed card's button).
const SalaryHoursDialog = lazy(() => import('../popups/salary-hours-dialog').then((m) => ({ default: m.SalaryHoursDialog })));
const TobaccoDialog = lazy(() => import('../popups/tobacco-dialog').then((m) => ({ default: m.TobaccoDialog })));
const DependentDialog = lazy(() => import('../popups/dependent-dialog').then((m) => ({ default: m.DependentDialog })));

interface PricePopupDialogProps {
  popup: PricePopup;
  /** The pricing code that opened it (hourError asks for the hours first); null from Change dependent information. */
  code: PricingErrorCode | null | undefined;
  tempId: string;
  planId: number;
  onClose: () => void;
  /** After its answers are saved (the prices reload then): where the caller moves focus once they have. */
  onSaved?: () => void;
  /** The button that opened it: focus goes back to it when the popup closes unchanged. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The popup a pricing message's button opens (price-popup.ts's choice), drawn once it has loaded. */
export function PricePopupDialog({ popup, code, tempId, planId, onClose, onSaved, returnFocusTo }: PricePopupDialogProps) {
  const common = { tempId, onClose, onSaved, returnFocusTo };
  return (
    <Suspense fallback={null}>
      {popup === 'salaryPopup' ? (
        <SalaryHoursDialog {...common} required={salaryHoursRequired(code)} />
      ) : popup === 'tobaccoPopup' ? (
        <TobaccoDialog {...common} />
      ) : (
        <DependentDialog {...common} planId={planId} />
      )}
    </Suspense>
  );
}
