import { useQuery } from '@tanstack/react-query';
import { AgentAboutInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-agent-about-page-info: a rep's About text. */
export const getAgentAboutInfo = (agentId: number, signal?: AbortSignal) =>
  api.get('get-agent-about-page-info', AgentAboutInfoSchema, { agent_id: agentId }, signal);

export function useAgentAboutInfo(agentId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['site', 'agent-about', agentId],
    queryFn: ({ signal }) => getAgentAboutInfo(agentId!, signal),
    enabled: enabled && agentId !== null,
    staleTime: 5 * 60_000,
  });
}
