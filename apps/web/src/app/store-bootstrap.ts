import { notifyManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { StoreBootstrap } from '@benefit-store/domain';
import { agentLandingKey } from '../features/branding/api/get-agent-landing-page-info';
import { defaultInfoKey } from '../features/branding/api/get-default-info';
import { groupLandingKey } from '../features/branding/api/get-group-landing-page-info';
import { siteThemeKey } from '../features/branding/api/get-site-theme';
import { ticketLinkKey } from '../features/branding/api/get-ticket-link';
import { cartAmountKey } from '../features/cart/api/get-cart-amount';
import { cartCountKey } from '../features/cart/api/get-cart-count';
import { commonMenuKey } from '../features/catalog/api/get-common-menu';
import { enrollmentTempInfoKey } from '../features/filter/api/get-enrollment-temp-info';
import { domainSiteKey } from '../features/sites/api/get-domain-site';
import { elevateInfoKey } from '../features/sites/api/get-elevate-info';
import { getStoreBootstrap } from '../features/sites/api/get-store-bootstrap';
import { getClientState, type ClientKeys } from '../lib/client-state';
import { queryKeys } from '../lib/query-keys';
import { selectSiteContext } from '../lib/site-context';
import { entriesToTheme, writeThemeCache } from '../lib/theme';
import { themeSiteKey } from '../lib/theme-site-key';

type Visitor = Pick<ClientKeys, 'agent_id' | 'group_id' | 'fromSite' | 'tempId' | 'portal_id' | 'eprocess' | 'open_type'>;

/**
 * Each part of get-store-bootstrap's answer under the key of the query that asks its own call, for this visitor's
 * stored keys. A part the answer leaves out (an unknown rep or group, an enrollment this browser no longer holds) is
 * not filed: its own call then answers, and its query reacts as it always did (a 404 forgets the enrollment).
 */
export function bootstrapQueries(answer: StoreBootstrap, visitor: Visitor, host: string): [QueryKey, unknown][] {
  const { agent_id, group_id, fromSite, tempId } = visitor;
  const queries: [QueryKey, unknown][] = [
    [domainSiteKey(host), answer.domain_site],
    [siteThemeKey(themeSiteKey(visitor)), entriesToTheme(answer.theme ?? [])],
    [defaultInfoKey(fromSite, group_id), answer.default_info],
    [elevateInfoKey(fromSite), answer.elevate],
    [ticketLinkKey(fromSite, group_id), answer.ticket_link],
    [queryKeys.categories, answer.categories],
    [commonMenuKey(selectSiteContext(visitor), tempId), { items: answer.menu.items, categoryOrder: answer.menu.category_order }],
  ];
  if (group_id !== null && answer.group_landing) queries.push([groupLandingKey(group_id), answer.group_landing]);
  if (group_id === null && agent_id !== null && answer.agent_landing) queries.push([agentLandingKey(agent_id), answer.agent_landing]);
  if (tempId && answer.enrollment) {
    queries.push(
      [enrollmentTempInfoKey(tempId, 'filter_info'), answer.enrollment.filter_info],
      [cartCountKey(tempId), answer.enrollment.cart_count],
      [cartAmountKey(tempId), answer.enrollment.cart_amount],
    );
  }
  return queries;
}

/**
 * The first page view's one call (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md): asks
 * get-store-bootstrap and files every part in one batch, so the page renders once with all of it instead of once per
 * answer. main.tsx keeps queries paused until this settles; a query that mounted meanwhile has its paused fetch
 * cancelled before its data is filed, so it never asks the network. A failed bootstrap files nothing: every query then
 * asks its own call, as before. Never rejects.
 */
export async function primeFromBootstrap(client: QueryClient, visitor: Visitor = getClientState(), host = window.location.hostname): Promise<void> {
  let answer: StoreBootstrap;
  try {
    answer = await getStoreBootstrap({ host, enrollmentId: visitor.tempId, groupId: visitor.group_id, agentId: visitor.agent_id });
  } catch {
    return;
  }
  const queries = bootstrapQueries(answer, visitor, host);
  await Promise.all(queries.map(([queryKey]) => client.cancelQueries({ queryKey, exact: true })));
  notifyManager.batch(() => {
    for (const [queryKey, data] of queries) client.setQueryData(queryKey, data);
  });
  writeThemeCache(themeSiteKey(visitor), entriesToTheme(answer.theme ?? []));
}
