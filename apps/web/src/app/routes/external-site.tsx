import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { useExternalSiteInfo } from '../../features/sites/api/get-external-site-info';
import { enterExternalSite } from '../../features/sites/enter-site';
import styles from './site-entry.module.css';

/** /external?site= — an external partner site by name: stores it and goes on to /home; an unknown name goes to /404. */
export function ExternalSiteRoute() {
  const [params] = useSearchParams();
  const name = params.get('site')?.trim() || null;
  const navigate = useNavigate();
  const site = useExternalSiteInfo(name);
  useEffect(() => {
    if (!name || site.isError || site.data === null) navigate('/404', { replace: true });
    else if (site.data) {
      enterExternalSite(site.data);
      navigate('/home', { replace: true });
    }
  }, [name, site.data, site.isError, navigate]);
  return (
    <p className={styles.status} role="status">
      {WEB_MESSAGES.loading}
    </p>
  );
}

export const Component = ExternalSiteRoute;
