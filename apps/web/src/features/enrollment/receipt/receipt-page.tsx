import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { COMPLETION_MESSAGES, homePath } from '@benefit-store/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { forgetEnrollment, useClientState } from '../../../lib/client-state';
import { confirmationHref } from '../confirmation/api/get-confirmation';
import { receiptPdfUrl, useReceipt } from './api/get-receipt';
import { receiptEnrollmentId } from './receipt-enrollment';
import styles from './receipt-page.module.css';

/**
 * /enrollment/receipt/ (spec 002 sections 2.5, 4): greets the person, shows the confirmation number, says the
 * 'Enrollment Receipt' e-mail went to the person and the client, offers the PDF copy, and leads home by the stored
 * context (homePath). Once get-receipt has answered, the stored enrollment id is forgotten (the enrollment is a
 * policy now); the page keeps the id it started with, so the PDF link and a retry still work, and this tab's
 * session storage keeps it for a reload. Opened where no completed enrollment is kept (another tab, a tab closed
 * and opened again) or no longer held by this browser (404), it says there is no receipt to show here and where the
 * confirmation number is, without a Try again that could never work. The rep is named only when the receipt e-mail
 * also went to one (rep_copy). It links to the confirmation page (/confirmation?policy_id=…). callInvoice needs nothing here: the server's invoice job makes the first invoice
 * (docs/decisions/0036-completion-receipt-pdf-and-invoice.md).
 */
export function Component() {
  const [enrollmentId] = useState(receiptEnrollmentId);
  const home = useClientState(useShallow((s) => homePath({ referral: s.referral, open_type: s.open_type, eprocess: s.eprocess })));
  const receipt = useReceipt(enrollmentId);

  useEffect(() => {
    if (receipt.isSuccess) forgetEnrollment();
  }, [receipt.isSuccess]);

  let body;
  if (!enrollmentId || (receipt.isError && isApiError(receipt.error) && receipt.error.isNotFound)) {
    body = (
      <>
        <h1 className={styles.title}>{COMPLETION_MESSAGES.receiptTitle}</h1>
        <p>{COMPLETION_MESSAGES.receiptNotShown}</p>
      </>
    );
  } else if (receipt.isError) {
    body = (
      <>
        <h1 className={styles.title}>{COMPLETION_MESSAGES.receiptTitle}</h1>
        <ErrorMessage message={COMPLETION_MESSAGES.receiptFailed} onRetry={() => void receipt.refetch()} retrying={receipt.isFetching} />
      </>
    );
  } else if (!receipt.data) {
    body = (
      <div role="status" aria-live="polite" className={styles.loading}>
        <h1 className={styles.title}>{COMPLETION_MESSAGES.receiptTitle}</h1>
        <p className="visually-hidden">{COMPLETION_MESSAGES.receiptLoading}</p>
        <Skeleton height="1.5rem" width="60%" />
        <Skeleton height="3rem" />
        <Skeleton height="1rem" width="80%" />
      </div>
    );
  } else {
    const { policy_id, name, rep_copy } = receipt.data;
    body = (
      <>
        <h1 className={styles.title}>{COMPLETION_MESSAGES.receiptGreeting({ name })}</h1>
        <p className={styles.lead}>{COMPLETION_MESSAGES.receiptDone}</p>
        <dl className={styles.confirmation}>
          <dt>{COMPLETION_MESSAGES.confirmationLabel}</dt>
          <dd data-testid="confirmation-number">{policy_id}</dd>
        </dl>
        <p>{rep_copy ? COMPLETION_MESSAGES.receiptSent : COMPLETION_MESSAGES.receiptSentToYou}</p>
        {/* The confirmation page (decision 0078): the same enrollment by its number, openable again in this browser. */}
        <p>
          <Link to={confirmationHref(policy_id)}>{COMPLETION_MESSAGES.viewConfirmation}</Link>
        </p>
        <p className={styles.download}>
          <a href={receiptPdfUrl(enrollmentId)} download aria-describedby="receipt-pdf-hint">
            {COMPLETION_MESSAGES.downloadPdf}
          </a>
          <span id="receipt-pdf-hint" className={styles.hint}>
            {COMPLETION_MESSAGES.downloadPdfHint}
          </span>
        </p>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-busy={Boolean(enrollmentId) && !receipt.data && !receipt.isError}>
        {body}
        <div className={styles.actions}>
          <ButtonLink to={home} variant="secondary">
            {COMPLETION_MESSAGES.returnHome}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
