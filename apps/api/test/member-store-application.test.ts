import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLLMENT_MESSAGES, WEB_MESSAGES } from '@benefit-store/domain';
import { members } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { addPlan, Browser } from './helpers/browser.js';
import { completeAllSteps, EMPLOYER, PERSONAL } from './helpers/complete-steps.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';

/**
 * A member's own application opened from their store link (/member-benefit-store/:id/:tier): spec 001 §6 makes
 * gender and date of birth read-only on Personal Information, so they arrive filled in from the member's record and
 * go with the application to the review and the receipt, although the plans page's filter shows them only as 'On file'.
 * Member M-T1 of the test data: female, born 05/20/1985.
 */
const MEMBER = { gender: 1, birthdate: '05/20/1985' } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: wizardData, clock: new FixedClock('2026-11-23T12:00:00Z') });
});
afterAll(async () => t.close());

async function memberStoreEnrollment(): Promise<{ browser: Browser; id: string }> {
  const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
  const browser = new Browser(t.app);
  const opened = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, member!.id, new Date()), tier: 'IO' });
  expect(opened.statusCode).toBe(200);
  const id = opened.json().data.temp_enrollment_id as string;
  await addPlan(browser, id, 'Test Vision New York');
  return { browser, id };
}

const column = async (browser: Browser, id: string, name: string) =>
  (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: name })).json().data.result;

describe("a member store link's Personal Information", () => {
  it("arrives with the member's own gender and date of birth, read-only, and keeps them whatever is sent", async () => {
    const { browser, id } = await memberStoreEnrollment();
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'primary_info' })).json().data;
    expect(step.value).toEqual(MEMBER);
    const fields = (await browser.get('get-form-fields-personal-info', { enrollment_id: id })).json().data.result as { field_name: string; value?: unknown }[];
    expect(fields.find((f) => f.field_name === 'gender')!.value).toBe(MEMBER.gender);
    expect(fields.find((f) => f.field_name === 'birthdate')!.value).toBe(MEMBER.birthdate);

    const saved = await browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL, gender: 0, birthdate: '01/01/2000' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.result).toMatchObject({ first_name: PERSONAL.first_name, ...MEMBER });
    expect(await column(browser, id, 'primary_info')).toMatchObject({ first_name: PERSONAL.first_name, ...MEMBER, ssn: '***-**-6789' });
    // The plans page's filter still shows them only as on file (docs/decisions/0058-member-store-application-gender-and-birth-date.md, member store link security).
    expect(await column(browser, id, 'filter_info')).toMatchObject({ dob: null, gender: null, zip: null });
  });

  it('shows them on the review and submits them: the receipt PDF lists Gender and Date of Birth', async () => {
    const { browser, id } = await memberStoreEnrollment();
    await completeAllSteps(browser, id);
    expect((await browser.post('save-employer-info', { enrollment_id: id, ...EMPLOYER })).statusCode).toBe(200);
    const review = (await browser.get('get-review-summary', { enrollment_id: id })).json().data;
    expect(review.sections.primary_info).toMatchObject(MEMBER);
    const completed = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
    expect(completed.statusCode, completed.body).toBe(200);
    const pdf = await browser.get('get-receipt-pdf', { enrollment_id: id });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`${WEB_MESSAGES.gender}: Female`);
    expect(text).toContain(`${ENROLLMENT_MESSAGES.dateOfBirthLabel}: ${MEMBER.birthdate}`);
  });
});

/** The text a PDF draws (pdf-lib writes hex strings, compressed or not), as enrollment-completion.test.ts reads it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const raw = bytes.toString('latin1');
  const hexes = (s: string) => [...s.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'));
  const parts = hexes(raw);
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      parts.push(...hexes(inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1')));
    } catch {
      // not compressed
    }
  }
  return parts.join('\n');
}
