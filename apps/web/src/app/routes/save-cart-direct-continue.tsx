import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ENROLL_TYPE, ENROLLMENT_TYPE, isTier, QUOTE_TAB, SAVE_CART_REDIRECTION, type Eprocess, type OpenType, QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { ErrorMessage } from '../../components/ui/status-message';
import { directContinue } from '../../features/quotes/api/direct-continue';
import { isApiError } from '../../lib/api-error';
import { openEnrollment, startOver } from '../../lib/client-transitions';
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
 * /save-cart-direct-continue/{id}/{tab}: the quote link from the e-mail. Stored state is cleared first, the link's
 * enrollment is attached to this browser by the server, its context is stored with redirection type save-cart,
 * and /cart then shows the quote view. A tampered or expired link goes to /404.
 */
export function SaveCartDirectContinueRoute() {
  const { id = '', tab = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (decodeSegment(tab) !== QUOTE_TAB) {
      navigate('/404', { replace: true });
      return;
    }
    const controller = new AbortController();
    startOver();
    sessionStorage.clear();
    queryClient.clear();
    directContinue(id, controller.signal).then(
      ({ result }) => {
        const { others } = result;
        const tier = isTier(others.tier) ? others.tier : null;
        openEnrollment({
          tempId: result.enrollment_id,
          group_id: others.group_id,
          portal_id: others.platform_group_id,
          agent_id: others.agent_id,
          open_type: others.open_type as OpenType | null,
          eprocess: others.eprocess as Eprocess | null,
          enroll_type: others.type === ENROLLMENT_TYPE.newUser ? ENROLL_TYPE.newMember : ENROLL_TYPE.existingMember,
          effectiveDate: others.effective_date,
          tier,
          redirectionType: SAVE_CART_REDIRECTION,
        });
        navigate('/cart', { replace: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // No answer at all may pass; any refusal of the link itself is the not-found page.
        if (isApiError(error) && error.isNetworkError) setFailure(error.message);
        else navigate('/404', { replace: true });
      },
    );
    return () => controller.abort();
  }, [id, tab, attempt, navigate, queryClient]);

  return (
    <div className={styles.page}>
      {failure ? (
        <ErrorMessage message={failure} onRetry={() => (setFailure(null), setAttempt((n) => n + 1))} />
      ) : (
        <p role="status" aria-busy="true">
          {QUOTE_WEB_MESSAGES.openingQuote}
        </p>
      )}
    </div>
  );
}
