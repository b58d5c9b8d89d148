import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { useSignedInOperator } from '../support/console.js';
import { applicant, callApi, startEnrollmentQuickly } from '../support/wizard.js';

const operator = useSignedInOperator('/admin/staff');

/** A shopper who reached the wizard and saved the contact step for later to `email`; answers the enrollment id. */
async function shopperWhoSavedForLater(email: string): Promise<string> {
  const a = applicant('erase');
  const shopper = await newVisitor(operator.browser(), DESKTOP);
  // The shopper's way to the wizard is not what this file tests (enrollment-receipt.test.ts clicks it): the calls the
  // storefront makes start the enrollment.
  const id = await startEnrollmentQuickly(shopper.page);
  const data = { email_address: email, phone_number: a.phone, address1: a.address1, city: a.city, zip: a.zip, state: 'NY', birth_state: 'NY', birth_city: a.birthCity, with_validation: 0 };
  const saved = await callApi(shopper.page, 'POST', 'save-enrollment', { enrollment_id: id, email, tab: 'contact_info', data });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  await shopper.context.close();
  return id;
}

/** Searches the erase page by e-mail address. */
async function findByEmail(page: Page, email: string) {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
}

describe('erase on request', () => {
  it('An operator finds a person’s unfinished enrollment by e-mail and erases it with a reason; the audit log says who and why', async () => {
    const email = `erase.${Date.now()}@example.com`;
    await shopperWhoSavedForLater(email);
    const { context, page } = await operator.open(DESKTOP);
    await page.goto('/admin/staff');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Erase on request' }).click();
    await page.getByRole('heading', { level: 1, name: 'Erase on request' }).waitFor();

    await findByEmail(page, 'nobody-here@example.com');
    await page.getByText('No unfinished enrollment has this e-mail address or resume code.', { exact: false }).waitFor();
    await page.getByLabel('E-mail address').fill('');
    await findByEmail(page, email);
    const row = page.getByRole('table', { name: 'Unfinished enrollments found' }).getByRole('row').filter({ hasText: email });
    await row.waitFor();

    await row.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person’s data?' });
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.getByText('Give the reason for the erasure').waitFor();
    await dialog.getByLabel('Reason (recorded in the audit log)').fill('Asked by e-mail, ticket 4411');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await page.getByRole('status').getByText('Erased: 1 saved step and everything linked to the enrollment.').waitFor();
    await findByEmail(page, email);
    await page.getByText('No unfinished enrollment has this e-mail address or resume code.', { exact: false }).waitFor();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'Personal data erased on request' }).first();
    await entry.getByText('olive.operator@example.com').waitFor();
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`The erase page, its results and its dialog have no accessibility violations at ${viewport.width} px`, async () => {
      const email = `erase.axe.${viewport.width}.${Date.now()}@example.com`;
      await shopperWhoSavedForLater(email);
      const { context, page } = await operator.open(viewport, true);
      await page.goto('/admin/erasure');
      await page.getByRole('heading', { level: 1, name: 'Erase on request' }).waitFor();
      await findByEmail(page, email);
      await page.getByRole('table', { name: 'Unfinished enrollments found' }).waitFor();
      expect(await accessibilityViolations(page), `results at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `console-erase-${viewport.width}`);
      await page.getByRole('button', { name: 'Erase…' }).click();
      await page.getByRole('dialog', { name: 'Erase this person’s data?' }).waitFor();
      expect(await accessibilityViolations(page), `dialog at ${viewport.width} px`).toEqual([]);
      await context.close();
    });
  }
});
