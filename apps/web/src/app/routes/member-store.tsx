import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DEFAULT_TIER, memberLinkTier, WEB_MESSAGES, type Tier, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { ErrorMessage } from '../../components/ui/status-message';
import { isApiError } from '../../lib/api-error';
import { startMemberFilter } from '../../features/filter/api/add-filter-for-member';
import styles from './page.module.css';

/**
 * /member-benefit-store/{token}/{tier}: an existing member's store link. It creates the member filter at once and
 * goes to /plans; without a tier the default (IO) is used. A tier segment that is not a tier opens the store with the
 * default tier too, then goes to the member home, which greets the member by name and asks for the tier ('Please
 * choose a tier'): the member's name is only answered once this browser holds the member's enrollment.
 * A bad or expired link goes to the not-found page.
 */
export function MemberStoreRoute() {
  const { id = '', tier: tierSegment } = useParams();
  const navigate = useNavigate();
  const linkTier = memberLinkTier(tierSegment);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  const open = async (tier: Tier) => {
    setBusy(true);
    setFailure(null);
    try {
      await startMemberFilter(id, tier);
      navigate(linkTier ? '/plans' : '/member-home', { replace: true });
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && error.isNotFound) navigate('/404', { replace: true });
      else setFailure(error instanceof Error ? error.message : WEB_MESSAGES.loadFailed);
    }
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void open(linkTier ?? DEFAULT_TIER);
    // open is recreated each render; the link is opened once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{STORE_WEB_MESSAGES.memberStoreWelcome}</h1>
      {failure ? (
        <ErrorMessage message={failure} onRetry={() => void open(linkTier ?? DEFAULT_TIER)} retrying={busy} />
      ) : (
        <p role="status" aria-busy="true">
          {STORE_WEB_MESSAGES.memberStoreOpening}
        </p>
      )}
    </div>
  );
}
