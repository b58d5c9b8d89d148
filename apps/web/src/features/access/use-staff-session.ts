import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffSession } from '@benefit-store/domain';
import { leaveCurrentMemberEnrollment } from '../../lib/client-transitions';
import { getSignedInUser, STAFF_SESSION_KEY, staffSignOut } from './api/staff-session';

/**
 * The signed-in rep or group administrator: `data` is undefined while loading, null when signed out. Checked again
 * when the window regains focus, since a session ends after 30 idle minutes.
 */
export function useStaffSession(): { data: StaffSession | null | undefined; isPending: boolean; isError: boolean; refetch: () => unknown } {
  const query = useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: ({ signal }) => getSignedInUser(signal),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return { data: query.data, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
}

/**
 * Signing out: ends the session on the server, forgets who was signed in and every cached answer (member lists
 * hold personal data), then calls `onSignedOut` (e.g. to go to /sign-in).
 */
export function useSignOut(onSignedOut?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: staffSignOut,
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== STAFF_SESSION_KEY[0] });
      leaveCurrentMemberEnrollment();
      queryClient.setQueryData(STAFF_SESSION_KEY, null);
      onSignedOut?.();
    },
  });
}
