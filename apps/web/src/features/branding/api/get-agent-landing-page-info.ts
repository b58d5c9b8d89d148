import { useQuery } from '@tanstack/react-query';
import { AgentLandingInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-agent-landing-page-info: a rep's display details. */
export const getAgentLandingInfo = (agentId: number, signal?: AbortSignal) =>
  api.get('get-agent-landing-page-info', AgentLandingInfoSchema, { agent_id: agentId }, signal);

export const agentLandingKey = (agentId: number | null) => ['site', 'agent-landing', agentId] as const;

export function useAgentLandingInfo(agentId: number | null) {
  return useQuery({
    queryKey: agentLandingKey(agentId),
    queryFn: ({ signal }) => getAgentLandingInfo(agentId!, signal),
    enabled: agentId !== null,
    staleTime: 5 * 60_000,
  });
}
