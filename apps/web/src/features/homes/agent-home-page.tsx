import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ENROLL_TYPE, EPROCESS, HOMES_MESSAGES, OPEN_TYPE, type AgentGroup, type StaffRole } from '@benefit-store/domain';
import { enterSite } from '../../lib/client-state';
import { startRepEnrollment } from '../../lib/client-transitions';
import { RequireStaff, useStaffSession } from '../access';
import { useAgentInfoEnroll } from './api/get-agent-info-enroll';
import { EnrollChoiceStep } from './components/enroll-choice-step';
import { HomeChoices } from './components/home-choices';
import { PortalStep } from './components/portal-step';
import styles from './homes.module.css';

/** The role this home is for (a constant: jsx-a11y reads a literal `role` as an ARIA role). */
const REP: StaffRole = 'agent';

/** /agent-home: the rep home, for a signed-in rep only (signed out: the sign-in page, then back here). */
export function AgentHomePage() {
  return (
    <RequireStaff role={REP}>
      <AgentHome />
    </RequireStaff>
  );
}

type Step = { name: 'choose' } | { name: 'portal' } | { name: 'enroll'; portalId: number };

/**
 * The rep home (000 sections 2 and 4): a welcome with the rep's name (get-agent-info-enroll), New Member or Current
 * Member. New Member: the portal dropdown, then Start New Member Enrollment or a new member of one of the rep's
 * groups; then /home, where the filter form makes the enrollment in that store (group, portal, process rep; no
 * enrollment carried over). Current Member: the rep's members table.
 */
function AgentHome() {
  const navigate = useNavigate();
  const staff = useStaffSession().data;
  const agentId = staff?.agent_id ?? 0;
  const info = useAgentInfoEnroll(agentId);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const name = info.data?.display_name ?? staff?.display_name ?? null;

  const start = (portalId: number, group: AgentGroup | null) => {
    enterSite(
      { agent_id: agentId, group_id: null, gname: null, portal_id: portalId, fromSite: null, referral: null, eprocess: EPROCESS.rep, open_type: OPEN_TYPE.agent, enroll_type: ENROLL_TYPE.newMember },
      { freshEnrollment: true },
    );
    startRepEnrollment(group ? { group_id: group.gid, portal_id: group.platform_group_id, gname: group.gname } : null);
    navigate('/home');
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{name ? HOMES_MESSAGES.welcomeName({ name }) : HOMES_MESSAGES.welcomeNameless}</h1>
      <p className={styles.lead}>{HOMES_MESSAGES.agentLead}</p>
      {step.name === 'choose' && <HomeChoices onNewMember={() => setStep({ name: 'portal' })} currentMemberPath="/agent-select-member" />}
      {step.name === 'portal' && (
        <PortalStep agentId={agentId} lead={HOMES_MESSAGES.portalLead} onBack={() => setStep({ name: 'choose' })} onChosen={(portalId) => setStep({ name: 'enroll', portalId })} />
      )}
      {step.name === 'enroll' && (
        <EnrollChoiceStep agentId={agentId} portalId={step.portalId} onBack={() => setStep({ name: 'portal' })} onChosen={(group) => start(step.portalId, group)} />
      )}
    </div>
  );
}

export const Component = AgentHomePage;
