import { useEffect, useRef, useState } from 'react';
import { WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { controlClassName, FormField } from '../../../components/ui/form-field';
import { ModalContent, ModalRoot } from '../../../components/ui/modal';
import { ErrorMessage } from '../../../components/ui/status-message';
import { useClientState } from '../../../lib/client-state';
import { useCartEffectiveDates } from '../api/get-cart-effective-dates';
import { EffectiveConfirmContent } from './effective-confirm-content';
import { SuggestionDialogContent } from './suggestion-dialog-content';
import { useCheckoutFlow } from './use-checkout-flow';
import dialogStyles from './checkout-dialog.module.css';
import styles from './checkout-panel.module.css';

const SELECT_ID = 'effective-date';

interface CheckoutPanelProps {
  enrollmentId: string;
  /** The element pictured by the screenshot. */
  captureId: string;
  /** Told the date the dropdown shows ('' for none) whenever it changes: Save Cart quotes with it. */
  onDateChange?: (date: string) => void;
}

/** The "Effective Date" dropdown and Proceed to Checkout, with the popups that follow. */
export function CheckoutPanel({ enrollmentId, captureId, onDateChange }: CheckoutPanelProps) {
  const dates = useCartEffectiveDates(enrollmentId);
  const stored = useClientState((s) => s.effectiveDate);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | undefined>();
  const selectRef = useRef<HTMLSelectElement>(null);
  // The popups have no trigger of their own: closing one (Back to Cart, Escape) puts focus back on Proceed to Checkout.
  const proceedRef = useRef<HTMLButtonElement>(null);
  // A refusal that arrives while a popup is open: focus goes to the dropdown once the popup has closed.
  const focusDateOnClose = useRef(false);
  const options = dates.data ?? [];
  // The stored date stays selected while the cart still offers it; otherwise the person picks one.
  const value = chosen ?? (stored && options.includes(stored) ? stored : '');
  useEffect(() => onDateChange?.(value), [onDateChange, value]);

  const flow = useCheckoutFlow(enrollmentId, value, captureId, (message) => {
    setDateError(message);
    focusDateOnClose.current = true;
    selectRef.current?.focus();
  });

  if (dates.isPending) return <p className={styles.loading}>{WEB_MESSAGES.loading}</p>;
  if (dates.isError) return <ErrorMessage message={STORE_WEB_MESSAGES.effectiveDatesFailed} onRetry={() => void dates.refetch()} retrying={dates.isFetching} />;

  const { step } = flow;
  return (
    <div className={styles.panel}>
      <FormField id={SELECT_ID} label={STORE_WEB_MESSAGES.effectiveDate} error={dateError}>
        {(control) => (
          <select
            {...control}
            ref={selectRef}
            className={controlClassName}
            value={value}
            onChange={(event) => {
              setChosen(event.target.value);
              setDateError(undefined);
            }}
          >
            <option value="">{STORE_WEB_MESSAGES.chooseEffectiveDate}</option>
            {options.map((date) => (
              <option key={date} value={date}>
                {date}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <Button ref={proceedRef} onClick={() => void flow.proceed()} busy={flow.busy}>
        {STORE_WEB_MESSAGES.proceedToCheckout}
      </Button>
      {flow.error && (
        <p className={styles.error} role="alert">
          {flow.error}
        </p>
      )}
      <ModalRoot open={step.kind !== 'idle'} onOpenChange={(open) => (open ? undefined : flow.close())}>
        <ModalContent
          className={dialogStyles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!focusDateOnClose.current) return proceedRef.current?.focus();
            focusDateOnClose.current = false;
            selectRef.current?.focus();
          }}
        >
          {step.kind === 'suggest' && (
            <SuggestionDialogContent
              key={step.plan.suggestion}
              plan={step.plan}
              adding={flow.adding}
              checkingOut={flow.checkoutPending}
              error={flow.addError}
              onAdd={() => flow.acceptSuggestion(step.plan, step.next)}
              onDecline={() => flow.declineSuggestion(step.next)}
            />
          )}
          {step.kind === 'confirm' && <EffectiveConfirmContent effectiveDate={value} pending={flow.checkoutPending} onEnroll={flow.finish} />}
        </ModalContent>
      </ModalRoot>
    </div>
  );
}
