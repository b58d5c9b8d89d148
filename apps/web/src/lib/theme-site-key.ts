import { getClientState, type ClientKeys } from './client-state';

/** Which site's theme applies: the host plus the stored hints the server resolves the site from. */
export function themeSiteKey(state: Pick<ClientKeys, 'agent_id' | 'group_id' | 'fromSite'> = getClientState()): string {
  return [window.location.hostname, state.agent_id ?? '', state.group_id ?? '', state.fromSite ?? ''].join('|');
}
