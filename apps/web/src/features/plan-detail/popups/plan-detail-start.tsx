import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NEW_MEMBER_CHOICE,
  planStartStep,
  POPUP_MESSAGES,
  PortalChoiceSchema,
  RepGroupChoiceSchema,
  STORE_WEB_MESSAGES,
  WEB_MESSAGES,
  type PortalChoice,
  type PortalChoiceInput,
  type RepGroupChoice,
  type RepGroupChoiceInput,
} from '@benefit-store/domain';
import { Form, FormErrorSummary, SelectField, SubmitButton } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { choosePortal, useClientState } from '../../../lib/client-state';
import { startRepEnrollment } from '../../../lib/client-transitions';
import { useAgentGroups, useEnrollmentPlatforms } from './api/get-enrollment-platforms';
import styles from './popup.module.css';

interface PlanDetailStartProps {
  /** The basic-info form (the landing's filter form), the last step. */
  basicInfoForm: ReactNode;
  /** Back: leaves the page (the spec's Back of the portal dropdown). */
  onBack: () => void;
}

/**
 * The plan page without an enrollment (000 section 4, plan detail start): a rep or a user without an enroll type
 * chooses a portal first, a rep then a group or a new member; then the basic-info form. The steps are the domain's
 * planStartStep of the client state.
 */
export function PlanDetailStart({ basicInfoForm, onBack }: PlanDetailStartProps) {
  const state = useClientState();
  const step = planStartStep(state);
  return (
    <section className={styles.start} aria-labelledby="plan-start">
      <h2 id="plan-start" className={styles.title}>
        {POPUP_MESSAGES.planStartTitle}
      </h2>
      <p className={styles.lead}>{POPUP_MESSAGES.planStartLead}</p>
      {step === 'portal' ? (
        <PortalStep agentId={state.agent_id} onBack={onBack} />
      ) : step === 'group' && state.agent_id !== null ? (
        <GroupStep agentId={state.agent_id} onBack={onBack} />
      ) : (
        basicInfoForm
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
    <Form form={form} serverFields={['platform_group_id']} onSubmit={(values) => choosePortal(values.platform_group_id)}>
      <SelectField
        id="plan-start-portal"
        name="platform_group_id"
        label={POPUP_MESSAGES.choosePortal}
        placeholder={WEB_MESSAGES.selectPlaceholder}
        options={platforms.data.map((p) => ({ value: p.platform_group_id, label: p.platform_name }))}
      />
      <FormErrorSummary />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {STORE_WEB_MESSAGES.back}
        </Button>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    </Form>
  );
}

function GroupStep({ agentId, onBack }: { agentId: number; onBack: () => void }) {
  const groups = useAgentGroups(agentId);
  const form = useForm<RepGroupChoiceInput, unknown, RepGroupChoice>({ resolver: zodResolver(RepGroupChoiceSchema), defaultValues: { group: '' } });
  if (groups.isPending) return <Skeleton height="2.75rem" />;
  if (groups.isError) return <ErrorMessage message={groups.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />;
  return (
    <Form
      form={form}
      serverFields={['group']}
      onSubmit={(values) => {
        const group = groups.data.find((g) => String(g.gid) === values.group);
        startRepEnrollment(values.group === NEW_MEMBER_CHOICE || !group ? null : { group_id: group.gid, portal_id: group.platform_group_id, gname: group.gname });
      }}
    >
      <SelectField
        id="plan-start-group"
        name="group"
        label={POPUP_MESSAGES.chooseRepGroup}
        placeholder={WEB_MESSAGES.selectPlaceholder}
        options={[{ value: NEW_MEMBER_CHOICE, label: POPUP_MESSAGES.startNewMember }, ...groups.data.map((g) => ({ value: String(g.gid), label: g.gname }))]}
      />
      <FormErrorSummary />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {STORE_WEB_MESSAGES.back}
        </Button>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    </Form>
  );
}
