import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { ExternalSiteSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-external-site-infromation: an external site by name (or the /websites id); null (204) when none. */
export const getExternalSiteInfo = (siteName: string, signal?: AbortSignal) =>
  api.get('get-external-site-infromation', nullable(ExternalSiteSchema), { site_name: siteName }, signal);

export function useExternalSiteInfo(siteName: string | null) {
  return useQuery({
    queryKey: ['site', 'external', siteName],
    queryFn: ({ signal }) => getExternalSiteInfo(siteName!, signal),
    enabled: Boolean(siteName),
    retry: false,
  });
}
