import { POPUP_MESSAGES, PRICING_ERROR_FIX, type PricingErrorCode, type PricingErrorFix } from '@benefit-store/domain';

/** The popups of a pricing message's "by clicking here": salary and hours, tobacco usage, the dependent modal. */
export type PricePopup = Extract<PricingErrorFix, 'salaryPopup' | 'tobaccoPopup' | 'dependentPopup'>;

/**
 * Which popup a pricing code opens (PRICING_ERROR_FIX), or null when its fix is not a popup of its own (the Edit
 * popup, the questions, nothing). The one choice behind the plan page's refusal and a listed card's button.
 */
export function pricePopupFor(code: PricingErrorCode | null | undefined): PricePopup | null {
  if (!code) return null;
  const fix = PRICING_ERROR_FIX[code];
  return fix === 'salaryPopup' || fix === 'tobaccoPopup' || fix === 'dependentPopup' ? fix : null;
}

/** The salary and hours popup requires what the code refused: hourError the hours, salaryError (and else) the salary. */
export const salaryHoursRequired = (code: PricingErrorCode | null | undefined): 'salary' | 'hours' => (code === 'hourError' ? 'hours' : 'salary');

/**
 * Each popup's button: the words it shows, and its name beside a plan's name where several plans show one (the
 * listing's cards). The words shown come first in the name, so voice control finds it by what it shows.
 */
export const PRICE_POPUP_LABEL: Record<PricePopup, { shown: () => string; named: (planName: string) => string }> = {
  salaryPopup: { shown: () => POPUP_MESSAGES.enterSalaryHours, named: (planName) => POPUP_MESSAGES.enterSalaryHoursFor({ planName }) },
  tobaccoPopup: { shown: () => POPUP_MESSAGES.chooseTobacco, named: (planName) => POPUP_MESSAGES.chooseTobaccoFor({ planName }) },
  dependentPopup: { shown: () => POPUP_MESSAGES.enterDependents, named: (planName) => POPUP_MESSAGES.enterDependentsFor({ planName }) },
};
