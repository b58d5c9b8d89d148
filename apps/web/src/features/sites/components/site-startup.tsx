import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { EPROCESS, ENROLL_TYPE, OPEN_TYPE } from '@benefit-store/domain';
import { getClientState, useClientState } from '../../../lib/client-state';
import { useDomainSite } from '../api/get-domain-site';
import { useElevateInfo } from '../api/get-elevate-info';
import { trackElevateTraffic } from '../api/track-elevate-traffic';

/**
 * The startup wrapper (000 section 2): resolves this host's site once per page load and fetches the partner-traffic
 * info. A group's own host stores the group and goes on to /home; a host that is no site (HTTP 204) or a failed
 * lookup goes to /404. Partner traffic is recorded once per enrollment. Renders nothing.
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
    const state = getClientState();
    if (state.group_id !== gid) {
      state.update({
        group_id: gid,
        agent_id: null,
        fromSite: null,
        eprocess: EPROCESS.group,
        open_type: OPEN_TYPE.group,
        enroll_type: ENROLL_TYPE.newGroupMember,
      });
    }
    if (pathname === '/') navigate('/home', { replace: true });
    // Only the lookup's answer decides; later navigations are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [domain.data, domain.isError]);

  const partnerPortal = elevate.data?.portal_id ?? null;
  useEffect(() => {
    if (partnerPortal === null) return;
    if (getClientState().portal_id !== partnerPortal) getClientState().update({ portal_id: partnerPortal });
    if (!tempId || tracked === tempId) return;
    trackElevateTraffic(tempId)
      .then((result) => {
        if (result.tracked) getClientState().update({ first_track: tempId });
      })
      // Partner tracking is bookkeeping: a failure is retried on the next page load, silently (000 section 8).
      .catch(() => undefined);
  }, [partnerPortal, tempId, tracked]);

  return null;
}
