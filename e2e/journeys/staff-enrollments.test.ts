import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { signInAs, STAFF_ACCOUNTS } from '../support/staff.js';
import { applicant, button, main, PLAN, reachReview, startEnrollmentQuickly } from '../support/wizard.js';

// Issue 25 items 1 and 4: a rep's completed enrollments in the web. A rep opens their member's enrollment from their
// home, terminates a plan with a reason, and finds another rep's enrollment "not found".

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The signed-in rep's id, as the session answers it. */
const agentIdOf = async (page: Page) => ((await (await page.request.get('/api/v1/get-signed-in-user')).json()) as { data: { agent_id: number } }).data.agent_id;

/** A member of the rep `agentId` completes an enrollment with the critical illness plan: its policy number. */
async function completedFor(agentId: number, tag: string): Promise<string> {
  const { context, page } = await newVisitor(browser, DESKTOP);
  await startEnrollmentQuickly(page, { filter: { zip: '10001', agent_id: agentId } });
  await reachReview(page, applicant(tag));
  await button(main(page), 'Complete Enrollment').click();
  await page.waitForURL('**/enrollment/receipt/**', { timeout: 20_000 });
  const policy = (await main(page).getByTestId('confirmation-number').textContent())!.trim();
  await context.close();
  return policy;
}

describe('a rep’s completed enrollments', () => {
  it('A rep opens their member’s enrollment from their home, terminates a plan with a reason, finds another rep’s not found, and reads their reports', async () => {
    const other = await newVisitor(browser, DESKTOP);
    await signInAs(other.page, STAFF_ACCOUNTS.mariaRivera, { next: '/agent-home' });
    const othersPolicy = await completedFor(await agentIdOf(other.page), 'staff-other');
    await other.context.close();

    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-home' });
    const policy = await completedFor(await agentIdOf(page), 'staff-own');

    // From the home to the list, where the member's enrollment is (and the other rep's is not).
    await page.goto('/agent-home');
    await page.getByRole('link', { name: 'See completed enrollments' }).click();
    await page.waitForURL('**/admin/staff-enrollments');
    const list = page.getByRole('table', { name: 'Completed enrollments, newest first' });
    await list.getByRole('link', { name: policy }).waitFor();
    expect(await list.getByRole('link', { name: othersPolicy }).count()).toBe(0);
    expect(await accessibilityViolations(page), 'the staff’s enrollment list at 1280 px').toEqual([]);
    await screenshot(page, 'staff-enrollments-1280');

    // The enrollment: SSNs masked without a reveal; the rep terminates the plan with a reason.
    await list.getByRole('link', { name: policy }).click();
    await page.getByRole('heading', { level: 1, name: `Enrollment ${policy}` }).waitFor();
    expect(await page.getByRole('button', { name: /^Reveal/ }).count()).toBe(0);
    const section = page.getByRole('region', { name: 'Coverage changes' });
    await section.getByText('No changes since the receipt.').waitFor();
    const begins = ((await (await page.request.get(`/api/v1/staff/enrollments/${policy}`)).json()) as { data: { effective_date: string } }).data.effective_date;
    const [year, month] = begins.split('-').map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const end = `${String(month).padStart(2, '0')}/${lastDay}/${year}`;
    await section.getByRole('button', { name: `Terminate coverage (${PLAN})` }).click();
    const dialog = page.getByRole('dialog', { name: `Terminate ${PLAN}` });
    await dialog.getByLabel('Last day of coverage').fill(end);
    await dialog.getByLabel('Reason').fill('Member moved to another employer plan');
    await dialog.getByRole('button', { name: 'Save the change' }).click();
    await section.getByText('The change was saved. The member is being e-mailed.').waitFor();
    await section.getByText(`Terminated: last day ${end}`).waitFor();
    const history = section.getByRole('table', { name: 'Changes since the receipt, oldest first' });
    await history.getByRole('cell', { name: 'Member moved to another employer plan' }).waitFor();
    await history.getByRole('cell', { name: /Jordan Lee/ }).waitFor();
    expect(await accessibilityViolations(page), 'the staff’s enrollment page at 1280 px').toEqual([]);
    await screenshot(page, 'staff-enrollment-1280');

    // Another rep's enrollment is not found, the same as one that does not exist.
    await page.goto(`/admin/staff-enrollments/${othersPolicy}`);
    await page.getByRole('heading', { level: 1, name: 'No completed enrollment has this policy number.' }).waitFor();

    // The rep's reports, from their home: the figures the staff's report call answers for them, and the way back.
    await page.goto('/agent-home');
    await page.getByRole('link', { name: 'See reports' }).click();
    await page.waitForURL('**/admin/staff-reports');
    await page.getByText('Your members’ completed enrollments and their monthly premium in a period', { exact: false }).waitFor();
    const carriers = page.getByRole('table', { name: 'Completed enrollments by carrier' });
    await carriers.getByRole('row').nth(1).waitFor();
    const { totals } = ((await (await page.request.get('/api/v1/staff/reports')).json()) as { data: { totals: { enrollments: number } } }).data;
    expect(totals.enrollments).toBeGreaterThanOrEqual(1);
    const counted = totals.enrollments === 1 ? '1 completed enrollment,' : `${totals.enrollments} completed enrollments,`;
    await page.getByRole('status').filter({ hasText: counted }).waitFor();
    expect(await accessibilityViolations(page), 'the staff’s reports at 1280 px').toEqual([]);
    await screenshot(page, 'staff-reports-1280');
    await page.getByRole('link', { name: 'Back to your home' }).click();
    await page.waitForURL('**/agent-home');
    await context.close();
  });

  it('The staff’s enrollment list passes axe on a phone', async () => {
    const { context, page } = await newVisitor(browser, PHONE, { forAudit: true });
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/admin/staff-enrollments' });
    await page.getByRole('table', { name: 'Completed enrollments, newest first' }).getByRole('link').first().waitFor();
    expect(await accessibilityViolations(page), 'the staff’s enrollment list at 390 px').toEqual([]);
    await screenshot(page, 'staff-enrollments-390');
    await context.close();
  });
});
