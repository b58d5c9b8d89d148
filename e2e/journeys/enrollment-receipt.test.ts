import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, callApi, fillContact, fillPersonal, main, next, reachReview, clickToEnrollment, signAgreement, stepHeading, startEnrollmentQuickly, type Applicant } from '../support/wizard.js';

// Issue 11 items 5 and 6: Complete Enrollment, the receipt page, the 'Enrollment Receipt' e-mail with its PDF.

const CONFIRMATION = /^BS-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const storedTempId = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: { tempId?: string | null } }).state?.tempId ?? null);

/**
 * To the receipt, every wizard step clicked through like a person (the critical illness plan, Member Only): from the
 * landing page through the plans and the cart with clicks only, or (`quickly`, for the audits) from the calls those pages make.
 */
async function enrollToReceipt(page: Page, a: Applicant, quickly = false): Promise<string> {
  if (quickly) await startEnrollmentQuickly(page);
  else await clickToEnrollment(page);
  const id = await storedTempId(page);
  await fillPersonal(page, a);
  await next(page, 'personal-info');
  await stepHeading(page, 'Contact Information').waitFor();
  await fillContact(page, a);
  await next(page, 'contact-info');
  // Health Questions: every question starts on No.
  await stepHeading(page, 'Health Questions').waitFor();
  await next(page, 'health-questions');
  await stepHeading(page, 'Billing Information').waitFor();
  const billing = main(page);
  await billing.getByLabel('First Name on Card').fill(a.firstName);
  await billing.getByLabel('Last Name on Card').fill(a.lastName);
  await billing.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await billing.getByLabel('Security Code').fill('123');
  await billing.getByLabel('Expiration Month').selectOption('12');
  await billing.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
  await billing.getByLabel('Same as my physical address').check();
  await next(page, 'billing-information');
  await signAgreement(page, a);
  await stepHeading(page, 'Review & Confirmation').waitFor();
  await button(main(page), 'Complete Enrollment').click();
  await page.waitForURL('**/enrollment/receipt/**');
  return id!;
}

