import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MemberTablePageSchema, type MemberTablePage } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** Whose table: a rep's own members (get-agent-members) or a group administrator's group's (get-group-users). */
export type MemberTableOwner = { kind: 'agent'; agentId: number } | { kind: 'group'; groupId: number };

export interface MemberTableQuery {
  search: string;
  page: number;
}

/** GET get-agent-members / get-group-users: one page of 5 rows, the number of rows in all (search and page are ours). */
export function getMemberTable(owner: MemberTableOwner, { search, page }: MemberTableQuery, signal?: AbortSignal): Promise<MemberTablePage> {
  return owner.kind === 'agent'
    ? api.get('get-agent-members', MemberTablePageSchema, { agent_id: owner.agentId, search, page }, signal)
    : api.get('get-group-users', MemberTablePageSchema, { group_id: owner.groupId, search, page }, signal);
}

/** The table's page; the previous page stays on screen while the next one loads. Personal data: never kept stale. */
export function useMemberTable(owner: MemberTableOwner, query: MemberTableQuery) {
  return useQuery({
    queryKey: ['member-table', owner, query],
    queryFn: ({ signal }) => getMemberTable(owner, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
  });
}
