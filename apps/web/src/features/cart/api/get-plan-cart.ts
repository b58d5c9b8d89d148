import { useQuery } from '@tanstack/react-query';
import { CartSchema, type Cart } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-plan-cart: the cart's plans and its first-month and monthly totals. */
export function getPlanCart(enrollmentId: string, signal?: AbortSignal): Promise<Cart> {
  return api.get('get-plan-cart', CartSchema, { enrollment_id: enrollmentId }, signal);
}

export function usePlanCart(tempId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.cart, 'plans', tempId],
    queryFn: ({ signal }) => getPlanCart(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
