import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEW_MEMBER_CHOICE,
  planStartStep,
  POPUP_MESSAGES,
  PortalChoiceSchema,
  RepGroupChoiceSchema,
  WEB_MESSAGES,
  type PortalChoice,
  type PortalChoiceInput,
  type RepGroupChoice,
  type RepGroupChoiceInput,
  type Tier,
} from '@benefit-store/domain';
import { ChoiceForm, SelectField } from '../../../components/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { choosePortal, useClientState } from '../../../lib/client-state';
import { forgetMemberLink, startRepEnrollment } from '../../../lib/client-transitions';
import { startMemberFilter } from '../../filter';
import { useAgentGroups, useEnrollmentPlatforms } from './api/get-enrollment-platforms';
import styles from './popup.module.css';

interface PlanDetailStartProps {
  /** The basic-info form (the landing's filter form), the last step. */
  basicInfoForm: ReactNode;
  /** An existing member's Choose Tier and Submit (the member home's), calling onChosen with the tier. */
  memberTierForm: (onChosen: (tier: Tier) => Promise<void>) => ReactNode;
  /** Back: leaves the page (the spec's Back of the portal dropdown). */
  onBack: () => void;
}

/**
 * The plan page without an enrollment (000 section 4, plan detail start): an existing member (their store link kept)
 * picks a tier and gets a member filter (add-filter-for-member), after which the page prices the plan; a rep or a
 * user without an enroll type chooses a portal first, a rep then a group or a new member; then the basic-info form.
 * The steps are the domain's planStartStep of the client state. A member whose link has expired is told so and gets
 * the basic-info form.
 */
export function PlanDetailStart({ basicInfoForm, memberTierForm, onBack }: PlanDetailStartProps) {
  const state = useClientState();
  const step = planStartStep(state);
  const [linkExpired, setLinkExpired] = useState(false);
  const memberLink = state.memberLink;

  const chooseTier = async (tier: Tier) => {
    if (!memberLink) return;
    try {
      await startMemberFilter(memberLink, tier);
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) throw error;
      forgetMemberLink();
      setLinkExpired(true);
    }
  };

  return (
    <section className={styles.start} aria-labelledby="plan-start">
      <h2 id="plan-start" className={styles.title}>
        {POPUP_MESSAGES.planStartTitle}
      </h2>
      <p className={styles.lead}>{step === 'memberTier' ? POPUP_MESSAGES.planStartMemberLead : POPUP_MESSAGES.planStartLead}</p>
      {step === 'memberTier' ? (
        memberTierForm(chooseTier)
      ) : step === 'portal' ? (
        <PortalStep agentId={state.agent_id} onBack={onBack} />
      ) : step === 'group' && state.agent_id !== null ? (
        <GroupStep agentId={state.agent_id} onBack={onBack} />
      ) : (
        <>
          {linkExpired && <InfoMessage>{POPUP_MESSAGES.memberLinkExpired}</InfoMessage>}
          {basicInfoForm}
        </>
      )}
    </section>
  );
}

function PortalStep({ agentId, onBack }: { agentId: number | null; onBack: () => void }) {
  const platforms = useEnrollmentPlatforms(agentId);
  const form = useForm<PortalChoiceInput, unknown, PortalChoice>({ resolver: zodResolver(PortalChoiceSchema), defaultValues: { platform_group_id: '' } });
  if (platforms.isPending) return <Skeleton height="2.75rem" />;
  if (platforms.isError) return <ErrorMessage message={platforms.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void platforms.refetch()} retrying={platforms.isFetching} />;
  if (platforms.data.length === 0) return <InfoMessage>{POPUP_MESSAGES.noPortals}</InfoMessage>;
  return (
    <ChoiceForm form={form} serverFields={['platform_group_id']} onSubmit={(values) => choosePortal(values.platform_group_id)} onBack={onBack} actionsClassName={styles.actions}>
      <SelectField
        id="plan-start-portal"
        name="platform_group_id"
        label={POPUP_MESSAGES.choosePortal}
        placeholder={WEB_MESSAGES.selectPlaceholder}
        options={platforms.data.map((p) => ({ value: p.platform_group_id, label: p.platform_name }))}
      />
    </ChoiceForm>
  );
}

function GroupStep({ agentId, onBack }: { agentId: number; onBack: () => void }) {
  const groups = useAgentGroups(agentId);
  const form = useForm<RepGroupChoiceInput, unknown, RepGroupChoice>({ resolver: zodResolver(RepGroupChoiceSchema), defaultValues: { group: '' } });
  if (groups.isPending) return <Skeleton height="2.75rem" />;
  if (groups.isError) return <ErrorMessage message={groups.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />;
  return (
    <ChoiceForm
      form={form}
      serverFields={['group']}
      onSubmit={(values) => {
        const group = groups.data.find((g) => String(g.gid) === values.group);
        startRepEnrollment(values.group === NEW_MEMBER_CHOICE || !group ? null : { group_id: group.gid, portal_id: group.platform_group_id, gname: group.gname });
      }}
      onBack={onBack}
      actionsClassName={styles.actions}
    >
      <SelectField
        id="plan-start-group"
        name="group"
        label={POPUP_MESSAGES.chooseRepGroup}
        placeholder={WEB_MESSAGES.selectPlaceholder}
        options={[{ value: NEW_MEMBER_CHOICE, label: POPUP_MESSAGES.startNewMember }, ...groups.data.map((g) => ({ value: String(g.gid), label: g.gname }))]}
      />
    </ChoiceForm>
  );
}
