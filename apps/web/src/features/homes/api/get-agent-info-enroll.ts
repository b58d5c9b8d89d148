import { useQuery } from '@tanstack/react-query';
import { AgentInfoEnrollSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-agent-info-enroll: the rep's display name for the rep home's welcome. */
export const getAgentInfoEnroll = (agentId: number, signal?: AbortSignal) => api.get('get-agent-info-enroll', AgentInfoEnrollSchema, { agent_id: agentId }, signal);

export function useAgentInfoEnroll(agentId: number) {
  return useQuery({ queryKey: ['agent-info-enroll', agentId], queryFn: ({ signal }) => getAgentInfoEnroll(agentId, signal) });
}
