import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVIEW_SCREENSHOT_WAIT_MS, saveReviewScreenshot } from './review-screenshot';

const sent: string[] = [];
let stepPictures: Promise<void> = Promise.resolve();

vi.mock('../../../lib/screenshot/capture-element', () => ({
  snapshotForm: () => ({ markup: '', css: '', width: 1, height: 1 }),
  snapshotToPng: async () => 'data:image/png;base64,AAAA',
}));
vi.mock('../../../lib/screenshot/save-screenshot', () => ({
  saveScreenshot: async (body: { name: string }) => {
    sent.push(body.name);
    return { result: 1 };
  },
}));
vi.mock('../wizard/step-screenshot', () => ({ stepScreenshotsSent: () => stepPictures }));

afterEach(() => {
  sent.length = 0;
  stepPictures = Promise.resolve();
  vi.useRealTimers();
});

/** A step's picture still being sent: it arrives when `arrive()` is called. */
function pendingStepPicture() {
  let arrive = () => {};
  stepPictures = new Promise<void>((resolve) => (arrive = () => (sent.push('agreement_info'), resolve())));
  return () => arrive();
}

describe("the review's picture before completion", () => {
  it("is sent, and completion goes on only once a step's picture still being sent has gone too", async () => {
    const arrive = pendingStepPicture();
    let done = false;
    const saving = saveReviewScreenshot('e-1', document.createElement('form')).then(() => (done = true));
    await vi.waitFor(() => expect(sent).toEqual(['review_info']));
    expect(done).toBe(false);
    arrive();
    await saving;
    expect(sent).toEqual(['review_info', 'agreement_info']);
  });

  it("waits for a step's picture even when the review has nothing to draw", async () => {
    const arrive = pendingStepPicture();
    let done = false;
    const saving = saveReviewScreenshot('e-1', null).then(() => (done = true));
    // Every promise that can settle by itself has settled by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    arrive();
    await saving;
    expect(sent).toEqual(['agreement_info']);
  });

  it(`lets completion go on after ${REVIEW_SCREENSHOT_WAIT_MS} ms when a picture never arrives`, async () => {
    vi.useFakeTimers();
    stepPictures = new Promise<void>(() => {});
    let done = false;
    const saving = saveReviewScreenshot('e-1', null).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(REVIEW_SCREENSHOT_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await saving;
    expect(done).toBe(true);
  });
});
