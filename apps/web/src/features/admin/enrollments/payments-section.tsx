import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONSOLE_PAYMENT_MESSAGES as M,
  displayDateTime,
  dollarsToCents,
  formatMoney,
  PAYMENT_REASON_MAX,
  PAYMENT_REASON_MIN,
  type AdminPaymentCharge,
  type Cents,
  type PaymentChargeStatus,
} from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ModalActions, ModalContent, ModalDescription, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { useChargeAction, useEnrollmentPayments } from './api/admin-payments';
import { useEnrollmentsArea } from './enrollments-area';
import styles from './payments-section.module.css';

const money = (cents: number) => formatMoney(cents as Cents);
const STATUS_LABELS: Record<PaymentChargeStatus, () => string> = {
  pending: () => M.statusPending,
  succeeded: () => M.statusSucceeded,
  declined: () => M.statusDeclined,
  refunded: () => M.statusRefunded,
  voided: () => M.statusVoided,
};
const leftOf = (c: AdminPaymentCharge) => c.amount_cents - c.refunded_cents;
const refundable = (c: AdminPaymentCharge) => (c.status === 'succeeded' || c.status === 'refunded') && leftOf(c) > 0;
/** The amount as typed in the field: dollars and cents, no currency sign. */
const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** A focusable region around the table, so keyboard users can scroll it sideways at 390 px. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll container, as axe's scrollable-region-focusable asks
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

interface Action {
  charge: AdminPaymentCharge;
  mode: 'refund' | 'void';
}

/**
 * A refund's or a void's dialog: the amount (a refund only; all that is left by default) and the required reason, each
 * checked with its message under it. The server gives the money back and writes the reason to the audit log in one
 * transaction; the dialog closes on success and the list is read again.
 */
