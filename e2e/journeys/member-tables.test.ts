import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, inViewport, launchBrowser, newVisitor, PHONE, screenshot, screenshotView } from '../support/browser.js';
import { signInAs, STAFF_ACCOUNTS } from '../support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const table = (page: Page, caption: string) => page.getByRole('table', { name: caption });
const rowNames = (page: Page, caption: string) => table(page, caption).getByRole('rowheader').allTextContents();
const pages = (page: Page) => page.getByRole('navigation', { name: 'Member pages' });

describe('the current-member tables', () => {
  it('A rep signs in, finds a member on page 2 of the table, and starts an enrollment for them', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-select-member' });
    await page.getByRole('heading', { level: 1, name: 'Current Members' }).waitFor();
    await table(page, 'Your members').waitFor();
    await expect.poll(() => rowNames(page, 'Your members')).toHaveLength(5);
    expect(await rowNames(page, 'Your members')).not.toContain('Elena Marquez');
    await page.getByText(/members found, page 1 of 3/).waitFor();

    await pages(page).getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(/members found, page 2 of 3/).waitFor();
    expect(await pages(page).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => rowNames(page, 'Your members')).toContain('Elena Marquez');
    const elena = table(page, 'Your members').getByRole('row').filter({ hasText: 'Elena Marquez' });
    // Her SSN is shown masked to the last four digits only.
    expect(await elena.textContent()).toMatch(/\*\*\*-\*\*-\d{4}/);
    expect(await elena.textContent()).toContain('POL-204511');

    await page.getByRole('button', { name: 'Enroll Now for Elena Marquez' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll Elena Marquez' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please choose a tier').waitFor();
    await dialog.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    // Priced for Elena at the chosen tier: the filter bar shows it, and plans are listed with their prices.
    await page.getByText('Member + Spouse', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().waitFor();
    await context.close();
  });

  it("A rep searches their table by policy number, and another rep's member is not found", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-select-member' });
    await table(page, 'Your members').waitFor();
    const search = page.getByRole('searchbox', { name: 'Search by name, e-mail or policy' });
    await search.fill('pol-210034');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => rowNames(page, 'Your members')).toEqual(['Marcus Whitfield']);
    await search.fill('Nowak');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/^No members match/).waitFor();
    await context.close();
  });

  it("A group administrator sees the group's members only", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAs(page, STAFF_ACCOUNTS.acmeAdmin, { next: '/group-select-member' });
    await table(page, 'Members of your group').waitFor();
    await expect.poll(() => rowNames(page, 'Members of your group')).toHaveLength(5);
    const names = await rowNames(page, 'Members of your group');
    expect(names).not.toContain('Priya Raman');
    for (const cell of await table(page, 'Members of your group').getByRole('row').allTextContents()) {
      if (cell.includes('@')) expect(cell).toContain('Acme Fabrication Co.');
    }
    // A rep's table is not the group administrator's: the page asks to sign in as a rep.
    await page.goto('/agent-select-member');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await context.close();
  });

  it('A visitor who is not signed in is sent to sign in and sees no member', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/agent-select-member');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    expect(await page.getByRole('table').count()).toBe(0);
    await context.close();
  });
});

// Issue 27 item 4: the page buttons sit under the table; paging shows the new page from its first row.
describe.each([
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const)('paging a member table at %s', (label, viewport) => {
  it("moves focus and view to the new page's first row", async () => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-select-member' });
    await expect.poll(() => rowNames(page, 'Your members')).toHaveLength(5);
    const firstRow = table(page, 'Your members').getByRole('rowheader').first();
    const focusedIsFirstRow = () => firstRow.evaluate((el) => el === document.activeElement);
    const inView = () => inViewport(firstRow);
    // On a desktop the count and the header row stay in view with the first row (on a phone the header row is for screen readers only).
    const headerInView = async () =>
      viewport !== DESKTOP || ((await inViewport(page.getByText(/members found, page \d of 3/))) && (await inViewport(table(page, 'Your members').locator('thead'), { vertical: true })));

    // By keyboard: Next page, as a screen reader user would, lands on the first row of page 2.
    await pages(page).getByRole('button', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/members found, page 2 of 3/).waitFor();
    await expect.poll(focusedIsFirstRow).toBe(true);
    expect(await rowNames(page, 'Your members')).toContain('Elena Marquez');
    expect(await firstRow.innerText()).toBe((await rowNames(page, 'Your members'))[0]);
    expect(await inView()).toBe(true);
    expect(await headerInView()).toBe(true);
    await screenshotView(page, `member-table-page-2-${label.replace(' ', '')}`);

    // By a click on a page number.
    await pages(page).getByRole('button', { name: 'Page 3' }).click();
    await page.getByText(/members found, page 3 of 3/).waitFor();
    await expect.poll(focusedIsFirstRow).toBe(true);
    expect(await inView()).toBe(true);
    expect(await headerInView()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('the current-member tables are accessible', () => {
  for (const [label, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`at ${label}: the rep's table, an empty search, the tier picker with its message, and the group's table`, async () => {
      const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
      await signInAs(page, STAFF_ACCOUNTS.danielOkafor, { next: '/agent-select-member' });
      await table(page, 'Your members').waitFor();
      await expect.poll(() => rowNames(page, 'Your members')).toHaveLength(5);
      await screenshot(page, `member-table-${viewport.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('searchbox', { name: 'Search by name, e-mail or policy' }).fill('nobody-by-this-name');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByText(/^No members match/).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => rowNames(page, 'Your members')).toHaveLength(5);
      await page.getByRole('button', { name: /^Enroll Now for / }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await dialog.getByText('Please choose a tier').waitFor();
      await screenshot(page, `member-table-tier-picker-${viewport.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await context.close();

      const admin = await newVisitor(browser, viewport, { forAudit: true });
      await signInAs(admin.page, STAFF_ACCOUNTS.lakesideAdmin, { next: '/group-select-member' });
      await table(admin.page, 'Members of your group').waitFor();
      await expect.poll(() => rowNames(admin.page, 'Members of your group')).toHaveLength(5);
      expect(await accessibilityViolations(admin.page)).toEqual([]);
      await admin.context.close();
    });
  }
});

describe('the member search box', () => {
  // Issue 27 item 7: the search field was the browser's bare input, and its Search button sat lower than it.
  for (const [label, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`at ${label}: the field looks like the store's other fields and its Search button sits level with it`, async () => {
      const { context, page } = await newVisitor(browser, viewport);
      await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-select-member' });
      await table(page, 'Your members').waitFor();
      const field = page.getByRole('searchbox', { name: 'Search by name, e-mail or policy' });
      const button = page.getByRole('button', { name: 'Search', exact: true });
      const [f, b] = [(await field.boundingBox())!, (await button.boundingBox())!];
      expect(Math.abs(f.y - b.y), JSON.stringify({ f, b })).toBeLessThanOrEqual(1);
      expect(Math.abs(f.height - b.height), JSON.stringify({ f, b })).toBeLessThanOrEqual(1);
      const look = await field.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopStyle, radius: s.borderTopLeftRadius };
      });
      expect(look.border).toBe('solid');
      expect(look.radius).not.toBe('0px');
      await screenshot(page, `member-search-${viewport.width}`);
      await context.close();
    });
  }
});
