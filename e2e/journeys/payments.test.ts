import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { useSignedInOperator } from '../support/console.js';
import { applicant, button, fillContact, fillPersonal, main, next, signAgreement, startEnrollmentQuickly, stepHeading, type Applicant } from '../support/wizard.js';

// Issue 25 item 3 with the default (local test) provider: 4000 0000 0000 0341 is accepted at the billing step and
// declined when the first premium is charged at completion; another card completes; an operator refunds it.

const DECLINE =
  'Your card was declined when we charged the first premium. Please go back to Billing Information and enter another card.';

const operator = useSignedInOperator('/admin/enrollments');

async function fillCard(page: Page, a: Applicant, number: string) {
  const billing = main(page);
  await billing.getByLabel('First Name on Card').fill(a.firstName);
  await billing.getByLabel('Last Name on Card').fill(a.lastName);
  await billing.getByLabel('Card Number').fill(number);
  await billing.getByLabel('Security Code').fill('123');
  await billing.getByLabel('Expiration Month').selectOption('12');
  await billing.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
  await billing.getByLabel('Same as my physical address').check();
}

/** From the calls the plans pages make to the review page, the billing step given `card`. */
async function toReview(page: Page, a: Applicant, card: string) {
  await startEnrollmentQuickly(page);
  await fillPersonal(page, a);
  await next(page, 'personal-info');
  await stepHeading(page, 'Contact Information').waitFor();
  await fillContact(page, a);
  await next(page, 'contact-info');
  await stepHeading(page, 'Health Questions').waitFor();
  await next(page, 'health-questions');
  await stepHeading(page, 'Billing Information').waitFor();
  await fillCard(page, a, card);
  await next(page, 'billing-information');
  await signAgreement(page, a);
  await stepHeading(page, 'Review & Confirmation').waitFor();
}

/** Complete Enrollment, declined: the message is listed with its way back to billing, no generic dialog first. */
async function completeDeclined(page: Page) {
  await button(main(page), 'Complete Enrollment').click();
  await main(page).getByText(DECLINE).waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('a card declined at completion, another card, and a refund from the console', () => {
  let policy = '';

  it('A visitor’s card is declined at completion; they go back to billing, enter another card and complete', async () => {
    const a = applicant('declined');
    const { context, page } = await newVisitor(operator.browser(), DESKTOP);
    await toReview(page, a, '4000 0000 0000 0341');
    await completeDeclined(page);
    // Still pending: back to billing through the error's own button, another card, and straight back to the review.
    await button(main(page), 'Go to Billing Information').click();
    await stepHeading(page, 'Billing Information').waitFor();
    await fillCard(page, a, '4242 4242 4242 4242');
    await next(page, 'billing-information');
    await stepHeading(page, 'Review & Confirmation').waitFor();
    await button(main(page), 'Complete Enrollment').click();
    await page.waitForURL('**/enrollment/receipt/**', { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: `Thank you, ${a.firstName} ${a.lastName}!` }).waitFor();
    policy = (await main(page).getByTestId('confirmation-number').textContent())!.trim();
    expect(policy).toMatch(/^BS-/);
    await context.close();
  });

  it('An operator sees the declined and the paid charge and refunds part of the paid one, with a reason', async () => {
    const { context, page } = await operator.open(DESKTOP);
    await page.goto(`/admin/enrollments/${policy}`);
    const section = page.getByRole('region', { name: 'Payments' });
    const table = page.getByRole('table', { name: 'Charges of this enrollment, newest first' });
    await table.waitFor();
    await table.getByRole('row').filter({ has: page.getByRole('cell', { name: /^Declined/ }) }).waitFor();
    const paid = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Paid', exact: true }) });
    await paid.getByText('Visa ending 4242').waitFor();
    await paid.getByRole('button', { name: /^Refund the charge of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund a charge' });
    // The reason is required: its message under the field, nothing refunded.
    await button(dialog, 'Refund and log').click();
    await dialog.getByText('Give the reason for this, in at least 5 characters.').waitFor();
    await dialog.getByLabel('Amount to refund (USD)').fill('1.00');
    await dialog.getByLabel('Reason for the refund or void').fill('Goodwill refund after the declined card');
    await button(dialog, 'Refund and log').click();
    await dialog.waitFor({ state: 'detached' });
    const outcome = section.getByRole('status');
    await outcome.getByText('$1.00 was refunded.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    await table.getByRole('cell', { name: 'Refunded', exact: true }).waitFor();
    await context.close();
  });

  it('The decline message and the Payments section pass axe on a desktop and a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const a = applicant(`declined-${viewport.width}`);
      const { context, page } = await newVisitor(operator.browser(), viewport, { forAudit: true });
      await toReview(page, a, '4000 0000 0000 0341');
      await completeDeclined(page);
      expect(await accessibilityViolations(page), `the decline at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `payments-decline-${viewport.width}`);
      await context.close();

      const staff = await operator.open(viewport, true);
      await staff.page.goto(`/admin/enrollments/${policy}`);
      await staff.page.getByRole('table', { name: 'Charges of this enrollment, newest first' }).waitFor();
      expect(await accessibilityViolations(staff.page), `the Payments section at ${viewport.width} px`).toEqual([]);
      await staff.page.getByRole('button', { name: /^Void the charge of|^Refund the charge of/ }).first().click();
      await staff.page.getByRole('dialog').waitFor();
      expect(await accessibilityViolations(staff.page), `the refund dialog at ${viewport.width} px`).toEqual([]);
      await screenshot(staff.page, `payments-console-dialog-${viewport.width}`);
      await staff.page.keyboard.press('Escape');
      await staff.page.getByRole('dialog').waitFor({ state: 'detached' });
      await screenshot(staff.page, `payments-console-${viewport.width}`);
      await staff.context.close();
    }
  });
});
