import { encodeSiteDomain, StoreBootstrapSchema, type StoreBootstrap } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

export interface StoreBootstrapQuery {
  host: string;
  enrollmentId: string | null;
  groupId: number | null;
  agentId: number | null;
}

/**
 * GET get-store-bootstrap: what every page's first view asks for (site, theme, header details, menu, categories, the
 * enrollment's filter and cart), in one call. app/store-bootstrap.ts files each part under its own call's query.
 */
export function getStoreBootstrap(query: StoreBootstrapQuery, signal?: AbortSignal): Promise<StoreBootstrap> {
  return api.get(
    'get-store-bootstrap',
    StoreBootstrapSchema,
    {
      site_domain: encodeSiteDomain(query.host),
      enrollment_id: query.enrollmentId,
      group_id: query.groupId,
      agent_id: query.groupId === null ? query.agentId : null,
    },
    signal,
  );
}
