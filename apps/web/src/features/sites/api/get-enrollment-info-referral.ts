import { useQuery } from '@tanstack/react-query';
import { ReferralInfoSchema } from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** GET get-enrollment-info-referral: the referral link's rep, group, portal and referrer. */
export const getReferralInfo = (referralId: string, signal?: AbortSignal) =>
  api.get('get-enrollment-info-referral', ReferralInfoSchema, { referral_id: referralId }, signal);

export function useReferralInfo(referralId: string | null) {
  return useQuery({
    queryKey: ['site', 'referral', referralId],
    queryFn: ({ signal }) => getReferralInfo(referralId!, signal),
    enabled: Boolean(referralId),
    retry: false,
  });
}
