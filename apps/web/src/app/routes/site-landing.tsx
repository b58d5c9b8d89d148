import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { WEB_MESSAGES, type LandingPage } from '@benefit-store/domain';
import { getClientState, isRepAuthenticated } from '../../lib/client-state';
import { ACCESS_PAGE, isRepConfirmedState, RepConfirmModal } from '../../features/rep-access';
import { useValidateLandingPage } from '../../features/sites/api/validate-landing-page';
import { enterLandingPage } from '../../features/sites/enter-site';
import { LandingRoute } from './landing';
import styles from './site-entry.module.css';

/** Entering this landing would move the enrollment this browser holds to another store (it is forgotten then). */
function leavesAnotherStore(page: LandingPage): boolean {
  const s = getClientState();
  return s.tempId !== null && (s.agent_id !== page.agent_id || s.group_id !== null || s.fromSite !== null || s.referral !== null);
}

/**
 * /:landing — a rep's or group's landing name (validate-landing-page); an unknown name (HTTP 204) or a failed lookup
 * goes to the not-found page (000 section 8). A rep's landing requires the rep-authenticated flag (000 sections 4 and
 * 6): without it the visitor goes to the access page, whose Confirm comes back here. A group's landing stays open for
 * its employees (docs/decisions/0052-access-pages-and-route-guard.md). A visitor already shopping in another store is asked first whether to enrol
 * under this rep (the rep-confirmation modal); No goes back to their store.
 */
export function SiteLandingRoute() {
  const { landing = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const page = useValidateLandingPage(landing);
  const missing = page.isError || page.data === null;
  // The landing name this browser entered (the route stays mounted when one landing links to another).
  const [enteredFor, setEnteredFor] = useState<string | null>(null);
  const entered = enteredFor === landing;
  const [asking, setAsking] = useState(false);
  const justConfirmed = isRepConfirmedState(location.state);

  useEffect(() => {
    if (missing) {
      void navigate('/404', { replace: true });
      return;
    }
    if (!page.data || entered) return;
    if (page.data.type === 'agent' && !isRepAuthenticated()) {
      void navigate(ACCESS_PAGE, { replace: true });
      return;
    }
    if (page.data.type === 'agent' && !justConfirmed && leavesAnotherStore(page.data)) {
      setAsking(true);
      return;
    }
    enterLandingPage(page.data);
    setEnteredFor(landing);
  }, [page.data, missing, navigate, entered, justConfirmed, landing]);

  if (page.data && asking) {
    return (
      <RepConfirmModal
        name={page.data.display_name}
        onYes={() => {
          if (page.data) enterLandingPage(page.data);
          setAsking(false);
          setEnteredFor(landing);
        }}
        onNo={() => void navigate('/', { replace: true })}
      />
    );
  }
  if (!page.data || !entered) {
    return (
      <p className={styles.status} role="status">
        {WEB_MESSAGES.loading}
      </p>
    );
  }
  return <LandingRoute />;
}

export const Component = SiteLandingRoute;
