import { useClientState } from '../../../lib/client-state';
import { useAgentLandingInfo } from './get-agent-landing-page-info';
import { useDefaultInfo } from './get-default-info';
import { useGroupLandingInfo } from './get-group-landing-page-info';

export interface SiteDisplay {
  /** Whose details these are: the group's, the rep's, or the site's own. */
  kind: 'group' | 'agent' | 'site';
  name: string;
  email: string;
  phone: string;
  tagline: string;
  logo: string | null;
}

/** The header's and footer's contact details: the group's when a group is known, else the rep's, else the site's. */
export function useSiteDisplay(): { display: SiteDisplay | null; isLoading: boolean; isError: boolean; refetch: () => void } {
  const groupId = useClientState((s) => s.group_id);
  const agentId = useClientState((s) => s.agent_id);
  const group = useGroupLandingInfo(groupId);
  const agent = useAgentLandingInfo(groupId === null ? agentId : null);
  const site = useDefaultInfo();
  const active = groupId !== null ? group : agentId !== null ? agent : null;
  if (active) {
    const d = active.data;
    return {
      display: d ? { kind: groupId !== null ? 'group' : 'agent', name: d.display_name, email: d.display_email, phone: d.display_phone, tagline: d.tagline, logo: d.logo } : null,
      isLoading: active.isLoading,
      isError: active.isError,
      refetch: () => void active.refetch(),
    };
  }
  const s = site.data;
  return {
    display: s ? { kind: 'site', name: s.display_name, email: s.display_email, phone: s.display_phone, tagline: s.tagline, logo: null } : null,
    isLoading: site.isLoading,
    isError: site.isError,
    refetch: () => void site.refetch(),
  };
}
