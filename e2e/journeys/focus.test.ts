import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE } from '../support/browser.js';
import { sendBasicInformation } from '../support/wizard.js';
import { openRepLanding } from '../support/access.js';
import { planNameOfAddButton } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a screen reader would announce for the focused element: its role-ish tag and its text or label. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${el.tagName.toLowerCase()}: ${name}`;
  });
}

/**
 * Escape, pressed once the open dialog has taken focus, as a person does. Before that the dialog has not finished
 * opening (its Escape handler is attached after the first paint) and the key goes to the page.
 */
async function pressEscapeInDialog(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
}

/** The rep's storefront: the landing form filled by keyboard, then the plans. */
async function toPlans(page: Page) {
  await openRepLanding(page, 'jordan-lee');
  await sendBasicInformation(page);
  await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().waitFor();
}

describe('focus after a dialog closes', () => {
  it('goes back to the control that opened each dialog: Add More Plan, Edit, the checkout popups, Back to Cart, Save Cart', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await toPlans(page);

    // Add a plan by keyboard; Add More Plan puts focus back on that plan's cart button (now "In cart").
    const first = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    const firstName = await planNameOfAddButton(first);
    await first.focus();
    await page.keyboard.press('Enter');
    const added = page.getByRole('dialog', { name: 'Plan added' });
    await added.getByRole('button', { name: 'Add More Plan' }).waitFor();
    await added.getByRole('button', { name: 'Add More Plan' }).click();
    await added.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(`button: ${firstName} In cart`);

    // The Edit popup of the basic filter: Escape returns to Edit.
    const edit = page.getByRole('button', { name: /^Edit\b/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await pressEscapeInDialog(page);
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatch(/^button: Edit\b/);

    // A member's checkout first offers more plans: that offer closed with Escape returns to Proceed to Checkout.
    await page.goto('/cart');
    const dates = page.getByLabel('Effective Date');
    await dates.waitFor();
    await dates.selectOption({ index: 1 });
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await proceed.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await pressEscapeInDialog(page);
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('button: Proceed to Checkout');

    // A rep's checkout asks to confirm the date: Back to Cart, and Escape, return to Proceed to Checkout.
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('benefit-store') ?? '{"state":{},"version":1}') as { state: Record<string, unknown> };
      stored.state.eprocess = 'rep';
      localStorage.setItem('benefit-store', JSON.stringify(stored));
    });
    await page.reload();
    await dates.waitFor();
    await dates.selectOption({ index: 1 });
    await proceed.focus();
    await page.keyboard.press('Enter');
    await popup.getByRole('button', { name: 'Back to Cart' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('button: Proceed to Checkout');
    await page.keyboard.press('Enter');
    await popup.getByRole('button', { name: 'Back to Cart' }).waitFor();
    await pressEscapeInDialog(page);
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('button: Proceed to Checkout');

    // Save Cart, closed with Escape.
    const saveCart = page.getByRole('button', { name: 'Save Cart' });
    await saveCart.focus();
    await page.keyboard.press('Enter');
    const save = page.getByRole('dialog', { name: 'Save cart / send quote' });
    await save.waitFor();
    await pressEscapeInDialog(page);
    await save.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe('button: Save Cart');
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('closes on Escape with focus on the menu button, and on any route change', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatch(/^button: .*Menu/);

    // Open again, then go elsewhere by the browser's Back: the menu does not stay open over the new page.
    await page.goto('/plans');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // And by a link inside it.
    await toggle.click();
    await nav.getByRole('link', { name: 'Dental', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});
