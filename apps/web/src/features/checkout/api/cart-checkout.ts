import { useMutation } from '@tanstack/react-query';
import type { CartCheckout, CartCheckoutResult } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST cart-checkout: an effective_date refusal comes back as a field error for the dropdown. */
export function cartCheckout(body: CartCheckout): Promise<CartCheckoutResult> {
  return api.post<CartCheckoutResult>('cart-checkout', body);
}

export function useCartCheckout() {
  return useMutation({ mutationFn: cartCheckout });
}
