import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  HomeEnrollChoiceSchema,
  HOMES_MESSAGES,
  POPUP_MESSAGES,
  WEB_MESSAGES,
  type AgentGroup,
  type HomeEnrollChoice,
  type HomeEnrollChoiceInput,
} from '@benefit-store/domain';
import { ChoiceForm, SelectField, useFieldError, useFormApi } from '../../../components/form';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { useAgentGroups } from '../../plan-detail';
import styles from '../homes.module.css';
import { HomePanel } from './home-panel';

interface EnrollChoiceStepProps {
  agentId: number;
  /** The portal chosen in the step before: only the rep's groups on it are offered. */
  portalId: number;
  onBack: () => void;
  /** A group's new member, or (null) a new member. */
  onChosen: (group: AgentGroup | null) => void;
}

/**
 * The rep home's second popup: Start New Member Enrollment, or a new member of one of the rep's groups
 * (get-agent-groups). Neither: 'Choose enroll for new member'; a group member without a group: 'Please choose a group'.
 */
export function EnrollChoiceStep({ agentId, portalId, onBack, onChosen }: EnrollChoiceStepProps) {
  const groups = useAgentGroups(agentId);
  const form = useForm<HomeEnrollChoiceInput, unknown, HomeEnrollChoice>({ resolver: zodResolver(HomeEnrollChoiceSchema), defaultValues: { kind: '', group: '' } });
  const onPortal = (groups.data ?? []).filter((g) => g.platform_group_id === portalId);
  const kind = form.watch('kind');
  return (
    <HomePanel id="home-enroll-title" title={HOMES_MESSAGES.newMemberTitle}>
      <ChoiceForm
        form={form}
        serverFields={['kind', 'group']}
        className={styles.form}
        onSubmit={(values) => onChosen(values.kind === 'group' ? (onPortal.find((g) => String(g.gid) === values.group) ?? null) : null)}
        onBack={onBack}
        actionsClassName={styles.actions}
      >
        <KindField />
        {kind === 'group' &&
          (groups.isPending ? (
            <Skeleton height="2.75rem" />
          ) : groups.isError ? (
            <ErrorMessage message={groups.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
          ) : (
            <>
              {onPortal.length === 0 && <InfoMessage>{HOMES_MESSAGES.noGroupsOnPortal}</InfoMessage>}
              <SelectField
                id="home-group"
                name="group"
                label={POPUP_MESSAGES.chooseRepGroup}
                placeholder={WEB_MESSAGES.selectPlaceholder}
                options={onPortal.map((g) => ({ value: String(g.gid), label: g.gname }))}
              />
            </>
          ))}
      </ChoiceForm>
    </HomePanel>
  );
}

/** The two enrol kinds as radio buttons in a fieldset, the message under them. */
function KindField() {
  const { register } = useFormApi<HomeEnrollChoiceInput>();
  const error = useFieldError('kind');
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'home-enroll-kind-error' : undefined}>
      <legend className={styles.legend}>{HOMES_MESSAGES.enrollKindLegend}</legend>
      <label className={styles.radio}>
        <input type="radio" value="new" {...register('kind')} />
        {POPUP_MESSAGES.startNewMember}
      </label>
      <label className={styles.radio}>
        <input type="radio" value="group" {...register('kind')} />
        {HOMES_MESSAGES.enrollGroupMember}
      </label>
      <p id="home-enroll-kind-error" className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
    </fieldset>
  );
}