describe('the receipt', () => {
  it('An applicant completes an enrollment from the landing page to the receipt', async () => {
    const a = applicant('receipt');
    const { context, page } = await newVisitor(browser, DESKTOP);
    const started = Date.now();
    const id = await enrollToReceipt(page, a);

    await page.getByRole('heading', { level: 1, name: `Thank you, ${a.firstName} ${a.lastName}!` }).waitFor();
    console.log(`landing to receipt, clicked through in Chromium: ${Date.now() - started} ms`);
    const policyId = (await main(page).getByTestId('confirmation-number').textContent())!.trim();
    expect(policyId).toMatch(CONFIRMATION);
    // An applicant of the default store has no rep: the receipt went to the person only, and the page says so.
    await main(page).getByText('A receipt titled Enrollment Receipt has been sent to you.', { exact: true }).waitFor();
    // The stored enrollment id is forgotten once the receipt has loaded.
    await expect.poll(() => storedTempId(page)).toBeNull();

    // The PDF copy: an attachment named by the confirmation number.
    const link = main(page).getByRole('link', { name: 'Download a PDF copy' });
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${policyId}.pdf"`);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The e-mail to the person, in the outbox, with the PDF attached.
    await expect
      .poll(async () => {
        const list = (await callApi(page, 'GET', 'dev/outbox', {})).json.data as { result: { id: number; recipient: string; subject: string }[] };
        return list.result.filter((m) => m.recipient === a.email && m.subject.startsWith('Enrollment Receipt')).length;
      })
      .toBe(1);
    const list = (await callApi(page, 'GET', 'dev/outbox', {})).json.data as { result: { id: number; recipient: string; subject: string }[] };
    const mail = list.result.find((m) => m.recipient === a.email && m.subject.startsWith('Enrollment Receipt'))!;
    const detail = (await callApi(page, 'GET', `dev/outbox/${mail.id}`, {})).json.data as { text: string; attachments: { filename: string; content_type: string; bytes: number }[] };
    expect(detail.text).toContain(policyId);
    expect(detail.attachments).toEqual([{ filename: `${policyId}.pdf`, content_type: 'application/pdf', bytes: expect.any(Number) }]);
    // The outbox page shows the attachment and downloads it as the e-mail carried it.
    const outbox = await context.newPage();
    await outbox.goto(`/dev/outbox?id=${mail.id}`);
    const download = outbox.getByRole('link', { name: new RegExp(`^Download ${policyId}\\.pdf \\(\\d+\\.\\d KB\\)$`) });
    const attached = await outbox.request.get((await download.getAttribute('href'))!);
    expect(attached.headers()['content-type']).toBe('application/pdf');
    expect((await attached.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await outbox.close();
    // No rep, so no second copy (it went to the store's own no-reply sender before).
    expect(list.result.filter((m) => m.subject.startsWith('Enrollment Receipt') && m.subject.includes(policyId)).map((m) => m.recipient)).toEqual([a.email]);

    // The enrollment is a policy now: its cart is empty and the receipt answers the same confirmation number.
    const receipt = await callApi(page, 'GET', 'get-receipt', { enrollment_id: id });
    expect(receipt.json.data).toEqual({ policy_id: policyId, name: `${a.firstName} ${a.lastName}`, callInvoice: false, rep_copy: false });
    expect(((await callApi(page, 'GET', 'get-cart-count', { enrollment_id: id })).json.data as { result: number }).result).toBe(0);

    // Return to homepage by the stored context: a visitor of the default store (no referral, open type or stored
    // enrollment process) goes back to the storefront.
    await main(page).getByRole('link', { name: 'Return to homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  }, 180_000);

  it('A reload of the receipt, or Back then Forward, shows the receipt again', async () => {
    const a = applicant('receipt-reload');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    await reachReview(page, a);
    await button(main(page), 'Complete Enrollment').click();
    await page.waitForURL('**/enrollment/receipt/**');
    const number = main(page).getByTestId('confirmation-number');
    const policyId = (await number.textContent())!.trim();
    expect(policyId).toMatch(CONFIRMATION);
    await expect.poll(() => storedTempId(page)).toBeNull();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Thank you, ${a.firstName} ${a.lastName}!` }).waitFor();
    expect((await number.textContent())!.trim()).toBe(policyId);
    expect(await main(page).getByText('Your receipt could not be loaded.', { exact: false }).count()).toBe(0);

    // Back leaves the completed enrollment (it cannot be reviewed again); Forward shows the receipt again.
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/enrollment/receipt'));
    await page.goForward();
    await page.waitForURL('**/enrollment/receipt/**');
    await number.waitFor();
    expect((await number.textContent())!.trim()).toBe(policyId);

    // Another tab keeps nothing of this one: it says where the confirmation number is, with no Try again.
    const other = await context.newPage();
    await other.goto(page.url());
    await main(other).getByText('There is no receipt to show here.', { exact: false }).waitFor();
    expect(await main(other).getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await main(other).getByText('Your receipt could not be loaded.', { exact: false }).count()).toBe(0);
    await context.close();
  }, 180_000);
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the receipt at %s width', (width, viewport) => {
  it(`has no WCAG A/AA violations (${viewport.width} px)`, async () => {
    const a = applicant(`receipt-axe-${width}`);
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await enrollToReceipt(page, a, true);
    await main(page).getByTestId('confirmation-number').waitFor();
    await audit(page, 'receipt');
    await screenshot(page, `receipt-${width}`);

    // Finished is finished (issue 26 item 8): Back to the review shows no form, only where to go, by keyboard too.
    await expect.poll(() => storedTempId(page)).toBeNull();
    await page.goBack();
    await page.waitForURL('**/enrollment/review-confirm**');
    const finished = main(page).getByTestId('enrollment-finished');
    await main(page).getByRole('heading', { level: 1, name: 'This enrollment is complete' }).waitFor();
    await finished.getByText('It was submitted and can no longer be changed.', { exact: false }).waitFor();
    expect(await main(page).locator('input:not([type=hidden]), select, textarea, button[type=submit]').count()).toBe(0);
    const toReceipt = finished.getByRole('link', { name: 'View your receipt' });
    const toHome = finished.getByRole('link', { name: 'Return to homepage' });
    await toHome.waitFor();
    // Back is a navigation: the layout has moved focus to the main region (as on every route), and both links are
    // reached with Tab from there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? null)).toBe('main');
    const reached = new Set<string>();
    for (let i = 0; i < 40 && reached.size < 2; i += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => (document.activeElement instanceof HTMLAnchorElement ? document.activeElement.textContent : null));
      if (name === 'View your receipt' || name === 'Return to homepage') reached.add(name);
    }
    expect([...reached].sort()).toEqual(['Return to homepage', 'View your receipt']);
    await audit(page, 'finished step');
    await screenshot(page, `finished-step-${width}`);
    await toReceipt.click();
    await page.waitForURL('**/enrollment/receipt/**');
    await main(page).getByTestId('confirmation-number').waitFor();
    await context.close();
  }, 180_000);
});
