import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { visitorOnPlans } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The listing's plan cards (not the recommended strip below it). */
const cards = (page: Page) => page.locator('main section[aria-labelledby^="group-"] article');
const planNames = (page: Page) => cards(page).locator('h3').allInnerTexts();
const cardPrices = async (page: Page) =>
  (await cards(page).allInnerTexts()).map((text) => {
    const match = /\$([\d,]+\.\d{2})\/month/.exec(text);
    return match ? Number(match[1]!.replace(/,/g, '')) : null;
  });

const THREE = ['Harbor Choice PPO Bronze', 'Bluepine Preventive Plus', 'Bluepine Vision Essentials'];

/** Ticks Compare on the three plans: the first by keyboard (Space), the others by mouse. */
async function chooseThree(page: Page) {
  await page.goto('/plans');
  await cards(page).first().waitFor();
  const first = page.getByRole('checkbox', { name: `Compare ${THREE[0]}` });
  await first.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => first.isChecked()).toBe(true);
  for (const name of THREE.slice(1)) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  await page.getByRole('region', { name: '3 plans chosen to compare' }).waitFor();
}

describe('compare', () => {
  it('A visitor compares three plans side by side and adds one from the compare page', async () => {
    const { context, page } = await visitorOnPlans(browser);
    // Each card shows the two facts that matter most for its category.
    const bronze = cards(page).filter({ has: page.getByRole('heading', { name: 'Harbor Choice PPO Bronze' }) });
    await page.goto('/plans?type=medical');
    await bronze.getByText('Deductible').waitFor();
    expect(await bronze.innerText()).toContain('$5,000.00');

    await chooseThree(page);
    await screenshot(page, 'plans-compare-chosen');
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.waitForURL(/\/compare\?plans=\d+,\d+,\d+$/);
    const table = page.getByRole('table', { name: 'Plans side by side: price, carrier, category and benefit facts' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(THREE.map((name) => expect.stringContaining(name)));
    const row = (header: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: header, exact: true }) });
    // A fact a plan does not have reads "Does not apply" to a screen reader and shows a dash.
    const cells = async (header: string) => (await row(header).getByRole('cell').allInnerTexts()).map((t) => (t.startsWith('—') ? '—' : t.trim()));
    expect(await cells('Deductible')).toEqual(['$5,000.00', '—', '—']);
    expect(await cells('Frame allowance')).toEqual(['—', '—', '$100.00']);
    expect(await cells('Category')).toEqual(['Medical', 'Dental', 'Vision']);
    expect((await cells('Monthly price')).every((t) => /\$[\d,]+\.\d{2}\/month/.test(t))).toBe(true);
    await screenshot(page, 'compare-desktop');

    // The link can be shared: it opens the same three plans.
    const shared = page.url();
    await page.getByRole('button', { name: 'Add Bluepine Vision Essentials to cart' }).click();
    await table.getByRole('button', { name: /Bluepine Vision Essentials\s+In cart/ }).waitFor();
    await page.goto('/cart');
    await page.getByText('Bluepine Vision Essentials').first().waitFor();
    await page.goto(shared);
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(3);

    // Remove takes a plan out of the table and of the address.
    await page.getByRole('button', { name: 'Remove Bluepine Preventive Plus from compare' }).click();
    await expect.poll(() => table.getByRole('columnheader').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('plans')!.split(',')).toHaveLength(2);
    await context.close();
  });

  it('A visitor who ticks a sixth plan is told at most five can be compared', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await cards(page).first().waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Compare / });
    for (let i = 0; i < 5; i++) await boxes.nth(i).check();
    await boxes.nth(5).click();
    await page.getByRole('alert').filter({ hasText: 'You can compare up to 5 plans. Remove one to add another.' }).waitFor();
    expect(await boxes.nth(5).isChecked()).toBe(false);
    await context.close();
  });
});

describe('sort and fact filters', () => {
  it('A visitor sorts medical plans by price, and Back keeps the order', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await page.goto('/plans?type=medical');
    await cards(page).first().waitFor();
    await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
    await page.waitForURL(/sort=price-asc/);
    await expect.poll(async () => {
      const prices = (await cardPrices(page)).filter((p): p is number => p !== null);
      return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    }).toBe(true);
    const ascending = await planNames(page);

    await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
    await page.waitForURL(/sort=price-desc/);
    await expect.poll(async () => (await planNames(page))[0]).not.toBe(ascending[0]);
    const descending = await planNames(page);

    await page.getByRole('link', { name: descending[0]! }).first().click();
    await page.waitForURL('**/plan/**');
    await page.getByRole('heading', { level: 1, name: descending[0]! }).waitFor();
    // The plan page lists every benefit fact of the plan.
    const facts = page.getByRole('region', { name: 'Benefit facts' });
    await facts.getByText('Specialist copay').waitFor();
    await facts.getByText('Network type').waitFor();
    await page.goBack();
    await page.waitForURL(/sort=price-desc/);
    await expect.poll(() => planNames(page)).toEqual(descending);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('price-desc');

    // Back again undoes the sort change itself.
    await page.goBack();
    await page.waitForURL(/sort=price-asc/);
    await expect.poll(() => planNames(page)).toEqual(ascending);
    await context.close();
  });

  it('A visitor narrows medical plans by deductible and network type', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await page.goto('/plans?type=medical');
    await cards(page).first().waitFor();
    expect(await planNames(page)).toContain('Harbor Choice PPO Bronze');
    await page.getByLabel('Deductible').selectOption({ label: '$2,500.00 or less' });
    await page.waitForURL(/deductible=250000/);
    await expect.poll(() => planNames(page)).not.toContain('Harbor Choice PPO Bronze');
    await page.getByLabel('Network type').selectOption('HMO');
    await page.waitForURL(/network_type=HMO/);
    await expect.poll(() => planNames(page)).toEqual(['Evergreen Community Care HMO']);
    await page.getByLabel('Network type').selectOption('EPO');
    await page.getByLabel('Deductible').selectOption({ label: '$500.00 or less' });
    await page.getByText('No medical plans match these filters. Choose a higher deductible or another network type.').waitFor();
    await context.close();
  });
});

describe('recommended plans', () => {
  it('A visitor sees a recommended plan\'s price and goes from its More Info to the plan page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/recommend-list?name=landing');
    const card = page.locator('main article').first();
    await card.waitFor();
    expect(await card.innerText()).toMatch(/From \$[\d,]+\.\d{2}\/month/);
    const name = await card.locator('h3').innerText();
    await card.getByRole('button', { name: /^More Info/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/From \$[\d,]+\.\d{2}\/month/).waitFor();
    await dialog.getByRole('link', { name: 'Plan Details' }).click();
    await page.waitForURL('**/plan/**');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('The compare page has no serious WCAG A/AA violations at %s px', async (width, viewport) => {
    const { context, page } = await visitorOnPlans(browser, viewport, { forAudit: true });
    await chooseThree(page);
    await page.getByRole('link', { name: 'Compare plans' }).click();
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: /^Add .* to cart/ }).first().waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await screenshot(page, `compare-${width}`);
    // The table scrolls sideways inside its own region at 390 px, not the page.
    if (viewport === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
