import type { ReactNode, RefObject } from 'react';
import { PRICING_ERROR_FIX, STORE_WEB_MESSAGES, type PricingErrorCode } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { PRICE_POPUP_LABEL, pricePopupFor, type PricePopup } from './price-popup';
import styles from './pricing-refusal.module.css';

interface PricingRefusalProps {
  code: PricingErrorCode;
  message: string;
  /** Opens the Edit popup of the basic information (the "editing your basic info above" codes). */
  onEditFilter: () => void;
  editRef: RefObject<HTMLButtonElement | null>;
  /** Opens the popup a "by clicking here" message names (salary and hours, tobacco); its button takes `editRef`. */
  onOpenPopup?: (popup: PricePopup) => void;
  /** What leads to the plan's questions (newQuestionsError): the plan questions' Enroll Now, composed by the route. */
  questions?: ReactNode;
}

/**
 * Where the price would be: the rule's message as the server sent it, and the way to fix it. The "editing your
 * basic info above" codes get a button that opens the Edit popup; the other popups (salary and hours, tobacco,
 * the dependent modal of household-priced plans, questions: issue 12 items 3, 5 and 7) plug in here by PRICING_ERROR_FIX
 * (the popups through price-popup.ts, as a listed card's button).
 */
export function PricingRefusal({ code, message, onEditFilter, editRef, onOpenPopup, questions }: PricingRefusalProps) {
  const fix = PRICING_ERROR_FIX[code];
  const popup = pricePopupFor(code);
  return (
    <div className={styles.box} role="status" data-error-code={code}>
      <p className={styles.message}>{message}</p>
      {fix === 'editFilter' && (
        <Button ref={editRef} variant="secondary" onClick={onEditFilter} aria-haspopup="dialog">
          {STORE_WEB_MESSAGES.editBasicInformationTitle}
        </Button>
      )}
      {popup && onOpenPopup && (
        <Button ref={editRef} variant="secondary" onClick={() => onOpenPopup(popup)} aria-haspopup="dialog">
          {PRICE_POPUP_LABEL[popup].shown()}
        </Button>
      )}
      {fix === 'questions' && questions}
    </div>
  );
}
