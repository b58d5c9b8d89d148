import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { FilterForm } from '../../features/filter/components/filter-form';
import { useReferralInfo } from '../../features/sites/api/get-enrollment-info-referral';
import { enterReferral } from '../../features/sites/enter-site';
import { preloadPage } from '../page-preload';
import landing from './landing.module.css';
import styles from './site-entry.module.css';

/**
 * /referrals?rid= — the referral landing (000 section 2): the Referred By line and the zip, gender, tier and DOB
 * form. A missing, unknown or switched-off referral goes to /404.
 */
export function ReferralRoute() {
  const [params] = useSearchParams();
  const rid = params.get('rid')?.trim() || null;
  const navigate = useNavigate();
  const referral = useReferralInfo(rid);
  const valid = referral.data?.valid_referral_link === true;
  const failed = !rid || referral.isError || (referral.data !== undefined && !valid);

  useEffect(() => {
    if (failed) navigate('/404', { replace: true });
    else if (valid && rid && referral.data) enterReferral(rid, referral.data);
  }, [failed, valid, rid, referral.data, navigate]);

  if (!valid || !referral.data) {
    return (
      <p className={styles.status} role="status">
        {WEB_MESSAGES.loading}
      </p>
    );
  }
  return (
    <section className={landing.banner} aria-labelledby="referral-title">
      <div className={landing.bannerInner}>
        <h1 className={landing.title} id="referral-title">
          {STORE_WEB_MESSAGES.referralTitle}
        </h1>
        {referral.data.referrer_info && <p className={styles.referredBy}>{MESSAGES.referredBy({ name: referral.data.referrer_info.name })}</p>}
        <p className={landing.lead}>{WEB_MESSAGES.landingLead}</p>
        <div className={landing.formCard}>
          <h2 className={landing.formTitle}>{WEB_MESSAGES.yourBasicInformation}</h2>
          <FilterForm onSubmitted={() => preloadPage('/plans').then(() => navigate('/plans'))} />
        </div>
      </div>
    </section>
  );
}

export const Component = ReferralRoute;
