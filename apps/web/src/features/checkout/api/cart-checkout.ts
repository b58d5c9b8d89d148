import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CartCheckoutResultSchema, ERROR_CODES, type CartCheckout, type CartCheckoutResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST cart-checkout: an effective_date refusal comes back as a field error for the dropdown. A cart priced for an
 * older filter is re-priced by the server and refused (409 cartRepriced): the cart is reloaded so its new total shows.
 */
export function cartCheckout(body: CartCheckout): Promise<CartCheckoutResult> {
  return api.post('cart-checkout', CartCheckoutResultSchema, body);
}

export function useCartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartCheckout,
    onError: (error) => {
      if (isApiError(error) && error.errorCode === ERROR_CODES.cartRepriced) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
        void queryClient.invalidateQueries({ queryKey: queryKeys.plans });
      }
    },
  });
}
