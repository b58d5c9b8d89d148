import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { HOMES_MESSAGES, type GroupInfoEnroll, type StaffRole } from '@benefit-store/domain';
import { Skeleton } from '../../components/ui/skeleton';
import { ErrorMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { forgetEnrollment, getClientState } from '../../lib/client-state';
import { joinGroupWithEnrollment } from '../../lib/client-transitions';
import { queryKeys } from '../../lib/query-keys';
import { RequireStaff, useStaffSession } from '../access';
import { useGroupInfoEnroll } from './api/get-group-info-enroll';
import { updateFilterPortal } from './api/update-filter-portal';
import { HomeChoices } from './components/home-choices';
import { PortalStep } from './components/portal-step';
import styles from './homes.module.css';

/** The role this home is for (a constant: jsx-a11y reads a literal `role` as an ARIA role). */
const GROUP_ADMIN: StaffRole = 'group_admin';

/** /group-home: the group home, for a signed-in group administrator only. */
export function GroupHomePage() {
  return (
    <RequireStaff role={GROUP_ADMIN}>
      <GroupHome />
    </RequireStaff>
  );
}

/**
 * The group home (000 sections 2 and 4): a welcome with the group's name (get-group-info-enroll), New Member or
 * Current Member. New Member: the portal dropdown (the group's portal), then /home in the group's store. An
 * enrollment this browser has under way moves to the group and portal on the server first (update-filter-portal);
 * one the server no longer lets this browser change (gone, or completed) is forgotten.
 */
function GroupHome() {
  const groupId = useStaffSession().data?.group_id ?? 0;
  const info = useGroupInfoEnroll(groupId);
  const [choosing, setChoosing] = useState(false);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{info.data ? HOMES_MESSAGES.welcomeName({ name: info.data.gname }) : HOMES_MESSAGES.welcomeNameless}</h1>
      <p className={styles.lead}>{HOMES_MESSAGES.groupLead}</p>
      {info.isPending ? (
        <Skeleton height="2.75rem" />
      ) : info.isError ? (
        <ErrorMessage message={HOMES_MESSAGES.infoFailed} onRetry={() => void info.refetch()} retrying={info.isFetching} />
      ) : choosing ? (
        <GroupPortalStep group={info.data} onBack={() => setChoosing(false)} />
      ) : (
        <HomeChoices onNewMember={() => setChoosing(true)} currentMemberPath="/group-select-member" />
      )}
    </div>
  );
}

function GroupPortalStep({ group, onBack }: { group: GroupInfoEnroll; onBack: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const start = async (portalId: number) => {
    const { tempId } = getClientState();
    if (tempId) {
      try {
        await updateFilterPortal({ enrollment_id: tempId, group_id: group.group_id, platform_group_id: portalId });
      } catch (error) {
        if (!(isApiError(error) && (error.isNotFound || error.status === 409))) throw error;
        forgetEnrollment();
      }
    }
    joinGroupWithEnrollment({ group_id: group.group_id, agent_id: group.agent_id, portal_id: portalId, gname: group.gname });
    for (const queryKey of [queryKeys.enrollment, queryKeys.menu, queryKeys.plans, queryKeys.cart]) void queryClient.invalidateQueries({ queryKey });
    navigate('/home');
  };
  return <PortalStep agentId={null} onlyPortal={group.platform_group_id} lead={HOMES_MESSAGES.groupPortalLead} onBack={onBack} onChosen={start} />;
}

export const Component = GroupHomePage;
