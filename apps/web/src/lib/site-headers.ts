import { getClientState } from './client-state';

/**
 * The display hints every API call carries (000 section 6: "request headers agent_id, uid and group_id are set
 * when known"), plus the external site's name. The server's site-context plugin uses them to choose whose brand
 * and contact details to show; they are never authority for anything else.
 */
export function siteHeaders(): Record<string, string> {
  const { agent_id, group_id, fromSite } = getClientState();
  const headers: Record<string, string> = {};
  if (agent_id !== null) headers.agent_id = String(agent_id);
  if (group_id !== null) headers.group_id = String(group_id);
  if (fromSite) headers['x-site-name'] = fromSite;
  return headers;
}
