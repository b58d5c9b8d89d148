import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DependentInfoSchema, type DependentInfo } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface PlanDependentBody {
  enrollment_id: string;
  plan_id: number;
  dep_dob?: string;
  no_of_children?: number;
}

/** POST store-temp-dependent-info with the plan: the dependent modal's save (the server re-prices the cart's household plans). */
export function storePlanDependentInfo(body: PlanDependentBody): Promise<DependentInfo> {
  return api.post('store-temp-dependent-info', DependentInfoSchema, body);
}

/** The modal's save: then every price (this page, the listing, the cart) reloads at once. */
export function useStorePlanDependentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storePlanDependentInfo,
    onSuccess: async () => {
      await Promise.all([queryKeys.plans, queryKeys.enrollment, queryKeys.cart].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
