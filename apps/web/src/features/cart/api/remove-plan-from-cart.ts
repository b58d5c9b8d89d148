import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartItemRequest } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { getClientState } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';

/** GET remove-plan-from-cart (a GET in the spec): returns the new cart count. */
export async function removePlanFromCart(params: CartItemRequest): Promise<number> {
  const { result } = await api.get<{ result: number }>('remove-plan-from-cart', { ...params });
  return result;
}

export function useRemovePlanFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanFromCart,
    onSuccess: (count) => {
      getClientState().update({ cartCount: count });
      // Not awaited: the caller closes its dialog and moves focus before the list drops the plan.
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
