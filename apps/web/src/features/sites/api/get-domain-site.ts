import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { DomainSiteSchema, encodeSiteDomain } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-domainSite-infromation: which site this host is; null (HTTP 204) when none. */
export const getDomainSite = (host: string, signal?: AbortSignal) =>
  api.get('get-domainSite-infromation', nullable(DomainSiteSchema), { site_domain: encodeSiteDomain(host) }, signal);

export const domainSiteKey = (host: string) => ['site', 'domain', host] as const;

export function useDomainSite(host: string) {
  return useQuery({ queryKey: domainSiteKey(host), queryFn: ({ signal }) => getDomainSite(host, signal), staleTime: Infinity, retry: false });
}
