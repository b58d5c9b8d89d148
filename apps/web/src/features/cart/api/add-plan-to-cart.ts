import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartCountAnswerSchema, type CartItemRequest } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { setCartCount } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';

/** POST add-plan-to-cart: returns the new cart count. */
export async function addPlanToCart(body: CartItemRequest): Promise<number> {
  const { result } = await api.post('add-plan-to-cart', CartCountAnswerSchema, body);
  return result;
}

export function useAddPlanToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanToCart,
    onSuccess: (count) => {
      setCartCount(count);
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
    },
  });
}
