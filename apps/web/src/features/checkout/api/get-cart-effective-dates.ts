import { useQuery } from '@tanstack/react-query';
import { EffectiveDatesSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-cart-effective-dates: the dates coverage may start on (MM/DD/YYYY). */
export async function getCartEffectiveDates(enrollmentId: string, signal?: AbortSignal): Promise<string[]> {
  const { result } = await api.get('get-cart-effective-dates', EffectiveDatesSchema, { enrollment_id: enrollmentId }, signal);
  return result;
}

export function useCartEffectiveDates(tempId: string | null) {
  return useQuery({
    queryKey: [...queryKeys.cart, 'effective-dates', tempId],
    queryFn: ({ signal }) => getCartEffectiveDates(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
