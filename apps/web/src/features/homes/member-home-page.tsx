import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { HOMES_MESSAGES, planStartStep, type Tier } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { useClientState } from '../../lib/client-state';
import { changeBasicInfo, forgetMemberLink } from '../../lib/client-transitions';
import { queryKeys } from '../../lib/query-keys';
import { noteCartChange } from '../cart';
import { changeFilterInfo, startMemberFilter } from '../filter';
import { useEnrollmentMember } from './api/get-member-info';
import { MemberTierForm } from './components/member-tier-form';
import styles from './homes.module.css';

/**
 * /member-home (000 section 2, 002 section 2.11): 'Welcome' with the member's name, Choose Tier and Submit, then the
 * plans. The member is the one of the enrollment this browser holds (their store link made it); get-member-info
 * answers their name only to that browser. A member whose enrollment is gone (signed out, or no longer on the server)
 * but whose store link is kept chooses the tier here, which opens a new member enrollment with the link
 * (add-filter-for-member, as the plan page's start does), then the plans. Without either the page says to open the
 * store link.
 */
export function MemberHomePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tempId = useClientState((s) => s.tempId);
  // The store link kept for an existing member (the plan page's tier step asks with it too).
  const memberLink = useClientState((s) => (planStartStep({ ...s, tempId: null }) === 'memberTier' ? s.memberLink : null));
  const { filter, member } = useEnrollmentMember(tempId);
  const name = member.data ? `${member.data.member_info.first_name} ${member.data.member_info.last_name}` : null;
  const notFound = (error: unknown) => isApiError(error) && error.isNotFound;
  const noStore = <InfoMessage>{HOMES_MESSAGES.memberNoStore}</InfoMessage>;

  // A new member enrollment from the kept link, then the plans; an expired link is forgotten (the page then says to
  // open the newest one).
  const startAgain = async (link: string, tier: Tier) => {
    try {
      await startMemberFilter(link, tier);
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) throw error;
      forgetMemberLink();
      return;
    }
    navigate('/plans');
  };
  const gone = memberLink ? (
    <>
      <p className={styles.lead}>{HOMES_MESSAGES.memberLead}</p>
      <MemberTierForm id="member-home-tier" onChosen={(tier) => startAgain(memberLink, tier)} />
    </>
  ) : (
    noStore
  );

  // Another tier than the enrollment's is saved on it (change-filter-info, the cart re-priced), then the plans.
  const chooseTier = async (enrollmentId: string, currentTier: string | null, tier: Tier) => {
    if (tier !== currentTier) {
      noteCartChange(await changeFilterInfo(enrollmentId, { tier }));
      for (const queryKey of [queryKeys.plans, queryKeys.enrollment, queryKeys.menu, queryKeys.cart, ['recommendations']]) void queryClient.invalidateQueries({ queryKey });
    }
    changeBasicInfo(tier);
    navigate('/plans');
  };

  let body: ReactNode;
  if (!tempId) body = gone;
  else if (filter.isPending) body = <Skeleton height="2.75rem" />;
  else if (filter.isError)
    body = notFound(filter.error) ? gone : <ErrorMessage message={HOMES_MESSAGES.infoFailed} onRetry={() => void filter.refetch()} retrying={filter.isFetching} />;
  else if (!filter.data?.user_id) body = noStore;
  else if (member.isPending) body = <Skeleton height="2.75rem" />;
  else if (member.isError)
    body = notFound(member.error) ? noStore : <ErrorMessage message={HOMES_MESSAGES.infoFailed} onRetry={() => void member.refetch()} retrying={member.isFetching} />;
  else {
    const currentTier = filter.data.tier;
    body = (
      <>
        <p className={styles.lead}>{HOMES_MESSAGES.memberLead}</p>
        <MemberTierForm id="member-home-tier" onChosen={(tier) => chooseTier(tempId, currentTier, tier)} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{name ? HOMES_MESSAGES.welcomeName({ name }) : HOMES_MESSAGES.welcomeNameless}</h1>
      {body}
    </div>
  );
}

export const Component = MemberHomePage;
