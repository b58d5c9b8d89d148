import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MemberFilterSchema, WEB_MESSAGES, type Tier } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TierField } from '../../../components/form';
import { changeBasicInfo } from '../../../lib/client-transitions';
import { queryKeys } from '../../../lib/query-keys';
import { noteCartChange } from '../../cart';
import { changeFilterInfo } from '../../filter';
import styles from '../homes.module.css';

/** Choose Tier, checked by the member filter's own tier rule ('Please choose a tier'). */
const TierChoiceSchema = MemberFilterSchema.pick({ tier: true });
type TierChoiceInput = { tier: unknown };
type TierChoice = { tier: Tier };

/**
 * The member home's Choose Tier and Submit: another tier than the enrollment's is saved on it (change-filter-info,
 * the cart re-priced), then the plans. The select starts empty: the member chooses.
 */
export function MemberTierForm({ tempId, currentTier }: { tempId: string; currentTier: string | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TierChoiceInput, unknown, TierChoice>({ resolver: zodResolver(TierChoiceSchema), defaultValues: { tier: '' } });
  const submit = async ({ tier }: TierChoice) => {
    if (tier !== currentTier) {
      noteCartChange(await changeFilterInfo(tempId, { tier }));
      for (const queryKey of [queryKeys.plans, queryKeys.enrollment, queryKeys.menu, queryKeys.cart, ['recommendations']]) void queryClient.invalidateQueries({ queryKey });
    }
    changeBasicInfo(tier);
    navigate('/plans');
  };
  return (
    <Form form={form} serverFields={['tier']} onSubmit={submit} className={styles.form} style={{ maxWidth: '24rem' }}>
      <TierField id="member-home-tier" />
      <FormErrorSummary />
      <div className={styles.actions}>
        <SubmitButton>{WEB_MESSAGES.submit}</SubmitButton>
      </div>
    </Form>
  );
}
