import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { choosePortal, getClientState, recordPartnerTraffic, useClientState } from '../../../lib/client-state';
import { enterGroupStore } from '../enter-site';
import { useDomainSite } from '../api/get-domain-site';
import { useElevateInfo } from '../api/get-elevate-info';
import { trackElevateTraffic } from '../api/track-elevate-traffic';
import { StartupRedirect } from '../../homes';

/**
 * The startup wrapper (000 section 2): resolves this host's site once per page load and fetches the partner-traffic
 * info. A group's own host stores the group and goes on to /home; a host that is no site (HTTP 204) or a failed
 * lookup goes to /404. Partner traffic is recorded once per enrollment. Renders the sub-page choice (features/homes StartupRedirect).
 */
export function SiteStartup() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const domain = useDomainSite(window.location.hostname);
  const fromSite = useClientState((s) => s.fromSite);
  const tempId = useClientState((s) => s.tempId);
  const tracked = useClientState((s) => s.first_track);
  const elevate = useElevateInfo(fromSite);

  useEffect(() => {
    if (domain.isError || domain.data === null) {
      if (pathname !== '/404') navigate('/404', { replace: true });
      return;
    }
    const gid = domain.data?.gid;
    if (gid === undefined || gid === null) return;
    // The group's own host: its store, entered the same way as any other group store.
    if (getClientState().group_id !== gid) enterGroupStore({ group_id: gid });
    if (pathname === '/') navigate('/home', { replace: true });
    // Only the lookup's answer decides; later navigations are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [domain.data, domain.isError]);

  const partnerPortal = elevate.data?.portal_id ?? null;
  useEffect(() => {
    if (partnerPortal === null) return;
    choosePortal(partnerPortal);
    if (!tempId || tracked === tempId) return;
    trackElevateTraffic(tempId)
      .then((result) => {
        if (result.tracked) recordPartnerTraffic(tempId);
      })
      // Partner tracking is bookkeeping: a failure is retried on the next page load, silently (000 section 8).
      .catch(() => undefined);
  }, [partnerPortal, tempId, tracked]);

  return <StartupRedirect />;
}
