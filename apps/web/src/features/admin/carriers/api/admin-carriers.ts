import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CarrierConfigListSchema, CarrierFileListSchema, CarrierFileSchema, type CarrierConfigInput, type CarrierFileFormat } from '@benefit-store/domain';
import { api, apiUrl } from '../../../../lib/api-client';

/** The console's carrier file calls (/api/v1/admin/carriers…, /api/v1/admin/carrier-files…). */
export const CARRIERS_QUERY_ROOT = ['admin', 'carriers'] as const;

/** GET admin/carriers: every carrier with its file configuration. */
export function useCarrierConfigs() {
  return useQuery({
    queryKey: [...CARRIERS_QUERY_ROOT, 'configs'],
    queryFn: ({ signal }) => api.get('admin/carriers', CarrierConfigListSchema, undefined, signal),
    staleTime: 0,
  });
}

/** GET admin/carrier-files: the files made, newest first, with their counts. */
export function useCarrierFiles() {
  return useQuery({
    queryKey: [...CARRIERS_QUERY_ROOT, 'files'],
    queryFn: ({ signal }) => api.get('admin/carrier-files', CarrierFileListSchema, undefined, signal),
    staleTime: 0,
  });
}

/** POST admin/carriers/:carrier/files: makes the carrier's file now; the lists are read again after it. */
export function useMakeCarrierFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carrier, format }: { carrier: string; format: CarrierFileFormat }) =>
      api.post(`admin/carriers/${encodeURIComponent(carrier)}/files`, CarrierFileSchema, { format }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CARRIERS_QUERY_ROOT] }),
  });
}

/** The address of a kept file's download (an attachment; the console's cookie signs it). */
export const carrierFileDownloadUrl = (id: number) => apiUrl(`admin/carrier-files/${id}/download`);

/** PUT admin/carriers/:carrier: saves the carrier's settings (audited); the lists are read again after it. */
export function useSaveCarrierConfig(carrier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CarrierConfigInput) => api.put(`admin/carriers/${encodeURIComponent(carrier)}`, CarrierConfigListSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CARRIERS_QUERY_ROOT] }),
  });
}
