import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, patientContext, PHONE, screenshot } from '../support/browser.js';
import { fillBasicInformation, type TierLabel } from '../support/wizard.js';
import { membershipCardFirst } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** A visitor who has filled in the landing form and is on /plans. */
async function visitorOnPlans(viewport = DESKTOP, tier: TierLabel = 'Member Only', options: { forAudit?: boolean } = {}) {
  const visitor = await newVisitor(browser, viewport, options);
  await visitor.page.goto('/');
  await fillBasicInformation(visitor.page, { tier });
  await visitor.page.getByRole('button', { name: 'Submit' }).click();
  await visitor.page.waitForURL('**/plans');
  await visitor.page.getByRole('button', { name: /^Edit/ }).waitFor();
  return visitor;
}

/** The plan cards of the listing (not the recommended strip below it). */
const planNames = (page: Page) => page.locator('main section[aria-labelledby^="group-"] article h3').allInnerTexts();

describe('the recommended products', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('A visitor sees recommended products and opens View All (%s)', async (screen, viewport) => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.waitFor();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBeGreaterThan(0);
    expect(await slides.count()).toBeLessThanOrEqual(5);
    await page.getByRole('button', { name: "Don't Allow" }).click();
    await screenshot(page, `landing-${screen}`);

    await page.getByRole('link', { name: /^View All/ }).click();
    await page.waitForURL('**/recommend-list?name=landing');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Recommended Products' }).waitFor();
    const more = page.getByRole('button', { name: /^More Info about / });
    await expect.poll(() => more.count()).toBeGreaterThan(0);
    await screenshot(page, `recommend-list-${screen}`);

    const label = (await more.first().innerText()).replace(/\s+/g, ' ');
    await more.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(async () => label.includes(await dialog.getByRole('heading').first().innerText())).toBe(true);
    await dialog.locator('p').nth(2).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('the location banner', () => {
  it('A visitor allows the location and the zip code is filled in from it; the answer is remembered', async () => {
    const context = await patientContext(browser, {
      baseURL: inject('baseUrl'),
      viewport: DESKTOP,
      geolocation: { latitude: 30.2672, longitude: -97.7431 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Allow', exact: true }).click();
    await expect.poll(() => page.getByLabel('Zip Code').inputValue()).toMatch(/^787\d\d$/);
    await page.getByRole('button', { name: 'Allow', exact: true }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByLabel('Zip Code').waitFor();
    await page.getByRole('heading', { name: 'Recommended Products' }).waitFor();
    expect(await page.getByRole('button', { name: "Don't Allow" }).count()).toBe(0);
    await context.close();
  });
});

describe('the plans page', () => {
  it('A visitor filters medical plans by network and clears it', async () => {
    const { context, page } = await visitorOnPlans();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Medical', exact: true }).click();
    await page.waitForURL('**/plans?type=medical');
    const network = page.getByLabel('Medical network');
    await expect.poll(async () => (await network.locator('option').allInnerTexts()).length).toBeGreaterThan(2);
    // The grid first still shows the listing it had; wait until it shows the Medical plans only.
    await expect
      .poll(() => page.locator('main section[aria-labelledby^="group-"] h2').allInnerTexts())
      .toEqual(['Medical']);
    await expect.poll(async () => (await planNames(page)).length).toBeGreaterThan(1);
    const all = await planNames(page);
    await screenshot(page, 'plans-network-desktop');

    // New York (10001): the Choice PPO network has some of the medical plans offered there, not all.
    await network.selectOption({ label: 'Choice PPO' });
    await expect
      .poll(async () => {
        const count = (await planNames(page)).length;
        return count > 0 && count < all.length;
      })
      .toBe(true);
    const narrowed = await planNames(page);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((name) => all.includes(name))).toBe(true);

    await page.getByRole('button', { name: 'Clear network' }).click();
    await expect.poll(() => planNames(page)).toEqual(all);
    expect(await network.inputValue()).toBe('');
    await context.close();
  });

  it('A visitor edits the basic filter from the plans page and sees new prices', async () => {
    const { context, page } = await visitorOnPlans();
    await page.getByRole('checkbox', { name: /^Dental/ }).check();
    await expect.poll(() => page.locator('main h2', { hasText: 'Dental' }).count()).toBe(1);
    const priceBefore = await page.locator('main section[aria-labelledby^="group-"] article').first().innerText();

    await page.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your basic information' });
    await dialog.waitFor();
    await dialog.getByLabel('Choose Tier').selectOption({ label: 'Family' });
    await dialog.getByLabel('Zip Code').fill('123');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Enter 5 digit zip code').waitFor();
    await expect.poll(() => dialog.getByText('Field is required').count()).toBe(2);
    await screenshot(page, 'edit-popup-desktop');

    await dialog.getByLabel('Zip Code').fill('10001');
    await dialog.getByLabel('Spouse DOB').pressSequentially('03021988');
    await dialog.getByLabel('Number of Children').selectOption('2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('definition').filter({ hasText: /^Family$/ }).waitFor();
    const firstCard = page.locator('main section[aria-labelledby^="group-"] article').first();
    await expect.poll(() => firstCard.innerText()).not.toBe(priceBefore);
    expect(await firstCard.innerText()).toContain('Family');

    await page.getByRole('button', { name: /^Edit/ }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Spouse DOB').inputValue()).toBe('03/02/1988');
    expect(await page.getByRole('dialog').getByLabel('Number of Children').inputValue()).toBe('2');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('Term life with a family tier says plans are available for IO tier only', async () => {
    const { context, page } = await visitorOnPlans(DESKTOP, 'Family');
    await page.goto('/plans?type=term_life');
    await page.getByText('Plans are available for IO tier only').waitFor();
    expect(await planNames(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('After adding a plan the visitor can go to the cart from the notify dialog (%s)', async (screen, viewport) => {
    const { context, page } = await visitorOnPlans(viewport);
    await screenshot(page, `plans-filter-bar-${screen}`);
    const addButtons = page.getByRole('button', { name: /^Add .+ to cart$/ });
    await addButtons.first().click();
    const dialog = page.getByRole('dialog', { name: 'Plan added to cart.' });
    await dialog.waitFor();
    // The confirmation is a success notice, read out politely.
    await dialog.getByRole('status').getByText(/^Added .+ to cart\.$/).waitFor();
    await screenshot(page, `notify-modal-${screen}`);
    await dialog.getByRole('button', { name: 'Add More Plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/plans');

    await addButtons.first().click();
    // The next plan may need the association membership: its card comes first, then the notify dialog.
    const membership = page.getByRole('dialog', { name: 'Association membership required' });
    await membership.or(dialog).waitFor();
    if (await membership.isVisible()) await membership.getByRole('button', { name: 'Add membership and plan to cart' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'View Cart' }).click();
    await page.waitForURL('**/cart');
    await context.close();
  });
});

describe('a plan that needs the association membership, added from the list', () => {
  it('A visitor adding Premier Health L713 from the plans list sees the membership card first, by keyboard', async () => {
    const { context, page } = await visitorOnPlans();
    await page.goto('/plans?type=medical');
    const opener = page.getByRole('button', { name: 'Add Premier Health L713 to cart' });
    await expect.poll(() => opener.getAttribute('aria-haspopup')).toBe('dialog');
    await opener.focus();
    await page.keyboard.press('Enter');
    // The membership card comes first, then the plan; nothing is in the cart yet.
    const dialog = await membershipCardFirst(page, 'Premier Health L713');
    await screenshot(page, 'plans-membership-desktop');
    // Escape closes it unchanged and gives focus back to the card's button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).first().innerText()).toContain('0');

    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Add membership and plan to cart' }).click();
    const notify = page.getByRole('dialog', { name: 'Plan added to cart.' });
    await notify.waitFor();
    await notify.getByRole('button', { name: 'Add More Plan' }).click();
    await notify.waitFor({ state: 'detached' });
    // Focus is back on the plan's own button, now 'In cart'.
    const inCart = page.getByRole('button', { name: 'Premier Health L713 In cart' });
    await inCart.waitFor();
    await expect.poll(() => inCart.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Premier Health L713' }).first().waitFor();
    await page.getByText('Wellness Association Membership').first().waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  it('The plans page with its filters, the Edit popup and the recommend-list page have no serious WCAG A/AA violations', async () => {
    const { context, page } = await visitorOnPlans(DESKTOP, 'Member Only', { forAudit: true });
    await page.goto('/plans?type=medical');
    await page.getByLabel('Medical network').waitFor();
    await page.locator('[aria-roledescription="carousel"]').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog').getByLabel('Zip Code').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/recommend-list?name=plans');
    await page.getByRole('button', { name: /^More Info/ }).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the member store link', () => {
  it('A member store link opens plans for that member', async () => {
    const links = (await (await fetch(`${inject('baseUrl')}/api/v1/dev/member-store-links`)).json()) as { data: { ref: string; link: string }[] };
    const elena = links.data.find((m) => m.ref === 'M-1001')!;
    const { context, page } = await newVisitor(browser);
    await page.goto(elena.link.replace(/\/IO$/, '/IS'));
    await page.waitForURL('**/plans');
    // The link can be forwarded: the member's zip, gender and birth date stay on file, not on screen (issue 8).
    await page.getByText('Member + Spouse', { exact: true }).first().waitFor();
    await expect.poll(() => page.getByText('On file', { exact: true }).count()).toBe(3);
    expect(await page.getByText('78741', { exact: true }).count()).toBe(0);
    await expect.poll(async () => (await planNames(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  it('A tampered member store link shows the not-found page, and a link without a valid tier asks for one', async () => {
    const links = (await (await fetch(`${inject('baseUrl')}/api/v1/dev/member-store-links`)).json()) as { data: { link: string }[] };
    const { context, page } = await newVisitor(browser);
    await page.goto('/member-benefit-store/MS4xNzk3ODQ5NDEw.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/IO');
    await page.waitForURL('**/404');
    await page.getByText('OOPS! Page not found.').waitFor();

    await page.goto(links.data[0]!.link.replace(/\/IO$/, '/XX'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please choose a tier').waitFor();
    await page.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    await context.close();
  });
});
