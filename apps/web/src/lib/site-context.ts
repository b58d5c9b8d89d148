import { useMemo } from 'react';
import { useClientState, type ClientKeys } from './client-state';

/** Whose store this is: the query parameters that menu and listing calls carry. */
export interface SiteContext {
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  eprocess: ClientKeys['eprocess'];
  open_type: ClientKeys['open_type'];
}

export const selectSiteContext = (s: Pick<ClientKeys, keyof SiteContext>): SiteContext => ({
  agent_id: s.agent_id,
  group_id: s.group_id,
  portal_id: s.portal_id,
  eprocess: s.eprocess,
  open_type: s.open_type,
});

/** The same object while the five keys are unchanged (one selector per key: no shallow-compare helper on the landing page). */
export function useSiteContext(): SiteContext {
  const agent_id = useClientState((s) => s.agent_id);
  const group_id = useClientState((s) => s.group_id);
  const portal_id = useClientState((s) => s.portal_id);
  const eprocess = useClientState((s) => s.eprocess);
  const open_type = useClientState((s) => s.open_type);
  return useMemo(() => ({ agent_id, group_id, portal_id, eprocess, open_type }), [agent_id, group_id, portal_id, eprocess, open_type]);
}
