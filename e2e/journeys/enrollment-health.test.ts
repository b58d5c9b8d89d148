import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, main, passPersonalAndContact, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading } from '../support/wizard.js';

// Issue 10 item 3: the Health Questions step (the critical illness plan underwrites: Member Only, after Contact).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One question's block (its Yes / No and what the Yes reveals), by the catalog's question id. */
const question = (page: Page, id: number) => main(page).locator(`[data-question-id="${id}"]`);
const yes = (block: Locator) => block.getByRole('radio', { name: 'Yes', exact: true });
const no = (block: Locator) => block.getByRole('radio', { name: 'No', exact: true });

async function openHealthStep(page: Page, tag: string) {
  const a = applicant(tag);
  await startEnrollmentQuickly(page);
  await passPersonalAndContact(page, a, 'health-questions');
  await stepHeading(page, 'Health Questions').waitFor();
  return a;
}

/** Types like a person: the date input puts the slashes in. */
async function typeDate(field: Locator, digits: string) {
  await field.click();
  await field.pressSequentially(digits);
}

describe('the Health Questions step', () => {
  it('Health answers with a medication row survive save for later and resume', async () => {
    const first = await newVisitor(browser, DESKTOP);
    const page = first.page;
    const a = await openHealthStep(page, 'health');

    // Every question starts on No, with nothing else shown.
    for (const id of [141, 142, 143, 144, 145, 146, 147, 148]) expect(await no(question(page, id)).isChecked()).toBe(true);
    expect(await main(page).getByLabel('Health Condition').count()).toBe(0);

    // A Yes reveals the standard fields (141), nothing (145), the physician fields (146), the medication rows (148).
    const q141 = question(page, 141);
    await yes(q141).check();
    await yes(question(page, 145)).check();
    expect(await question(page, 145).getByRole('textbox').count()).toBe(0);
    const q146 = question(page, 146);
    await yes(q146).check();
    const q148 = question(page, 148);
    await yes(q148).check();
    expect(await q148.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    // Next with the details empty: each shows its rule, nothing is sent.
    await button(main(page), 'Next').click();
    await q141.getByText('Field is required').first().waitFor();
    expect(await q141.getByLabel('Health Condition').getAttribute('aria-invalid')).toBe('true');
    expect(await q148.getByLabel('Medication').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/enrollment/health-questions');

    await q141.getByLabel('Health Condition').fill('High blood pressure');
    await typeDate(q141.getByLabel('Date of Onset'), '03152019');
    expect(await q141.getByLabel('Date of Onset').inputValue()).toBe('03/15/2019');
    await q141.getByLabel('Currently Receiving Treatment').selectOption({ label: 'Yes' });
    await q141.getByLabel('Taking Medication').selectOption({ label: 'No' });
    await typeDate(q141.getByLabel('Date Last Seen by a Doctor'), '10012024');
    await q141.getByLabel('Symptoms').fill('Occasional headaches');

    await q146.getByLabel('Condition', { exact: true }).fill('Knee injury');
    await q146.getByLabel('Current Status').fill('Recovering');
    await typeDate(q146.getByLabel('Last Seen by Physician'), '09122024');
    await q146.getByLabel('Physician Name').fill('Dr. Rivera');
    await q146.getByLabel('Physician Address').fill('12 Main St, Springfield');
    await q146.getByLabel('Physician Phone').fill('2125550142');

    await q148.getByLabel('Medication', { exact: true }).fill('Lisinopril');
    await q148.getByLabel('Dosage').fill('10 mg daily');
    await q148.getByLabel('Medical Condition').fill('High blood pressure');
    await button(q148, 'Add Medication').click();
    const rows = q148.getByRole('group', { name: /^Medication #\d$/ });
    await expect.poll(() => rows.count()).toBe(2);
    // The new row's first field takes the focus once it is drawn (the frame after); now both rows can be removed.
    await expect.poll(() => rows.nth(1).getByLabel('Medication', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Aspirin');
    await rows.nth(1).getByLabel('Dosage').fill('81 mg');
    await rows.nth(1).getByLabel('Medical Condition').fill('Heart health');
    expect(await q148.getByRole('button', { name: /^Remove Medication #\d$/ }).count()).toBe(2);
    await main(page).getByLabel('Additional Notes').fill('Blood pressure is stable.');
    await screenshot(page, 'health-questions-filled-desktop');

    // Save & Continue Later, as on the contact step.
    const code = await saveForLater(page, first.context, a.alternateEmail);
    const dialog = page.getByRole('dialog');
    await button(dialog, 'Continue Current Enrollment').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(code).not.toBe('');
    await first.context.close();

    // Another browser: the code opens the enrollment on Health Questions with every answer in place.
    const second = await newVisitor(browser, DESKTOP);
    const resumed = second.page;
    await resumeByCode(resumed, code, a.alternateEmail, 'health-questions', 'Health Questions');
    const r141 = question(resumed, 141);
    await expect.poll(() => yes(r141).isChecked()).toBe(true);
    expect(await r141.getByLabel('Health Condition').inputValue()).toBe('High blood pressure');
    expect(await r141.getByLabel('Date of Onset').inputValue()).toBe('03/15/2019');
    expect(await r141.getByLabel('Date of Recovery').inputValue()).toBe('');
    expect(await r141.getByLabel('Currently Receiving Treatment').inputValue()).toBe('1');
    expect(await r141.getByLabel('Taking Medication').inputValue()).toBe('0');
    expect(await r141.getByLabel('Date Last Seen by a Doctor').inputValue()).toBe('10/01/2024');
    expect(await r141.getByLabel('Symptoms').inputValue()).toBe('Occasional headaches');
    expect(await yes(question(resumed, 145)).isChecked()).toBe(true);
    for (const id of [142, 143, 144, 147]) expect(await no(question(resumed, id)).isChecked()).toBe(true);
    const r146 = question(resumed, 146);
    expect(await r146.getByLabel('Condition', { exact: true }).inputValue()).toBe('Knee injury');
    expect(await r146.getByLabel('Current Status').inputValue()).toBe('Recovering');
    expect(await r146.getByLabel('Last Seen by Physician').inputValue()).toBe('09/12/2024');
    expect(await r146.getByLabel('Physician Name').inputValue()).toBe('Dr. Rivera');
    expect(await r146.getByLabel('Physician Address').inputValue()).toBe('12 Main St, Springfield');
    expect(await r146.getByLabel('Physician Phone').inputValue()).toBe('2125550142');
    const r148 = question(resumed, 148);
    expect(await yes(r148).isChecked()).toBe(true);
    const resumedRows = r148.getByRole('group', { name: /^Medication #\d$/ });
    expect(await resumedRows.count()).toBe(2);
    expect(await resumedRows.nth(0).getByLabel('Medication', { exact: true }).inputValue()).toBe('Lisinopril');
    expect(await resumedRows.nth(0).getByLabel('Dosage').inputValue()).toBe('10 mg daily');
    expect(await resumedRows.nth(1).getByLabel('Medication', { exact: true }).inputValue()).toBe('Aspirin');
    expect(await resumedRows.nth(1).getByLabel('Medical Condition').inputValue()).toBe('Heart health');
    expect(await main(resumed).getByLabel('Additional Notes').inputValue()).toBe('Blood pressure is stable.');
    await screenshot(resumed, 'health-questions-resumed-desktop');

    // A row removed, then Next saves and moves on.
    await resumedRows.nth(1).getByRole('button', { name: 'Remove Medication #2' }).click();
    await expect.poll(() => resumedRows.count()).toBe(1);
    expect(await r148.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await button(main(resumed), 'Next').click();
    await resumed.waitForURL((url) => !url.pathname.endsWith('health-questions'));
    await second.context.close();
  }, 120_000);
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the Health Questions step at %s width', (width, viewport) => {
  it(`has no WCAG A/AA violations, with every detail shown and with its errors (${viewport.width} px)`, async () => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await openHealthStep(page, `health-axe-${width}`);
    await audit(page, 'health questions, all No');
    await screenshot(page, `health-questions-${width}`);
    for (const id of [141, 145, 146, 148]) await yes(question(page, id)).check();
    await button(question(page, 148), 'Add Medication').click();
    await audit(page, 'health questions, every detail shown, two medication rows');
    await button(main(page), 'Next').click();
    await question(page, 141).getByText('Field is required').first().waitFor();
    await audit(page, 'health questions with errors');
    await screenshot(page, `health-questions-errors-${width}`);
    await context.close();
  }, 90_000);
});
