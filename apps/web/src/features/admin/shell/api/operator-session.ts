import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OperatorMeSchema, SignedOutAnswerSchema, type OperatorMe } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** Every console query key starts here, so signing out forgets them all at once. */
export const ADMIN_QUERY_ROOT = 'admin' as const;
export const operatorMeKey = [ADMIN_QUERY_ROOT, 'me'] as const;

/** GET admin/me: the signed-in operator; 404 (ApiError.isNotFound) for anyone else. */
export function getOperatorMe(signal?: AbortSignal): Promise<OperatorMe> {
  return api.get('admin/me', OperatorMeSchema, undefined, signal);
}

export function useOperatorMe() {
  return useQuery({ queryKey: operatorMeKey, queryFn: ({ signal }) => getOperatorMe(signal), staleTime: 60_000 });
}

/** POST staff-sign-out: ends this browser's session (the operator's too: one cookie for every account role). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('staff-sign-out', SignedOutAnswerSchema, {}),
    onSuccess: () => queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] }),
  });
}
