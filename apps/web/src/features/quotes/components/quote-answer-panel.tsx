import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney, QUOTE_STATUS, TAB_ROUTES, type QuoteDetail, QUOTE_WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { TotalsList } from '../../../components/ui/totals-list';
import { Notice } from '../../../components/ui/notice';
import { ErrorMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { acceptQuote } from '../../../lib/client-transitions';
import { useUpdateQuoteSeenStatus } from '../api/update-quoteseen-status';
import styles from './quote-view.module.css';

const DECLINE_PAGE = '/decline-reminder-email';
const ENROLLMENT_START = `/enrollment/${TAB_ROUTES.primary_info}`;

/** Totals, the effective-date dropdown, Accept and Enroll, Decline. */
export function QuoteAnswerPanel({ quote, enrollmentId }: { quote: QuoteDetail; enrollmentId: string }) {
  const navigate = useNavigate();
  const answer = useUpdateQuoteSeenStatus();
  const [date, setDate] = useState(quote.effective_date ?? quote.effective_dates[0] ?? '');
  const [pending, setPending] = useState<'accept' | 'decline' | null>(null);
  // Decline is asked first: it cannot be undone from this link.
  const [confirmingDecline, setConfirmingDecline] = useState(false);

  const fieldError = isApiError(answer.error) ? answer.error.fieldErrors.find((e) => e.target_element === 'effective_date')?.error_message : undefined;
  const otherError = answer.isError && !fieldError ? answer.error.message : null;
  const declineError = confirmingDecline && answer.isError ? answer.error.message : null;

  const accept = () => {
    setPending('accept');
    answer.mutate(
      { enrollment_id: enrollmentId, quote_status: QUOTE_STATUS.accepted, effective_date: date || undefined },
      {
        onSuccess: (data) => {
          // The quote is answered: /cart is a cart again, and the wizard starts with the chosen date.
          acceptQuote(data.result.effective_date ?? null);
          navigate(ENROLLMENT_START);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const decline = () => {
    setPending('decline');
    answer.mutate(
      { enrollment_id: enrollmentId, quote_status: QUOTE_STATUS.declined },
      { onSuccess: () => navigate(DECLINE_PAGE), onSettled: () => setPending(null) },
    );
  };

  const declined = quote.status === 'declined';
  return (
    <section className={styles.panel} aria-labelledby="quote-summary-title">
      <h2 className={styles.sideTitle} id="quote-summary-title">
        {STORE_WEB_MESSAGES.orderInfo}
      </h2>
      <TotalsList
        rows={[
          { label: STORE_WEB_MESSAGES.firstMonthTotal, value: formatMoney(quote.initial_month_cost) },
          { label: STORE_WEB_MESSAGES.recurringMonthly, value: formatMoney(quote.recurring_month_cost) },
        ]}
      />
      {declined ? (
        // Shown as the page loads (the quote was declined before): read in its place, not announced over the page.
        <Notice kind="warning" announce={false} className={styles.notice}>
          {QUOTE_WEB_MESSAGES.quoteDeclinedNotice}
        </Notice>
      ) : (
        <>
          {quote.status === 'accepted' && (
            <Notice kind="success" className={styles.notice}>
              {QUOTE_WEB_MESSAGES.quoteAcceptedNotice}
            </Notice>
          )}
          <FormField id="quote-effective-date" label={STORE_WEB_MESSAGES.effectiveDate} error={fieldError}>
            {(control) => (
              <select {...control} value={date} onChange={(e) => setDate(e.target.value)} disabled={quote.status === 'accepted'}>
                {quote.effective_dates.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div className={styles.actions}>
            <Button onClick={accept} busy={pending === 'accept'} aria-disabled={pending === 'decline' || undefined}>
              {QUOTE_WEB_MESSAGES.acceptAndEnroll}
            </Button>
            {quote.status === 'sent' && (
              <ConfirmDialog
                open={confirmingDecline}
                onOpenChange={(open) => {
                  if (open) answer.reset();
                  setConfirmingDecline(open);
                }}
                trigger={
                  <Button variant="secondary" aria-disabled={pending === 'accept' || undefined}>
                    {QUOTE_WEB_MESSAGES.decline}
                  </Button>
                }
                title={QUOTE_WEB_MESSAGES.declineConfirmTitle}
                description={QUOTE_WEB_MESSAGES.declineConfirmText}
                confirmLabel={QUOTE_WEB_MESSAGES.declineConfirm}
                cancelLabel={QUOTE_WEB_MESSAGES.keepQuote}
                onConfirm={decline}
                busy={pending === 'decline'}
                error={declineError}
                // After declining the page changes; focus must not go back to a button that is leaving.
                onCloseAutoFocus={(event) => pending === 'decline' && event.preventDefault()}
              />
            )}
          </div>
        </>
      )}
      {otherError && !confirmingDecline && <ErrorMessage message={otherError} />}
    </section>
  );
}
