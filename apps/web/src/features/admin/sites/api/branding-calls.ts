import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BrandingInputSchema,
  GroupDetailSchema,
  GroupPageSchema,
  RepDetailSchema,
  RepPageSchema,
  SiteBrandingInputSchema,
  SiteDetailSchema,
  SitePageSchema,
  type AdminPage,
  type GroupListItem,
  type RepListItem,
  type SiteListItem,
} from '@benefit-store/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_ROOT } from '../../shell/api/operator-session';
import { toRequestQuery, type TableQuery } from '../../shell/data-table';

/**
 * The console's calls about sites, reps and groups (GET admin/<kind>, GET and PUT admin/<kind>/:id): one kind per
 * entry of RECORD_KINDS, so the three screens share their list, detail and save code.
 */
export const RECORD_KINDS = {
  sites: { path: 'admin/sites', page: SitePageSchema, detail: SiteDetailSchema, input: SiteBrandingInputSchema },
  reps: { path: 'admin/reps', page: RepPageSchema, detail: RepDetailSchema, input: BrandingInputSchema },
  groups: { path: 'admin/groups', page: GroupPageSchema, detail: GroupDetailSchema, input: BrandingInputSchema },
} as const;
export type RecordKind = keyof typeof RECORD_KINDS;
type Detail<K extends RecordKind> = z.output<(typeof RECORD_KINDS)[K]['detail']>;
export type BrandingFormInput<K extends RecordKind> = z.input<(typeof RECORD_KINDS)[K]['input']>;

export const listSites = (query: TableQuery<string>, signal: AbortSignal): Promise<AdminPage<SiteListItem>> =>
  api.get('admin/sites', SitePageSchema, toRequestQuery(query), signal);
export const listReps = (query: TableQuery<string>, signal: AbortSignal): Promise<AdminPage<RepListItem>> =>
  api.get('admin/reps', RepPageSchema, toRequestQuery(query), signal);
export const listGroups = (query: TableQuery<string>, signal: AbortSignal): Promise<AdminPage<GroupListItem>> =>
  api.get('admin/groups', GroupPageSchema, toRequestQuery(query), signal);

const detailKey = (kind: RecordKind, id: string) => [ADMIN_QUERY_ROOT, kind, 'detail', id] as const;
const recordPath = (kind: RecordKind, id: string) => `${RECORD_KINDS[kind].path}/${encodeURIComponent(id)}`;

/** GET admin/<kind>/:id: one record with its branding (404 for an unknown key). */
export function useRecordDetail<K extends RecordKind>(kind: K, id: string) {
  return useQuery({
    queryKey: detailKey(kind, id),
    queryFn: ({ signal }) => api.get(recordPath(kind, id), RECORD_KINDS[kind].detail, undefined, signal) as Promise<Detail<K>>,
    staleTime: 0,
  });
}

/** PUT admin/<kind>/:id: saves the branding; the answer (the saved record) replaces the cached one, lists refresh. */
export function useSaveBranding<K extends RecordKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingFormInput<K>) => api.put(recordPath(kind, id), RECORD_KINDS[kind].detail, input) as Promise<Detail<K>>,
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey(kind, id), saved);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_QUERY_ROOT, kind] });
    },
  });
}
