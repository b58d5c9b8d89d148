import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ENROLL_TYPE, EPROCESS, MEMBER_TABLE_MESSAGES as M, OPEN_TYPE, type MemberTableRow, type StaffRole, type StaffSession, type Tier } from '@benefit-store/domain';
import { openCurrentMemberEnrollment } from '../../lib/client-transitions';
import { RequireStaff, useStaffSession } from '../access';
import { addFilterForExistingUser } from './api/add-filter-for-existing-user';
import type { MemberTableOwner } from './api/get-member-table';
import { MemberTable } from './components/member-table';
import { TierPickerDialog } from './components/tier-picker-dialog';
import styles from './components/member-table.module.css';

type Kind = 'agent' | 'group';

/** The staff roles of the two tables (constants: jsx-a11y reads a literal `role` prop as an ARIA role). */
const REP: StaffRole = 'agent';
const GROUP_ADMIN: StaffRole = 'group_admin';

/** Who enrols: a rep (eprocess rep, open type agent) or a group administrator (group, group). */
const PROCESS = {
  agent: { eprocess: EPROCESS.rep, open_type: OPEN_TYPE.agent },
  group: { eprocess: EPROCESS.group, open_type: OPEN_TYPE.group },
} as const;

function ownerOf(kind: Kind, session: StaffSession): MemberTableOwner | null {
  if (kind === 'agent') return { kind, agentId: session.agent_id };
  return session.group_id === null ? null : { kind, groupId: session.group_id };
}

/**
 * The current-member table of the signed-in rep or group administrator. Enroll Now asks for a tier, creates the
 * member's enrollment (add-filter-for-existing-user), stores it and goes to /plans, priced for that member.
 */
function SelectMemberPage({ kind }: { kind: Kind }) {
  const navigate = useNavigate();
  const session = useStaffSession().data;
  const [enrolling, setEnrolling] = useState<MemberTableRow | null>(null);
  const owner = session ? ownerOf(kind, session) : null;
  if (!session || !owner) return null;

  const enroll = async (member: MemberTableRow, tier: Tier) => {
    const process = PROCESS[kind];
    const result = await addFilterForExistingUser({
      user_id: member.user_id,
      tier,
      ...process,
      agent_id: session.agent_id,
      group_id: member.group_info?.group_id,
      policy_id: member.policy_id ?? undefined,
    });
    openCurrentMemberEnrollment(
      {
        tempId: result.temp_enrollment_id,
        portal_id: result.portal_id,
        enroll_type: ENROLL_TYPE.existingMember,
        ...process,
        tier,
        agent_id: session.agent_id,
        group_id: member.group_info?.group_id ?? null,
      },
      { username: member.name, gname: member.group_info?.group_name ?? null },
    );
    await navigate('/plans');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{M.pageTitle}</h1>
      <p className={styles.lead}>{kind === 'agent' ? M.agentIntro : M.groupIntro}</p>
      <MemberTable owner={owner} caption={kind === 'agent' ? M.agentCaption : M.groupCaption} onEnroll={setEnrolling} />
      {enrolling && <TierPickerDialog member={enrolling} onClose={() => setEnrolling(null)} onSubmit={(tier) => enroll(enrolling, tier)} />}
    </div>
  );
}

/** /agent-select-member: a signed-in rep's own members. */
export function AgentSelectMemberRoute() {
  return (
    <RequireStaff role={REP}>
      <SelectMemberPage kind="agent" />
    </RequireStaff>
  );
}

/** /group-select-member: a signed-in group administrator's group's members. */
export function GroupSelectMemberRoute() {
  return (
    <RequireStaff role={GROUP_ADMIN}>
      <SelectMemberPage kind="group" />
    </RequireStaff>
  );
}
