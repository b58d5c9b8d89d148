import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, animationsSettled, DESKTOP, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { useSignedInOperator } from '../support/console.js';
import { applicant, button, main, reachReview, startEnrollmentQuickly } from '../support/wizard.js';

// Issue 25 item 4: coverage changes after the receipt. An operator terminates a plan of a completed enrollment with a
// reason, sees it in the history, and the carrier's next change file carries it as a 024 with its end date.

const operator = useSignedInOperator('/admin/carriers');
const PLAN = 'Summit Critical Illness 10K';
const CARRIER = 'Summit Life & Health';

/** The segments of an 834, each as its elements (the file writes one segment a line, ending in ~). */
const segmentsOf = (x12: string) =>
  x12
    .split('~')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => s.split('*'));

/** Makes the carrier's 834 from the Carrier files page and answers its text, downloaded as the link gives it. */
async function makeAndDownload834(page: Page): Promise<string> {
  await page.goto('/admin/carriers');
  const files = page.getByRole('table', { name: 'Carrier files, newest first' });
  await page.getByRole('heading', { level: 2, name: 'Files made' }).waitFor();
  await page.getByText(/Loading the files/).waitFor({ state: 'detached' });
  const before = await files.getByRole('link', { name: /^Download the file summit-life-health_.*\.x12$/ }).count();
  await page.getByRole('button', { name: `Make 834 for ${CARRIER}` }).click();
  await page.getByText(/^summit-life-health_\d{8}_\d{9}\.x12 made with/).waitFor();
  const links = files.getByRole('link', { name: /^Download the file summit-life-health_.*\.x12$/ });
  await expect.poll(() => links.count()).toBe(before + 1);
  const response = await page.context().request.get(new URL((await links.first().getAttribute('href'))!, inject('baseUrl')).toString());
  expect(response.status()).toBe(200);
  return response.text();
}

describe('coverage changes after the receipt', () => {
  let policyId = '';

  it('An operator terminates a plan with a reason, sees it in the history, and the next change file carries it as 024 with its end date', async () => {
    // A member completes an enrollment with Summit's critical illness plan.
    const shopper = await newVisitor(operator.browser(), DESKTOP);
    await startEnrollmentQuickly(shopper.page);
    await reachReview(shopper.page, applicant('coverage'));
    await button(main(shopper.page), 'Complete Enrollment').click();
    await shopper.page.waitForURL('**/enrollment/receipt/**', { timeout: 20_000 });
    policyId = (await main(shopper.page).getByTestId('confirmation-number').textContent())!.trim();
    await shopper.context.close();

    const { context, page } = await operator.open(DESKTOP, true);
    // The carrier's first file after the completion: the enrollment as an addition (021).
    const first = segmentsOf(await makeAndDownload834(page));
    const added = first.findIndex((s) => s[0] === 'REF' && s[2] === policyId);
    expect(added).toBeGreaterThan(0);
    expect(first[added - 1]!.slice(0, 4)).toEqual(['INS', 'Y', '18', '021']);

    // Terminate the plan at the end of the month its coverage begins, with a reason.
    const detail = await context.request.get(new URL(`/api/v1/admin/enrollments/${policyId}`, inject('baseUrl')).toString());
    const begins = ((await detail.json()) as { data: { effective_date: string } }).data.effective_date;
    const [year, month] = begins.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const end = { typed: `${String(month).padStart(2, '0')}/${lastDay}/${year}`, d8: `${year}${String(month).padStart(2, '0')}${lastDay}` };

    await page.goto(`/admin/enrollments/${policyId}`);
    const section = page.getByRole('region', { name: 'Coverage changes' });
    await section.getByText('No changes since the receipt.').waitFor();
    await section.getByRole('button', { name: `Terminate coverage (${PLAN})` }).click();
    const dialog = page.getByRole('dialog', { name: `Terminate ${PLAN}` });
    await dialog.waitFor();
    // Saved without a reason: the message under the field, nothing saved (the history is still empty).
    await dialog.getByLabel('Last day of coverage').fill(end.typed);
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await dialog.getByText('Give the reason for the change.').waitFor();
    await animationsSettled(page);
    expect(await section.getByText('No changes since the receipt.').count()).toBe(1);
    expect(await accessibilityViolations(page), 'the terminate dialog at 1280 px').toEqual([]);
    await screenshot(page, 'coverage-change-dialog-1280');
    await dialog.getByLabel('Reason').fill('Member left the employer');
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await section.getByText('The change was saved. The member is being e-mailed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the button that opened the dialog.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(`Terminate coverage (${PLAN})`);
    const endShown = `${end.typed.slice(0, 3)}${String(lastDay).padStart(2, '0')}/${year}`;
    await section.getByText(`Terminated: last day ${endShown}`).waitFor();
    const history = section.getByRole('table', { name: 'Changes since the receipt, oldest first' });
    await history.getByRole('cell', { name: 'Member left the employer' }).waitFor();
    await history.getByText(`${PLAN} terminated, last day ${endShown}`).waitFor();
    expect(await accessibilityViolations(page), 'the enrollment page with its history at 1280 px').toEqual([]);
    await screenshot(page, 'coverage-changes-1280');

    // The carrier's next change file: the termination as 024, with DTP 349 on the last day.
    const next = segmentsOf(await makeAndDownload834(page));
    const ins = next.findIndex((s) => s[0] === 'INS' && next[next.indexOf(s) + 1]?.[2] === policyId);
    expect(next[ins]!.slice(0, 5)).toEqual(['INS', 'Y', '18', '024', '07']);
    const loop = next.slice(ins, next.findIndex((s, i) => i > ins && (s[0] === 'INS' || s[0] === 'SE')));
    expect(loop.find((s) => s[0] === 'HD')?.slice(0, 2)).toEqual(['HD', '024']);
    expect(loop.find((s) => s[0] === 'DTP' && s[1] === '349')).toEqual(['DTP', '349', 'D8', end.d8]);
    // Carried once: the file after it has none of it.
    const after = await makeAndDownload834(page);
    expect(after).not.toContain(policyId);
    await context.close();
  });

  it('The coverage changes section and its dialog pass axe on a phone', async () => {
    const { context, page } = await operator.open(PHONE, true);
    await page.goto(`/admin/enrollments/${policyId}`);
    const section = page.getByRole('region', { name: 'Coverage changes' });
    await section.getByRole('table', { name: 'Changes since the receipt, oldest first' }).waitFor();
    expect(await accessibilityViolations(page), 'the enrollment page with its history at 390 px').toEqual([]);
    await screenshot(page, 'coverage-changes-390');
    await section.getByRole('button', { name: 'Correct name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Correct name' });
    await dialog.waitFor();
    await dialog.getByLabel('Last name').fill('');
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await dialog.getByText('Give the reason for the change.').waitFor();
    expect(await accessibilityViolations(page), 'the correct name dialog at 390 px').toEqual([]);
    await screenshot(page, 'coverage-change-dialog-390');
    await context.close();
  });
});
