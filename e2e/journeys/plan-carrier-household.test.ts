import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from '../support/browser.js';
import { openPlan, pricingOf } from '../support/storefront.js';
import { audit, sendBasicInformation } from '../support/wizard.js';

// Issue 12 item 7: a carrier plan priced on the household (check-prudential-plan and its dependent modal). Summit
// Family Hospital Indemnity prices the member ($15.30 at 36), the spouse by age band ($19.00 from 40 to 54, $39.00
// from 65) and $6.50 a child.

const PLAN = 'Summit Family Hospital Indemnity';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The Family card's price as the page shows it. */
const familyPrice = async (page: Page) =>
  (await pricingOf(page).locator('li[aria-current="true"]').innerText()).match(/\$\d+\.\d{2}/)?.[0] ?? null;

describe('a household-priced carrier plan', () => {
  it("A visitor choosing Family on a household-priced plan gives the spouse's birth date and the children, sees the price change and adds it to the cart at that price", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/');
    // Family on the landing form: the spouse born 04/12/1986 (40) and one child.
    await sendBasicInformation(page, { tier: 'Family' });
    await openPlan(page, 'hospital', PLAN);
    const pricing = pricingOf(page);
    await pricing.getByText('Your tier').waitFor();
    await expect.poll(() => familyPrice(page)).toBe('$40.80');

    const opener = pricing.getByRole('button', { name: 'Change dependent information' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Dependent information' });
    const dob = dialog.getByLabel('Spouse DOB');
    await expect.poll(() => dob.inputValue()).toBe('04/12/1986');
    // Family offers 1 to 8 children.
    const options = await dialog.getByLabel('Number of Children').locator('option').allInnerTexts();
    expect(options.filter((o) => /^\d+$/.test(o.trim()))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);

    // A blank spouse's birth date is refused under the field, nothing saved.
    await dob.fill('');
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.getByText('Field is required').waitFor();
    expect(await dob.getAttribute('aria-invalid')).toBe('true');

    await dob.pressSequentially('04121960');
    await dialog.getByLabel('Number of Children').selectOption('3');
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Repriced at once: the spouse now 66 ($39.00) and three children ($19.50); focus is back on the page's button.
    await expect.poll(() => familyPrice(page)).toBe('$73.80');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Change dependent information');

    await pricing.getByRole('button', { name: `Add ${PLAN} to cart` }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: PLAN }).first().waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('$73.80');
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('The dependent modal passes axe (%s)', async (_screen, viewport) => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await page.goto('/');
    // Member + Children: the modal asks for the children alone (one given on the landing form).
    await sendBasicInformation(page, { tier: 'Member + Children' });
    await openPlan(page, 'hospital', PLAN);
    await pricingOf(page).getByRole('button', { name: 'Change dependent information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dependent information' });
    await expect.poll(() => dialog.getByLabel('Number of Children').inputValue()).toBe('1');
    expect(await dialog.getByLabel('Spouse DOB').count()).toBe(0);
    await audit(page, 'the dependent modal', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
