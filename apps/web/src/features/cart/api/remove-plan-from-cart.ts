import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartCountAnswerSchema, type CartItemRequest } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { setCartCount } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST remove-plan-from-cart: returns the new cart count. The spec's GET form still exists for its clients, but a
 * call that changes the cart is a POST here, so no link or prefetch can ever trigger it.
 */
export async function removePlanFromCart(params: CartItemRequest): Promise<number> {
  const { result } = await api.post('remove-plan-from-cart', CartCountAnswerSchema, params);
  return result;
}

export function useRemovePlanFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePlanFromCart,
    onSuccess: (count) => {
      setCartCount(count);
      // Not awaited: the caller closes its dialog and moves focus before the list drops the plan.
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    },
  });
}
