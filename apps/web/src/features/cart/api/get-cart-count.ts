import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { getClientState } from '../../../lib/client-state';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-cart-count: how many plans the cart holds. */
export async function getCartCount(enrollmentId: string, signal?: AbortSignal): Promise<number> {
  const { result } = await api.get<{ result: number }>('get-cart-count', { enrollment_id: enrollmentId }, signal);
  getClientState().update({ cartCount: result });
  return result;
}

export function useCartCount(tempId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.cart, 'count', tempId],
    queryFn: ({ signal }) => getCartCount(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
