import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { HOMES_MESSAGES, POPUP_MESSAGES, PortalChoiceSchema, STORE_WEB_MESSAGES, WEB_MESSAGES, type PortalChoice, type PortalChoiceInput } from '@benefit-store/domain';
import { ChoiceForm, SelectField } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage, InfoMessage } from '../../../components/ui/status-message';
import { useEnrollmentPlatforms } from '../../plan-detail';
import styles from '../homes.module.css';
import { HomePanel } from './home-panel';

interface PortalStepProps {
  /** Whose portals (get-enrollment-platforms agent_id); null: every portal. */
  agentId: number | null;
  /** Only this portal is offered (a group sells through one). */
  onlyPortal?: number;
  lead: string;
  onBack: () => void;
  /** Runs on Submit with the chosen portal; a thrown error goes under the select or into the summary. */
  onChosen: (portalId: number) => Promise<void> | void;
}

/** The choose-enrollment-portal dropdown with Back and Submit ('Please choose a platform' when none is chosen). */
export function PortalStep({ agentId, onlyPortal, lead, onBack, onChosen }: PortalStepProps) {
  const platforms = useEnrollmentPlatforms(agentId);
  const form = useForm<PortalChoiceInput, unknown, PortalChoice>({ resolver: zodResolver(PortalChoiceSchema), defaultValues: { platform_group_id: '' } });
  const options = (platforms.data ?? []).filter((p) => onlyPortal === undefined || p.platform_group_id === onlyPortal);
  const back = (
    <Button variant="secondary" onClick={onBack}>
      {STORE_WEB_MESSAGES.back}
    </Button>
  );
  return (
    <HomePanel id="home-portal-title" title={HOMES_MESSAGES.newMemberTitle} lead={lead}>
      {platforms.isPending ? (
        <Skeleton height="2.75rem" />
      ) : platforms.isError ? (
        <>
          <ErrorMessage message={platforms.error.message || WEB_MESSAGES.loadFailed} onRetry={() => void platforms.refetch()} retrying={platforms.isFetching} />
          <div className={styles.actions}>{back}</div>
        </>
      ) : options.length === 0 ? (
        <>
          <InfoMessage>{POPUP_MESSAGES.noPortals}</InfoMessage>
          <div className={styles.actions}>{back}</div>
        </>
      ) : (
        <ChoiceForm form={form} serverFields={['platform_group_id']} onSubmit={(values) => onChosen(values.platform_group_id)} className={styles.form} onBack={onBack} actionsClassName={styles.actions}>
          <SelectField
            id="home-portal"
            name="platform_group_id"
            label={POPUP_MESSAGES.choosePortal}
            placeholder={WEB_MESSAGES.selectPlaceholder}
            options={options.map((p) => ({ value: p.platform_group_id, label: p.platform_name }))}
          />
        </ChoiceForm>
      )}
    </HomePanel>
  );
}
