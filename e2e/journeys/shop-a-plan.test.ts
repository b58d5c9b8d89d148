import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { fillBasicInformation } from '../support/wizard.js';
import { planNameOfAddButton } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


const cartLink = (page: Page) => page.getByRole('link', { name: /^Cart/ });

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s screen', (screen, viewport) => {
  it('A visitor fills the landing form, adds a plan and removes it', async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/');
    await expect.poll(() => page.getByRole('button', { name: 'Submit' }).isVisible()).toBe(true);
    await fillBasicInformation(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL('**/plans');
    const addButtons = page.getByRole('button', { name: /^Add .+ to cart$/ });
    await addButtons.first().waitFor();
    const planName = await planNameOfAddButton(addButtons.first());
    await screenshot(page, `plans-${screen}`);

    await addButtons.first().click();
    // The store confirms the add in a dialog: "Add More Plan" stays on the listing, "View Cart" goes to the cart.
    const added = page.getByRole('dialog', { name: 'Plan added to cart.' });
    await added.waitFor();
    // While the dialog is open the page behind it is hidden from assistive technology, the header included.
    await added.getByRole('button', { name: 'Add More Plan' }).click();
    await added.waitFor({ state: 'detached' });
    await expect.poll(() => cartLink(page).getAttribute('aria-label').then((l) => l ?? '')).toMatch(/1 item/);
    await expect.poll(() => page.getByText('In cart').first().isVisible()).toBe(true);

    await cartLink(page).click();
    await page.waitForURL('**/cart');
    await page.getByText(planName, { exact: true }).first().waitFor();
    await screenshot(page, `cart-${screen}`);

    // The cart's plan details: the plan's description in a dialog, and back to the button on Escape.
    const details = page.getByRole('button', { name: `Plan Details about ${planName}` });
    await details.click();
    const about = page.getByRole('dialog', { name: planName });
    await about.getByRole('link', { name: 'Plan Details' }).waitFor();
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'detached' });
    await expect.poll(() => details.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByRole('button', { name: `Remove ${planName}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No items in cart.').waitFor();
    await expect.poll(() => cartLink(page).getAttribute('aria-label').then((l) => l ?? '')).toMatch(/0 items/);
    await context.close();
  });
});

describe('the landing form', () => {
  it("shows 'Field is required' under every empty field and stays on the page", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBe(4);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it("rejects a zip of 4 digits with 'Invalid Zip code' and an 18-year-old-to-be with the age message", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByLabel('Zip Code').fill('1234');
    await page.getByLabel('DOB').pressSequentially('01012020');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Invalid Zip code').waitFor();
    await page.getByText('Age must be between 18 and 100 years.').waitFor();
    await context.close();
  });

  it('can be filled and sent with the keyboard alone', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/');
    await page.getByLabel('Zip Code').focus();
    await page.keyboard.type('10001');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Gender: first real option
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // Tier
    await page.keyboard.press('Tab');
    await page.keyboard.type('03151985');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/plans');
    await context.close();
  });
});

describe('accessibility', () => {
  it('the landing, plans and cart pages have no serious WCAG A/AA violations', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await page.goto('/');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await screenshot(page, 'landing-desktop');
    expect(await accessibilityViolations(page)).toEqual([]);
    await fillBasicInformation(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/cart');
    await page.getByText('No items in cart.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('pages that do not exist', () => {
  it("show 'OOPS! Page not found.' with a button back to the homepage", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/no/such/page');
    await page.getByText('OOPS! Page not found.').waitFor();
    await page.getByRole('button', { name: 'Back to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
