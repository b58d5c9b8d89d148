import { useQuery } from '@tanstack/react-query';
import { MoreRequirementAnswerSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET get-more-requirement: whether the premier plan (type MM) is in the cart; it turns IC into "Member + 1 Child". */
export async function getMoreRequirement(enrollmentId: string, signal?: AbortSignal): Promise<boolean> {
  const { result } = await api.get('get-more-requirement', MoreRequirementAnswerSchema, { enrollment_id: enrollmentId }, signal);
  return result;
}

export function usePremierFlag(tempId: string | null) {
  return useQuery({
    // Under the cart key: adding or removing a plan refreshes it with the cart.
    queryKey: [...queryKeys.cart, 'premier', tempId],
    queryFn: ({ signal }) => getMoreRequirement(tempId!, signal),
    enabled: Boolean(tempId),
    meta: { usesEnrollment: true },
  });
}
