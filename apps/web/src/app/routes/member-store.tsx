import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ENROLL_TYPE, EPROCESS, MESSAGES, memberLinkTier, OPEN_TYPE, tierOptions, WEB_MESSAGES, type Tier } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { ErrorMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { getClientState } from '../../lib/client-state';
import { addFilterForMember } from '../../features/filter/api/add-filter-for-member';
import styles from './page.module.css';

const TIER_OPTIONS = tierOptions();

/**
 * /member-benefit-store/{token}/{tier}: an existing member's store link. It creates the member filter and goes to
 * /plans; without a tier the default (IO) is used; a tier that is not one asks for it ('Please choose a tier').
 * A bad or expired link goes to the not-found page.
 */
export function MemberStoreRoute() {
  const { id = '', tier: tierSegment } = useParams();
  const navigate = useNavigate();
  const linkTier = memberLinkTier(tierSegment);
  const [choice, setChoice] = useState('');
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const open = async (tier: Tier) => {
    setBusy(true);
    setFailure(null);
    try {
      const result = await addFilterForMember({ user_id: id, tier, open_type: OPEN_TYPE.user });
      getClientState().update({
        tempId: result.temp_enrollment_id,
        portal_id: result.portal_id,
        enroll_type: ENROLL_TYPE.existingMember,
        eprocess: EPROCESS.applicant,
        open_type: OPEN_TYPE.user,
        tier,
        selectedTier: tier,
        isFilterDataSubmitted: true,
        cartCount: 0,
      });
      navigate('/plans', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.isNotFound) navigate('/404', { replace: true });
      else if (isApiError(error) && error.fieldErrors.some((f) => f.target_element === 'tier')) setChoiceError(MESSAGES.chooseTier);
      else setFailure(error instanceof Error ? error.message : WEB_MESSAGES.loadFailed);
      setBusy(false);
    }
  };

  useEffect(() => {
    if (!linkTier || started.current) return;
    started.current = true;
    void open(linkTier);
    // open is recreated each render; the link is opened once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkTier]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const tier = memberLinkTier(choice, undefined);
    if (!choice || !tier) {
      setChoiceError(MESSAGES.chooseTier);
      return;
    }
    setChoiceError(null);
    void open(tier);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Welcome back</h1>
      {linkTier && !failure ? (
        <p role="status" aria-busy="true">
          Opening your member store…
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className={styles.stack} style={{ maxWidth: '24rem' }}>
          <FormField id="member-tier" label="Choose Tier" error={choiceError ?? undefined}>
            {(control) => (
              <select {...control} value={choice} onChange={(e) => setChoice(e.target.value)}>
                <option value="">Select</option>
                {TIER_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <div>
            <Button type="submit" busy={busy}>
              Submit
            </Button>
          </div>
        </form>
      )}
      {failure && <ErrorMessage message={failure} onRetry={linkTier ? () => void open(linkTier) : undefined} retrying={busy} />}
    </div>
  );
}
