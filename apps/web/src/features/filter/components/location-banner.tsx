import { useState } from 'react';
import { WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { announce } from '../../../lib/announce';
import { useClientState } from '../../../lib/client-state';
import { useLeadStatus } from '../api/check-lead-information';
import { getLeadInformation } from '../api/get-lead-information';
import { getNearestZip } from '../api/get-nearest-zip';
import { useLocationStore } from '../location-store';
import styles from './location-banner.module.css';

/** The rep-quote platform (a quote recipient) never sees the banner. */
const REP_QUOTE_PLATFORM = 'rep-quote';

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error('unavailable'));
    navigator.geolocation.getCurrentPosition(resolve, reject, { maximumAge: 600_000, timeout: 15_000 });
  });
}

/**
 * "Allow this site to use your location?": Allow finds the nearest zip (offline, on the server), fills the filter
 * form's zip and records the answer; Don't Allow hides the banner. Either answer is remembered on this device.
 */
export function LocationBanner() {
  const answer = useLocationStore((s) => s.answer);
  const platformType = useClientState((s) => s.platformType);
  const agentId = useClientState((s) => s.agent_id);
  const groupId = useClientState((s) => s.group_id);
  const hiddenByPlatform = platformType === REP_QUOTE_PLATFORM;
  const page = { web_url: window.location.pathname, agent_id: agentId };
  const lead = useLeadStatus(page, !hiddenByPlatform);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  // Shown until this device has answered, here or on the server (another tab, an earlier visit).
  const shown = !hiddenByPlatform && answer === null && Boolean(lead.data) && !lead.data?.is_known;
  if (!shown) return null;

  const record = (info: Parameters<typeof getLeadInformation>[0]['store_information']) =>
    getLeadInformation({ store_information: info, web_url: page.web_url, agent_id: agentId, group_id: groupId }).catch(() => undefined);

  const onAllow = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const position = await currentPosition();
      const { latitude, longitude } = position.coords;
      const zip = await getNearestZip(latitude, longitude)
        .then((place) => place.zip)
        .catch(() => null);
      useLocationStore.getState().allow({ zip, latitude, longitude });
      await record({ consent: 'allow', latitude, longitude, zip });
      announce(zip ? WEB_MESSAGES.locationSaved({ zip }) : WEB_MESSAGES.locationFailed);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const onDeny = () => {
    useLocationStore.getState().deny();
    void record({ consent: 'deny' });
  };

  return (
    // Named "Location" rather than by its question, which mentions the zip code and would share the zip field's name.
    <section className={styles.banner} aria-label={WEB_MESSAGES.locationRegion}>
      <p className={styles.text}>
        {WEB_MESSAGES.locationPrompt}
      </p>
      <div className={styles.actions}>
        <Button onClick={() => void onAllow()} busy={busy}>
          {WEB_MESSAGES.locationAllow}
        </Button>
        <Button variant="secondary" onClick={onDeny}>
          {WEB_MESSAGES.locationDeny}
        </Button>
      </div>
      {failed && (
        <p className={styles.error} role="alert">
          {WEB_MESSAGES.locationFailed}
        </p>
      )}
    </section>
  );
}
