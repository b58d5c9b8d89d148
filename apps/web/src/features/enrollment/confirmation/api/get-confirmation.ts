import { useQuery } from '@tanstack/react-query';
import { ConfirmationSchema, type Confirmation } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';

/** GET get-confirmation: the completed enrollment under a confirmation number, for this browser only (else 404). */
export function getConfirmation(policyId: string, signal?: AbortSignal): Promise<Confirmation> {
  return api.get('get-confirmation', ConfirmationSchema, { policy_id: policyId }, signal);
}

/** A completed enrollment does not change: fetched once per page, never on focus; a 4xx is not retried. */
export function useConfirmation(policyId: string | null) {
  return useQuery({
    queryKey: ['confirmation', policyId] as const,
    queryFn: ({ signal }) => getConfirmation(policyId!, signal),
    enabled: Boolean(policyId),
    staleTime: Infinity,
  });
}

/** The page's address for a confirmation number: the receipt's link. */
export const confirmationHref = (policyId: string) => `/confirmation?policy_id=${encodeURIComponent(policyId)}`;
