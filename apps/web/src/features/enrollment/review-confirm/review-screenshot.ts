import { maskSsn } from '@benefit-store/domain';
import { snapshotForm, snapshotToPng } from '../../../lib/screenshot/capture-element';
import { saveScreenshot } from '../../../lib/screenshot/save-screenshot';
import { stepScreenshotsSent } from '../wizard/step-screenshot';

/** How long Complete Enrollment waits for the review's picture before it completes without it. */
export const REVIEW_SCREENSHOT_WAIT_MS = 3000;

const conceal = (name: string, value: string) => (/(^|[._])ssn$/.test(name) && value ? maskSsn(value) : value);

/**
 * save-screenshot for the review (spec 001 section 7), sent BEFORE save-review-info: once the enrollment is
 * completed the server refuses every write (409), so a picture sent alongside completion, as the other steps send
 * theirs, is always lost; so would be the picture of a step saved just before (drawn when the browser is idle), which
 * it waits for too. It still stays off the critical path (spec 001 section 8): a failure is only logged, and
 * completion waits at most REVIEW_SCREENSHOT_WAIT_MS for them.
 */
export async function saveReviewScreenshot(enrollmentId: string, element: HTMLElement | null): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const own = (async () => {
    if (!element) return;
    try {
      const image = await snapshotToPng(snapshotForm(element, conceal));
      if (image) await saveScreenshot({ enrollment_id: enrollmentId, name: 'review_info', image });
    } catch (error) {
      console.warn('The review screenshot was not saved', error);
    }
  })();
  // A step saved just before (the agreement, or one edited from the review) may still be drawing its picture.
  const send = Promise.all([own, stepScreenshotsSent()]);
  await Promise.race([send, new Promise<void>((resolve) => (timer = setTimeout(resolve, REVIEW_SCREENSHOT_WAIT_MS)))]);
  clearTimeout(timer);
}
