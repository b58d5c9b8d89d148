import { useQuery } from '@tanstack/react-query';
import { CartAmountAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-cart-amount: the cart's recurring monthly cost as a decimal string ("123.45"). */
export async function getCartAmount(enrollmentId: string, signal?: AbortSignal): Promise<string> {
  const { result } = await api.get('get-cart-amount', CartAmountAnswerSchema, { enrollment_id: enrollmentId }, signal);
  return result;
}

export const cartAmountKey = (tempId: string | null) => [...queryKeys.cart, 'amount', tempId] as const;

export function useCartAmount(tempId: string | null) {
  return useQuery({
    queryKey: cartAmountKey(tempId),
    queryFn: ({ signal }) => getCartAmount(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
