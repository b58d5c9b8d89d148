import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { useValidateLandingPage } from '../../features/sites/api/validate-landing-page';
import { enterLandingPage } from '../../features/sites/enter-site';
import { LandingRoute } from './landing';
import styles from './site-entry.module.css';

/**
 * /:landing — a rep's or group's landing name (validate-landing-page). A valid name shows the landing page in their
 * brand; an unknown name (HTTP 204) or a failed lookup goes to the not-found page (000 section 8).
 */
export function SiteLandingRoute() {
  const { landing = '' } = useParams();
  const navigate = useNavigate();
  const page = useValidateLandingPage(landing);
  const missing = page.isError || page.data === null;
  useEffect(() => {
    if (page.data) enterLandingPage(page.data);
    else if (missing) navigate('/404', { replace: true });
  }, [page.data, missing, navigate]);

  if (!page.data) {
    return (
      <p className={styles.status} role="status">
        {WEB_MESSAGES.loading}
      </p>
    );
  }
  return <LandingRoute />;
}

export const Component = SiteLandingRoute;
