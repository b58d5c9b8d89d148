import { useShallow } from 'zustand/react/shallow';
import { useClientState, type ClientKeys } from './client-state';

/** Whose store this is: the query parameters that menu and listing calls carry. */
export interface SiteContext {
  agent_id: number | null;
  group_id: number | null;
  portal_id: number | null;
  eprocess: ClientKeys['eprocess'];
  open_type: ClientKeys['open_type'];
}

export const selectSiteContext = (s: ClientKeys): SiteContext => ({
  agent_id: s.agent_id,
  group_id: s.group_id,
  portal_id: s.portal_id,
  eprocess: s.eprocess,
  open_type: s.open_type,
});

export function useSiteContext(): SiteContext {
  return useClientState(useShallow(selectSiteContext));
}
