import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ENROLLMENT_MESSAGES, MESSAGES, QUOTE_LINK_TTL_DAYS, QUOTE_TAB, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { ErrorMessage } from '../../components/ui/status-message';
import { directContinue } from '../../features/quotes/api/direct-continue';
import { openResumedEnrollment } from '../../features/enrollment/resume/open-resumed-enrollment';
import { isApiError } from '../../lib/api-error';
import { startOver } from '../../lib/client-transitions';
import styles from './not-found.module.css';

/** The tab segment is base64 (url-safe or not) of a saved-tab name; anything else is not a quote link. */
function decodeSegment(segment: string): string | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    return atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  } catch {
    return null;
  }
}

/**
 * Every e-mailed link of spec 002 section 2.7, `{id}/{tab}` both base64: /save-cart-direct-continue (a quote),
 * /direct-continue (Save & Continue Later), /group-census-direct-continue and /pqs-direct-continue. Stored state is
 * cleared first; GET direct-continue/{id} checks the signed token (its purpose decides what it opens) and attaches
 * the link's enrollment to this browser; its context is stored and the saved tab opens: a quote on /cart with
 * redirection type save-cart, a wizard tab on its step. A tampered or expired quote link shows, in place, that the
 * link is invalid or expired and how to get a new quote; any other refused link goes to /404.
 * `quote`: the quote link, whose tab segment must read cart_info (the wizard links' segment is informational).
 */
function DirectContinue({ quote }: { quote: boolean }) {
  const { id = '', tab = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    // A link that cannot be opened: a quote link says so where it was opened, the others are the not-found page.
    const refuse = () => (quote ? setInvalid(true) : navigate('/404', { replace: true }));
    if (quote && decodeSegment(tab) !== QUOTE_TAB) {
      refuse();
      return;
    }
    const controller = new AbortController();
    startOver();
    sessionStorage.clear();
    queryClient.clear();
    directContinue(id, controller.signal).then(
      ({ result }) => {
        const path = openResumedEnrollment(result, queryClient);
        if (path) navigate(path, { replace: true });
        else refuse();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // No answer at all may pass; any refusal of the link itself is the not-found page.
        if (isApiError(error) && error.isNetworkError) setFailure(error.message);
        else refuse();
      },
    );
    return () => controller.abort();
  }, [quote, id, tab, attempt, navigate, queryClient]);

  if (invalid) return <InvalidQuoteLink />;
  return (
    <div className={styles.page}>
      {failure ? (
        <ErrorMessage message={failure} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />
      ) : (
        <p role="status" aria-busy="true">
          {quote ? QUOTE_WEB_MESSAGES.openingQuote : ENROLLMENT_MESSAGES.resumeOpening}
        </p>
      )}
    </div>
  );
}

/** A quote link that is tampered with, expired or gone: says so, and how to get a new quote. */
function InvalidQuoteLink() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{QUOTE_WEB_MESSAGES.invalidLinkTitle}</h1>
      <p>{QUOTE_WEB_MESSAGES.invalidLinkText({ days: QUOTE_LINK_TTL_DAYS })}</p>
      <Button onClick={() => navigate('/')}>{MESSAGES.backToHomepage}</Button>
    </div>
  );
}

/** /save-cart-direct-continue/{id}/{tab}: the quote link. */
export function SaveCartDirectContinueRoute() {
  return <DirectContinue quote />;
}

/** /direct-continue, /group-census-direct-continue and /pqs-direct-continue `/{id}/{tab}`: an enrollment's link. */
export function DirectContinueRoute() {
  return <DirectContinue quote={false} />;
}
