import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { useGroupLandingInfo } from '../../features/branding/api/get-group-landing-page-info';
import { useExternalSiteInfo } from '../../features/sites/api/get-external-site-info';
import { enterExternalSite, enterGroupStore } from '../../features/sites/enter-site';
import styles from './site-entry.module.css';

const ID = /^\d{1,9}$/;

/**
 * /websites?group= — a group's site, then /home. The one special site also carries `id`: its site record must be
 * bound to that same group (docs/decisions/0004-sites-and-branding.md). Anything that does not resolve goes to /404.
 */
export function WebsitesRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const groupParam = params.get('group')?.trim() ?? '';
  const groupId = ID.test(groupParam) ? Number(groupParam) : null;
  const special = params.get('id')?.trim() || null;
  const group = useGroupLandingInfo(groupId);
  const site = useExternalSiteInfo(special);

  useEffect(() => {
    const failed = groupId === null || group.isError || site.isError || (special !== null && site.data === null);
    if (failed) {
      navigate('/404', { replace: true });
      return;
    }
    if (!group.data || (special !== null && !site.data)) return;
    if (site.data) {
      if (site.data.group_id !== group.data.group_id) {
        navigate('/404', { replace: true });
        return;
      }
      enterExternalSite(site.data);
    } else {
      enterGroupStore(group.data, { agent_id: group.data.agent_id, portal_id: group.data.portal_id });
    }
    navigate('/home', { replace: true });
  }, [groupId, special, group.data, group.isError, site.data, site.isError, navigate]);

  return (
    <p className={styles.status} role="status">
      {WEB_MESSAGES.loading}
    </p>
  );
}

export const Component = WebsitesRoute;