function ActionDialog({ policy, action, onClose, onDone, onCloseAutoFocus }: { policy: string; action: Action; onClose: () => void; onDone: (message: string) => void; onCloseAutoFocus: (event: Event) => void }) {
  const id = useId();
  const act = useChargeAction(policy);
  const { charge, mode } = action;
  const [amount, setAmount] = useState(dollarsText(leftOf(charge)));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = mode === 'refund' ? dollarsToCents(amount) : leftOf(charge);
    const next: { amount?: string; reason?: string } = {};
    if (mode === 'refund' && (cents === null || cents <= 0 || cents > leftOf(charge))) next.amount = M.refundAmountInvalid;
    if (reason.trim().length < PAYMENT_REASON_MIN) next.reason = M.reasonRequired;
    setErrors(next);
    setFailure(null);
    if (next.amount || next.reason) {
      document.getElementById(next.amount ? `${id}-amount` : `${id}-reason`)?.focus();
      return;
    }
    act.mutate(
      { charge: charge.id, mode, reason: reason.trim(), ...(mode === 'refund' ? { amount_cents: cents ?? undefined } : {}) },
      {
        onSuccess: (after) => onDone(mode === 'void' ? M.voided : M.refunded({ amount: money(after.refunded_cents - charge.refunded_cents) })),
        onError: (error) => {
          const field = isApiError(error) ? error.fieldErrors.find((e) => e.target_element === 'amount_cents' || e.target_element === 'reason') : undefined;
          if (field) setErrors({ [field.target_element === 'reason' ? 'reason' : 'amount']: field.error_message });
          else setFailure(isApiError(error) && error.status === 409 && error.message ? error.message : mode === 'void' ? M.voidError : M.actionError);
        },
      },
    );
  };

  return (
    <ModalRoot open onOpenChange={(open) => (!open && !act.isPending ? onClose() : undefined)}>
      <ModalContent onCloseAutoFocus={onCloseAutoFocus}>
        <ModalTitle>{mode === 'void' ? M.voidTitle : M.refundTitle}</ModalTitle>
        <ModalDescription>{mode === 'void' ? M.voidExplain : M.refundAmountHint}</ModalDescription>
        <form className={styles.form} onSubmit={submit} noValidate>
          {mode === 'refund' && (
            <FormField id={`${id}-amount`} label={M.refundAmount} error={errors.amount}>
              {(control) => <input {...control} inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />}
            </FormField>
          )}
          <FormField id={`${id}-reason`} label={M.reason} error={errors.reason}>
            {(control) => <textarea {...control} rows={3} maxLength={PAYMENT_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </FormField>
          <p className={styles.muted}>{M.reasonHint}</p>
          {failure && <ErrorMessage message={failure} />}
          <ModalActions>
            <Button variant="secondary" onClick={onClose} disabled={act.isPending}>
              {M.cancel}
            </Button>
            <Button type="submit" variant="danger" busy={act.isPending}>
              {mode === 'void' ? M.confirmVoid : M.confirmRefund}
            </Button>
          </ModalActions>
        </form>
      </ModalContent>
    </ModalRoot>
  );
}

/**
 * The Payments section of a completed enrollment's console page (issue 25 item 3): each charge with its date, amount,
 * status and card, and for an operator Refund and Void, each asking for a reason in a dialog. The outcome is said in
 * a live region, which takes the focus once the dialog closes.
 */
export function PaymentsSection({ policy }: { policy: string }) {
  const payments = useEnrollmentPayments(policy, useEnrollmentsArea());
  const [action, setAction] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const focusOutcome = useRef(false);

  const done = (message: string) => {
    focusOutcome.current = true;
    setOutcome(message);
    setAction(null);
  };
  // When the dialog closes after an action: focus to the outcome, which says what happened (else back to its button).
  const closeFocus = (event: Event) => {
    if (!focusOutcome.current) return;
    focusOutcome.current = false;
    event.preventDefault();
    status.current?.focus();
  };

  let body: ReactNode;
  if (payments.isPending) body = <InfoMessage>{M.loadingPayments}</InfoMessage>;
  else if (payments.isError) body = <ErrorMessage message={M.paymentsError} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />;
  else if (payments.data.charges.length === 0) body = <InfoMessage>{M.noPayments}</InfoMessage>;
  else {
    const canRefund = payments.data.can_refund;
    body = (
      <>
        {!canRefund && <p className={styles.muted}>{M.readOnly}</p>}
        <Scroll label={M.paymentsCaption}>
          <table className={styles.table}>
            <caption>{M.paymentsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{M.columnDate}</th>
                <th scope="col" className={styles.num}>
                  {M.columnAmount}
                </th>
                <th scope="col">{M.columnStatus}</th>
                <th scope="col">{M.columnCard}</th>
                <th scope="col" className={styles.num}>
                  {M.columnRefunded}
                </th>
                {canRefund && <th scope="col">{M.columnActions}</th>}
              </tr>
            </thead>
            <tbody>
              {payments.data.charges.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <time dateTime={c.created_at}>{displayDateTime(new Date(c.created_at))}</time>
                  </th>
                  <td className={styles.num}>{money(c.amount_cents)}</td>
                  <td>
                    {STATUS_LABELS[c.status]()}
                    {c.decline_message && <div className={styles.muted}>{c.decline_message}</div>}
                  </td>
                  <td>{c.card_brand && c.card_last4 ? M.cardShown({ brand: c.card_brand, last4: c.card_last4 }) : M.noCard}</td>
                  <td className={styles.num}>{money(c.refunded_cents)}</td>
                  {canRefund && (
                    <td>
                      {refundable(c) && (
                        <div className={styles.buttons}>
                          <Button variant="secondary" aria-label={M.refundLabel({ amount: money(c.amount_cents) })} onClick={() => setAction({ charge: c, mode: 'refund' })}>
                            {M.refund}
                          </Button>
                          {c.refunded_cents === 0 && (
                            <Button variant="secondary" aria-label={M.voidLabel({ amount: money(c.amount_cents) })} onClick={() => setAction({ charge: c, mode: 'void' })}>
                              {M.void}
                            </Button>
                          )}
                        </div>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="enrollment-payments">
      <h2 id="enrollment-payments">{M.paymentsTitle}</h2>
      <p ref={status} className={styles.outcome} role="status" tabIndex={-1}>
        {outcome}
      </p>
      {body}
      {action && <ActionDialog key={`${action.charge.id}-${action.mode}`} policy={policy} action={action} onClose={() => setAction(null)} onDone={done} onCloseAutoFocus={closeFocus} />}
    </section>
  );
}
