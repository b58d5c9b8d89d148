import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MemberFilterSchema, WEB_MESSAGES, type Tier } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TierField } from '../../../components/form';
import styles from '../homes.module.css';

/** Choose Tier, checked by the member filter's own tier rule ('Please choose a tier'). */
const TierChoiceSchema = MemberFilterSchema.pick({ tier: true });
type TierChoiceInput = { tier: unknown };
type TierChoice = { tier: Tier };

interface MemberTierFormProps {
  /** The select's id (its message is `${id}-error`). */
  id: string;
  /** Runs on Submit with the chosen tier; a thrown tier refusal goes under Choose Tier, any other into the summary. */
  onChosen: (tier: Tier) => Promise<void> | void;
}

/**
 * An existing member's Choose Tier and Submit: the member home's (the tier saved on the member's enrollment) and the
 * plan page's start (a member without an enrollment gets a member filter with it). The select starts empty: the
 * member chooses.
 */
export function MemberTierForm({ id, onChosen }: MemberTierFormProps) {
  const form = useForm<TierChoiceInput, unknown, TierChoice>({ resolver: zodResolver(TierChoiceSchema), defaultValues: { tier: '' } });
  return (
    <Form form={form} serverFields={['tier']} onSubmit={({ tier }) => onChosen(tier)} className={styles.form} style={{ maxWidth: '24rem' }}>
      <TierField id={id} />
      <FormErrorSummary />
      <div className={styles.actions}>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    </Form>
  );
}
