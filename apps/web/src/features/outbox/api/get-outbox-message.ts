import { useQuery } from '@tanstack/react-query';
import { OutboxMessageSchema, type OutboxMessage } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET dev/outbox/{id}: one message with its HTML and text bodies. */
export function getOutboxMessage(id: number, signal?: AbortSignal): Promise<OutboxMessage> {
  return api.get(`dev/outbox/${id}`, OutboxMessageSchema, undefined, signal);
}

export function useOutboxMessage(id: number | null) {
  return useQuery({ queryKey: ['dev', 'outbox', id], queryFn: ({ signal }) => getOutboxMessage(id!, signal), enabled: id !== null });
}
