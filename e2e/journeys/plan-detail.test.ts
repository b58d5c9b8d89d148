import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { planIdOf, visitorOnPlans } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AGE_MESSAGE = 'Plan not available for selected age group. Please edit your basic info above.';

async function openSeniorDental(page: Page) {
  await page.goto(`/plan/${await planIdOf(page, 'dental', 'Bluepine Senior Dental')}/Bluepine%20Senior%20Dental`);
  await page.getByRole('heading', { level: 1, name: 'Bluepine Senior Dental' }).waitFor();
}

describe('the plan page', () => {
  it("A visitor under the plan's minimum age sees 'Plan not available for selected age group. Please edit your basic info above.' and fixes it from the Edit popup", async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openSeniorDental(page);
    const pricing = page.getByRole('region', { name: 'Monthly pricing' });
    await pricing.getByText(AGE_MESSAGE, { exact: true }).waitFor();
    expect(await pricing.getByRole('button', { name: /^Add .+ to cart$/ }).count()).toBe(0);

    await pricing.getByRole('button', { name: 'Edit your basic information', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your basic information' });
    await dialog.waitFor();
    const dob = dialog.getByLabel('DOB');
    await dob.fill('');
    await dob.pressSequentially('01151960');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Repriced at once: the visitor's tier card with its price and Add to Cart, the message gone.
    await pricing.getByText('Your tier').waitFor();
    await expect.poll(() => pricing.getByText(AGE_MESSAGE).count()).toBe(0);
    await pricing.getByRole('button', { name: 'Add Bluepine Senior Dental to cart' }).waitFor();
    // The Basic Filter bar shows the new date of birth.
    await expect.poll(() => page.getByRole('region', { name: 'Your basic information' }).innerText()).toContain('01/15/1960');
    await context.close();
  });

  it('A visitor opens a plan from its card and adds it to the cart', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await page.goto('/plans?type=dental');
    await page.getByRole('link', { name: 'Bluepine Dental Basic' }).first().click();
    await page.waitForURL(/\/plan\/\d+\/Bluepine%20Dental%20Basic$/);
    await page.getByRole('heading', { level: 1, name: 'Bluepine Dental Basic' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Plan Details').waitFor();
    const pricing = page.getByRole('region', { name: 'Monthly pricing' });
    await pricing.getByText('Your tier').waitFor();
    // The toggles open their texts.
    await page.getByText('Exclusions and limitations').click();
    await page.getByText(/Cosmetic whitening/).waitFor();

    await pricing.getByRole('button', { name: 'Add Bluepine Dental Basic to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Bluepine Dental Basic' }).waitFor();
    // The cart's plan name leads back to the plan page.
    await page.getByRole('link', { name: 'Bluepine Dental Basic' }).click();
    await page.waitForURL(/\/plan\/\d+\//);
    await page.getByRole('heading', { level: 1, name: 'Bluepine Dental Basic' }).waitFor();
    await context.close();
  });

  it("A visitor shares a plan's short link, and another browser opens the plan from it", async () => {
    const { context, page } = await visitorOnPlans(browser);
    await page.goto('/plans?type=dental');
    await page.getByRole('link', { name: 'Bluepine Dental Basic' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Bluepine Dental Basic' }).waitFor();
    const shortLink = page.getByText('Short link to this plan:').getByRole('link');
    const address = await shortLink.textContent();
    expect(address).toMatch(/\/p\/[A-Za-z0-9_-]{12}$/);
    await context.close();

    const other = await newVisitor(browser);
    await other.page.goto(address!);
    await other.page.waitForURL(/\/plan\/\d+\/Bluepine%20Dental%20Basic$/);
    await other.page.getByRole('heading', { level: 1, name: 'Bluepine Dental Basic' }).waitFor();
    await other.page.goto('/p/AAAAAAAAAAAA');
    await other.page.getByRole('heading', { name: 'OOPS! Page not found.' }).waitFor();
    await other.context.close();
  });

  it('A plan that does not exist shows the not-found page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/plan/999999/Nothing');
    await page.getByRole('heading', { name: 'OOPS! Page not found.' }).waitFor();
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('The plan page, its refusal and its Edit popup pass axe (%s)', async (screen, viewport) => {
    const { context, page } = await visitorOnPlans(browser, viewport, { forAudit: true });
    await openSeniorDental(page);
    await page.getByText(AGE_MESSAGE, { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Suggested products' }).waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
    await screenshot(page, `plan-detail-refused-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit your basic information', exact: true }).click();
    await page.getByRole('dialog', { name: 'Edit your basic information' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto(`/plan/${await planIdOf(page, 'dental', 'Bluepine Dental Basic')}/x`);
    await page.getByText('Your tier').waitFor();
    await screenshot(page, `plan-detail-priced-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
