import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { ENROLL_TYPE, EPROCESS, MemberFilterSchema, MESSAGES, memberLinkTier, OPEN_TYPE, WEB_MESSAGES, type Tier, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { Form, TierField } from '../../components/form';
import { ErrorMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { openEnrollment } from '../../lib/client-transitions';
import { addFilterForMember } from '../../features/filter/api/add-filter-for-member';
import styles from './page.module.css';

/** The tier picker's only field, checked by the member filter's own tier rule ('Please choose a tier'). */
const TierChoiceSchema = MemberFilterSchema.pick({ tier: true });
type TierChoiceInput = { tier: unknown };
type TierChoice = { tier: Tier };

/**
 * /member-benefit-store/{token}/{tier}: an existing member's store link. It creates the member filter and goes to
 * /plans; without a tier the default (IO) is used; a tier that is not one asks for it ('Please choose a tier').
 * A bad or expired link goes to the not-found page.
 */
export function MemberStoreRoute() {
  const { id = '', tier: tierSegment } = useParams();
  const navigate = useNavigate();
  const linkTier = memberLinkTier(tierSegment);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const form = useForm<TierChoiceInput, unknown, TierChoice>({ resolver: zodResolver(TierChoiceSchema), defaultValues: { tier: '' } });

  /** Opens the member's store; a tier refusal is thrown for the form to place under Choose Tier. */
  const open = async (tier: Tier) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await addFilterForMember({ user_id: id, tier, open_type: OPEN_TYPE.user });
      openEnrollment({
        tempId: result.temp_enrollment_id,
        portal_id: result.portal_id,
        enroll_type: ENROLL_TYPE.existingMember,
        eprocess: EPROCESS.applicant,
        open_type: OPEN_TYPE.user,
        tier,
      });
      navigate('/plans', { replace: true });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.isNotFound) navigate('/404', { replace: true });
      else if (isApiError(error) && error.fieldErrors.some((f) => f.target_element === 'tier')) form.setError('tier', { type: 'server', message: MESSAGES.chooseTier }, { shouldFocus: true });
      else setFailure(error instanceof Error ? error.message : WEB_MESSAGES.loadFailed);
    }
  };

  useEffect(() => {
    if (!linkTier || started.current) return;
    started.current = true;
    void open(linkTier);
    // open is recreated each render; the link is opened once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkTier]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{STORE_WEB_MESSAGES.memberStoreWelcome}</h1>
      {linkTier && !failure ? (
        <p role="status" aria-busy="true">
          {STORE_WEB_MESSAGES.memberStoreOpening}
        </p>
      ) : (
        <Form form={form} serverFields={['tier']} onSubmit={(values) => open(values.tier)} className={styles.stack} style={{ maxWidth: '24rem' }}>
          <TierField id="member-tier" />
          <div>
            {/* Busy also while the link itself opens the store, not only on this form's submit. */}
            <Button type="submit" busy={busy}>
              {WEB_MESSAGES.submit}
            </Button>
          </div>
        </Form>
      )}
      {failure && <ErrorMessage message={failure} onRetry={linkTier ? () => void open(linkTier) : undefined} retrying={busy} />}
    </div>
  );
}
