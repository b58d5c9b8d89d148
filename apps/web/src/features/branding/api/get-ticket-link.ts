import { nullable } from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { TicketLinkSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { useClientState } from '../../../lib/client-state';

/** GET get-ticket-link: where this site's support requests go; null (204) when it has none. */
export const getTicketLink = (signal?: AbortSignal) => api.get('get-ticket-link', nullable(TicketLinkSchema), {}, signal);

export const ticketLinkKey = (fromSite: string | null, groupId: number | null) => ['site', 'ticket-link', fromSite, groupId] as const;

export function useTicketLink() {
  const fromSite = useClientState((s) => s.fromSite);
  const groupId = useClientState((s) => s.group_id);
  return useQuery({ queryKey: ticketLinkKey(fromSite, groupId), queryFn: ({ signal }) => getTicketLink(signal), staleTime: 5 * 60_000 });
}
