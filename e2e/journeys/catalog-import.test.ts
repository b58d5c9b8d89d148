import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, screenshot } from '../support/browser.js';
import { signInAsDemoOperator } from '../support/console.js';
import { visitorOnPlans } from '../support/storefront.js';

let browser: Browser;
let operator: { context: BrowserContext; page: Page };
beforeAll(async () => {
  browser = await launchBrowser();
  operator = await newVisitor(browser, DESKTOP);
  await signInAsDemoOperator(operator.page, '/admin/catalog/import');
});
afterAll(async () => {
  await browser?.close();
});

const PLAN = { slug: 'bluepine-dental-basic', name: 'Bluepine Dental Basic' };
type CatalogFile = { name: string; buffer: Buffer; mimeType: string };

/** Exports the catalog from the console and downloads every file, as an operator saves them. */
async function exportCatalog(page: Page): Promise<CatalogFile[]> {
  await page.getByRole('button', { name: 'Prepare catalog files' }).click();
  const links = page.getByRole('link', { name: /^Download / });
  await links.first().waitFor();
  const files: CatalogFile[] = [];
  for (const link of await links.all()) {
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const name = download.suggestedFilename();
    files.push({ name, buffer: await readFile((await download.path())!), mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json' });
  }
  return files;
}

/** The files with the rates CSV rewritten line by line. */
function withRates(files: CatalogFile[], edit: (line: string) => string): CatalogFile[] {
  return files.map((file) => (file.name.endsWith('.csv') ? { ...file, buffer: Buffer.from(file.buffer.toString('utf8').split('\n').map(edit).join('\n')) } : file));
}

/** The plan's Member Only rate for every age (no gender, tobacco or state of its own): `plan,IO,18,100,,,,24.00`. */
const memberOnlyRate = new RegExp(`^${PLAN.slug},IO,18,100,,,,([0-9.]+)$`);

async function check(page: Page, files: CatalogFile[]) {
  await page.getByLabel('Catalog files (.json, .csv)').setInputFiles(files);
  await page.getByText(files.length === 1 ? '1 file chosen' : `${files.length} files chosen`).waitFor();
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await page.getByRole('heading', { level: 2, name: 'Check result' }).waitFor();
}

describe('the catalog import', () => {
  it('an operator exports the catalog, changes one rate, sees exactly that change in the check, applies it, and shoppers see the new price', async () => {
    const { page } = operator;
    const exported = await exportCatalog(page);
    expect(exported.map((f) => f.name).sort()).toEqual(['catalog.json', 'people.json', 'rates.csv']);
    const rates = exported.find((f) => f.name === 'rates.csv')!.buffer.toString('utf8');
    const old = rates.split('\n').map((line) => memberOnlyRate.exec(line)?.[1]).find(Boolean);
    expect(old).toBe('24.00');

    await check(page, withRates(exported, (line) => (memberOnlyRate.test(line) ? line.replace(/,24\.00$/, ',26.50') : line)));
    expect(await page.getByRole('status').filter({ hasText: 'No errors' }).innerText()).toBe('No errors. Applying would add 0, change 1 and remove 0.');
    const changes = page.getByRole('table', { name: 'Changed rates' }).getByRole('row');
    await expect.poll(() => changes.count()).toBe(2);
    expect((await changes.nth(1).innerText()).replace(/\s+/g, ' ')).toMatch(new RegExp(`^${PLAN.slug} .* \\$24\\.00 \\$26\\.50$`));
    await screenshot(page, 'console-catalog-import-check');

    await page.getByRole('button', { name: 'Apply import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this import?' });
    await dialog.getByRole('button', { name: 'Apply import' }).click();
    await page.getByRole('heading', { level: 2, name: 'Import result' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Import applied' }).innerText()).toBe('Import applied: 0 added, 1 changed, 0 removed.');

    const shopper = await visitorOnPlans(browser);
    const card = shopper.page.locator('main section[aria-labelledby^="group-"] article').filter({ has: shopper.page.getByRole('heading', { name: PLAN.name, exact: true }) });
    await expect.poll(() => card.innerText()).toContain('$26.50');
    await shopper.context.close();
  });

  it('a file with a negative rate and an unknown tier is refused with both errors located, and nothing changes', async () => {
    const { page } = operator;
    await page.goto('/admin/catalog/import');
    const exported = await exportCatalog(page);
    const lines = exported.find((f) => f.name === 'rates.csv')!.buffer.toString('utf8').split('\n');
    const negative = lines.findIndex((line) => memberOnlyRate.test(line));
    const unknownTier = lines.findIndex((line) => line.startsWith(`${PLAN.slug},IS,`));
    const broken = withRates(exported, (line) =>
      line === lines[negative] ? line.replace(/,[0-9.]+$/, ',-5.00') : line === lines[unknownTier] ? line.replace(`${PLAN.slug},IS,`, `${PLAN.slug},XX,`) : line,
    );
    await check(page, broken);
    expect(await page.getByRole('alert').innerText()).toBe('The files have 2 errors: nothing was changed.');
    // Each error names the file and its line (the header is line 1: the array's index i is line i + 1).
    const errors = (await page.getByRole('table', { name: 'Errors' }).getByRole('row').allInnerTexts()).slice(1).map((row) => row.replace(/\s+/g, ' '));
    expect(errors).toHaveLength(2);
    expect(errors.some((row) => row.startsWith(`rates.csv Line ${negative + 1} `))).toBe(true);
    expect(errors.some((row) => row.startsWith(`rates.csv Line ${unknownTier + 1} `))).toBe(true);
    expect(await page.getByRole('button', { name: 'Apply import' }).isDisabled()).toBe(true);
    await screenshot(page, 'console-catalog-import-refused');

    await page.goto(`/admin/catalog/${PLAN.slug}`);
    const grid = page.getByRole('table', { name: /rating cells?, monthly prices/ });
    await expect.poll(() => grid.getByRole('row').nth(1).innerText()).toContain('$26.50');
  });
});
