import { useQuery } from '@tanstack/react-query';
import { AgentGroupsSchema, PlatformsSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-enrollment-platforms: the rep's portals (every portal without a rep). */
export const getEnrollmentPlatforms = (agentId: number | null, signal?: AbortSignal) =>
  api.get('get-enrollment-platforms', PlatformsSchema, agentId === null ? {} : { agent_id: agentId }, signal);

export function useEnrollmentPlatforms(agentId: number | null) {
  return useQuery({ queryKey: ['enrollment-platforms', agentId], queryFn: ({ signal }) => getEnrollmentPlatforms(agentId, signal) });
}

/** GET get-agent-groups: the rep's groups. */
export const getAgentGroups = (agentId: number, signal?: AbortSignal) => api.get('get-agent-groups', AgentGroupsSchema, { agent_id: agentId }, signal);

export function useAgentGroups(agentId: number | null) {
  return useQuery({ queryKey: ['agent-groups', agentId], queryFn: ({ signal }) => getAgentGroups(agentId!, signal), enabled: agentId !== null });
}
