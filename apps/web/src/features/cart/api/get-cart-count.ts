import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CartCountAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { setCartCount } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-cart-count: how many plans the cart holds. */
export async function getCartCount(enrollmentId: string, signal?: AbortSignal): Promise<number> {
  const { result } = await api.get('get-cart-count', CartCountAnswerSchema, { enrollment_id: enrollmentId }, signal);
  return result;
}

export const cartCountKey = (tempId: string | null) => [...queryKeys.cart, 'count', tempId] as const;

export function useCartCount(tempId: string | null) {
  const count = useQuery({
    queryKey: cartCountKey(tempId),
    queryFn: ({ signal }) => getCartCount(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
  // The query only fetches; the count it brings is recorded here (the recommendations follow cartCount).
  const data = count.data;
  useEffect(() => {
    if (data !== undefined) setCartCount(data);
  }, [data]);
  return count;
}
