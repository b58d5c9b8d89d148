import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminPaymentChargeSchema, AdminPaymentListSchema } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import type { EnrollmentsArea } from '../enrollments-area';

const paymentsKey = (policy: string, area: EnrollmentsArea = 'admin') => [area, 'enrollments', policy, 'payments'] as const;

/**
 * GET admin/enrollments/:policy/payments (an operator) or staff/enrollments/:policy/payments (the member's rep or the
 * group's administrator, read-only): the enrollment's charges, newest first.
 */
export function useEnrollmentPayments(policy: string, area: EnrollmentsArea = 'admin') {
  return useQuery({
    queryKey: paymentsKey(policy, area),
    queryFn: ({ signal }) => api.get(`${area}/enrollments/${encodeURIComponent(policy)}/payments`, AdminPaymentListSchema, undefined, signal),
    staleTime: 0,
  });
}

export interface ChargeAction {
  charge: number;
  mode: 'refund' | 'void';
  reason: string;
  amount_cents?: number;
}

/** POST admin/enrollments/:policy/payments/:charge/refund|void: the server logs the reason; the list is read again. */
export function useChargeAction(policy: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ charge, mode, reason, amount_cents }: ChargeAction) =>
      api.post(`admin/enrollments/${encodeURIComponent(policy)}/payments/${charge}/${mode}`, AdminPaymentChargeSchema, mode === 'refund' ? { reason, amount_cents } : { reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKey(policy) }),
  });
}
