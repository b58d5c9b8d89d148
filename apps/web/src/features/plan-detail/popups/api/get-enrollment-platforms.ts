import { useQuery } from '@tanstack/react-query';
import type { AgentGroup, Platform } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-enrollment-platforms: the rep's portals (every portal without a rep). */
export const getEnrollmentPlatforms = (agentId: number | null, signal?: AbortSignal) =>
  api.get<Platform[]>('get-enrollment-platforms', agentId === null ? {} : { agent_id: agentId }, signal);

export function useEnrollmentPlatforms(agentId: number | null) {
  return useQuery({ queryKey: ['enrollment-platforms', agentId], queryFn: ({ signal }) => getEnrollmentPlatforms(agentId, signal) });
}

/** GET get-agent-groups: the rep's groups. */
export const getAgentGroups = (agentId: number, signal?: AbortSignal) => api.get<AgentGroup[]>('get-agent-groups', { agent_id: agentId }, signal);

export function useAgentGroups(agentId: number | null) {
  return useQuery({ queryKey: ['agent-groups', agentId], queryFn: ({ signal }) => getAgentGroups(agentId!, signal), enabled: agentId !== null });
}
