import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETION_MESSAGES, TAB_TITLES } from '@benefit-store/domain';
import { FEDACH_SAMPLE } from '../src/db/seed/demo/bank-directory.js';
import { addPlan, type Browser, startEnrollment } from './helpers/browser.js';
import { completeAllSteps, CONTACT, dentalEnrollment } from './helpers/complete-steps.js';
import { DEMO_ACCOUNTS, signedInBrowser } from './helpers/sign-in.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

// Save & Continue Later on the contact step against completion (decision 0083): a save for later takes the spec's
// payload (spec 001 section 7) without undoing the step's Next, and never completes what that Next would refuse.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { ...wizardData, bankDirectory: FEDACH_SAMPLE } });
});
afterAll(async () => {
  await t.close();
});

/** The rep Tess's member's e-mail (plans data, M-T1): Tess is told it is taken, strangers are not. */
const MEMBER_EMAIL = 'morgan@example.test';
const REVIEW = { additional_notes: '', first_enroll: 1, send_sms: 0 };

/** save-enrollment's `data` for contact exactly as spec 001 section 7 lists it (no birth state or city, no flags). */
function specPayload(overrides: Record<string, unknown> = {}) {
  const { address1, address2, city, state, zip, phone_number, email_address } = CONTACT;
  return { address1, address2, city, state, zip, phone_number, email_address, ...overrides };
}

const saveLater = (browser: Browser, id: string, data: Record<string, unknown>) =>
  browser.post('save-enrollment', { enrollment_id: id, email: 'later.contact@example.com', tab: 'contact_info', data });

describe('a save for later on the contact step after its Next', () => {
  it("keeps birth state, city and the flags when the spec's payload leaves them out, and completion still succeeds", async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    const later = await saveLater(browser, id, specPayload({ address2: 'Suite 200' }));
    expect(later.statusCode, later.body).toBe(200);

    const temp = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' })).json().data.result;
    expect(temp).toMatchObject({ address2: 'Suite 200', birth_state: 'NJ', birth_city: 'Hoboken', with_validation: 1 });
    const done = await browser.post('save-review-info', { enrollment_id: id, ...REVIEW });
    expect(done.statusCode, done.body).toBe(200);
  });

  it("takes a birth state the save for later does send (the stored one fills only what is missing)", async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    expect((await saveLater(browser, id, { ...specPayload(), birth_state: 'CT' })).statusCode).toBe(200);
    const temp = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' })).json().data.result;
    expect(temp).toMatchObject({ birth_state: 'CT', birth_city: 'Hoboken' });
  });
});

describe("a rep's save for later with their own member's e-mail (Next refuses it: 'Email Already Exists.')", () => {
  it('is stored, but the enrollment does not complete until the step\'s Next passes: save-review-info 422', async () => {
    const rep = await signedInBrowser(t.app, DEMO_ACCOUNTS.tessAgent);
    const id = await startEnrollment(rep);
    await addPlan(rep, id, 'Test Dental');
    await completeAllSteps(rep, id);
    expect((await rep.post('save-contact-info', { enrollment_id: id, ...CONTACT, email_address: MEMBER_EMAIL })).statusCode).toBe(422);

    // Everything the Next takes (birth state and city too), only without the Next's check for the signed-in rep.
    const later = await saveLater(rep, id, specPayload({ email_address: MEMBER_EMAIL, birth_state: 'NJ', birth_city: 'Hoboken' }));
    expect(later.statusCode, later.body).toBe(200);
    const done = await rep.post('save-review-info', { enrollment_id: id, ...REVIEW });
    expect(done.statusCode).toBe(422);
    expect(done.json().data).toContainEqual({ target_element: 'contact_info', error_message: COMPLETION_MESSAGES.stepInvalid({ step: TAB_TITLES.contact_info }) });
  });
});
