import { useQuery } from '@tanstack/react-query';
import type { AgentAboutInfo } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-agent-about-page-info: a rep's About text. */
export const getAgentAboutInfo = (agentId: number, signal?: AbortSignal) =>
  api.get<AgentAboutInfo>('get-agent-about-page-info', { agent_id: agentId }, signal);

export function useAgentAboutInfo(agentId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'agent-about', agentId],
    queryFn: ({ signal }) => getAgentAboutInfo(agentId!, signal),
    enabled: enabled && agentId !== null,
    staleTime: 5 * 60_000,
  });
}
