import { useQuery } from '@tanstack/react-query';
import { OutboxListSchema, type OutboxList } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET dev/outbox: the newest messages first (404 where real mail is configured or in production). */
export function getOutbox(signal?: AbortSignal): Promise<OutboxList> {
  return api.get('dev/outbox', OutboxListSchema, undefined, signal);
}

export function useOutbox() {
  return useQuery({ queryKey: ['dev', 'outbox'], queryFn: ({ signal }) => getOutbox(signal), staleTime: 0, refetchOnWindowFocus: true });
}
