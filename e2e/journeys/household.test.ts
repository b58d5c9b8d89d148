import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from '../support/browser.js';
import { addFromPlansList, audit, fillLandingForm, landingForm } from '../support/wizard.js';

// Issue 14 item 8: the household a tier prices on is asked on the landing form, and a change that reprices the cart
// says so.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the household on the landing form', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("A visitor choosing Family is asked for the spouse's birthday and the children right there (%s)", async (_screen, viewport) => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await page.goto('/');
    const form = landingForm(page);
    await form.getByLabel('Zip Code').fill('10001');
    await form.getByLabel('Gender').selectOption({ label: 'Female' });
    expect(await form.getByLabel('Spouse DOB').count()).toBe(0);
    await form.getByLabel('Choose Tier').selectOption({ label: 'Family' });
    await form.getByLabel('DOB', { exact: true }).pressSequentially('01151990');
    await form.getByRole('button', { name: 'Submit' }).click();
    // Nothing is sent until both are given; each says what is missing under itself.
    await expect.poll(() => form.getByLabel('Spouse DOB').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Number of Children').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/');
    await audit(page, 'the landing form with its dependent fields and their errors', 'form');

    await form.getByLabel('Spouse DOB').pressSequentially('04121986');
    await form.getByLabel('Number of Children').selectOption('2');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans**');

    // The Edit popup holds what was given on the landing form.
    await page.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your basic information' });
    await expect.poll(() => dialog.getByLabel('Spouse DOB').inputValue()).toBe('04/12/1986');
    expect(await dialog.getByLabel('Number of Children').inputValue()).toBe('2');
    await context.close();
  });

  it('A tier change that reprices the cart says so, on the page and on the cart', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await fillLandingForm(page);
    await addFromPlansList(page, { category: 'dental', name: 'Bluepine Dental Basic' });
    await page.goto('/plans?type=dental');

    await page.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your basic information' });
    await dialog.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
    await dialog.getByLabel('Spouse DOB').pressSequentially('04121986');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });

    const notice = page.getByRole('status').filter({ hasText: 'Your cart changed with your new details:' });
    await notice.getByText('1 plan now has a new price.').waitFor();
    await audit(page, 'the cart change notice on /plans');
    await notice.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('status').filter({ hasText: '1 plan now has a new price.' }).waitFor();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText('1 plan now has a new price.').count()).toBe(0);
    await context.close();
  });
});
