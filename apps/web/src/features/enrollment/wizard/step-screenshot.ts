import { maskSsn, type TabKey } from '@benefit-store/domain';
import { snapshotForm, snapshotToPng, type Snapshot } from '../../../lib/screenshot/capture-element';
import { saveScreenshot } from '../../../lib/screenshot/save-screenshot';
import { whenIdle } from '../../../lib/after-paint';

/** SSNs (the applicant's, and later a beneficiary's or dependent's) are pictured as they are shown: masked. */
const conceal = (name: string, value: string) => (/(^|[._])ssn$/.test(name) && value ? maskSsn(value) : value);

/** The step pictures still being drawn or sent (stepScreenshotsSent). */
const pending = new Set<Promise<void>>();

/**
 * save-screenshot for a step once it is saved (spec 001 section 7): the picture is taken at once, before the wizard
 * moves on, and drawn and sent once the next step has rendered (the browser is idle). Off the critical path: a failure is only logged (spec 001 section 8).
 */
export function sendStepScreenshot(enrollmentId: string, tab: TabKey, element: HTMLElement | null) {
  let snapshot: Snapshot;
  try {
    if (!element) return;
    snapshot = snapshotForm(element, conceal);
  } catch (error) {
    console.warn('The step screenshot was not taken', error);
    return;
  }
  const sending = (async () => {
    try {
      await whenIdle();
      const image = await snapshotToPng(snapshot);
      if (image) await saveScreenshot({ enrollment_id: enrollmentId, name: tab, image });
    } catch (error) {
      console.warn('The step screenshot was not saved', error);
    }
  })();
  pending.add(sending);
  void sending.finally(() => pending.delete(sending));
}

/**
 * Settles once every step picture taken so far has been sent (or has failed): completion waits for them, since a
 * completed enrollment refuses a picture (review-screenshot.ts).
 */
export function stepScreenshotsSent(): Promise<void> {
  return Promise.all(pending).then(() => undefined);
}
