import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEDACH_SAMPLE } from '../src/db/seed/demo/bank-directory.js';
import { completeAllSteps, dentalEnrollment } from './helpers/complete-steps.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

// Issue 26 item 8: finished is finished. A wizard step's bootstrap says whether the enrollment is completed, and then
// sends nothing of the form (decision 0083).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: { ...wizardData, bankDirectory: FEDACH_SAMPLE } });
});
afterAll(async () => {
  await t.close();
});

describe('get-enrollment-step of a completed enrollment', () => {
  it('answers completed: false while the enrollment is open, then completed: true with no fields, value or options', async () => {
    const { browser, id } = await dentalEnrollment(t.app);
    await completeAllSteps(browser, id);
    const open = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' })).json().data;
    expect(open.completed).toBe(false);
    expect(open.fields.length).toBeGreaterThan(0);
    expect(open.value).not.toBeNull();

    const done = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
    expect(done.statusCode, done.body).toBe(200);

    const res = await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ completed: true, fields: [], value: null, options: {} });
  });
});
