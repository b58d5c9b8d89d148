import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations, accessibilityViolationsOf, DESKTOP, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { useSignedInOperator } from '../support/console.js';

const operator = useSignedInOperator('/admin/staff');

/** Each console screen of reports (the home), sites, reps, groups and the audit log, with what shows once it has loaded. */
const SCREENS: { path: string; name: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/admin', name: 'reports', ready: (p) => p.getByRole('table', { name: 'Completed enrollments by group' }).waitFor() },
  { path: '/admin/sites', name: 'sites', ready: (p) => p.getByRole('table', { name: 'Sites' }).waitFor() },
  { path: '/admin/sites/acme', name: 'site', ready: (p) => p.getByRole('button', { name: 'Save branding' }).waitFor() },
  { path: '/admin/reps', name: 'reps', ready: (p) => p.getByRole('table', { name: 'Reps' }).waitFor() },
  { path: '/admin/groups/ACME2024', name: 'group', ready: (p) => p.getByRole('button', { name: 'Save branding' }).waitFor() },
  { path: '/admin/audit', name: 'audit', ready: (p) => p.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor() },
];

describe('the console screens', () => {
  it('An operator edits a group’s branding: the group’s landing page shows it and the audit log says who changed what', async () => {
    const { context, page } = await operator.open(DESKTOP);
    await page.goto('/admin/groups');
    await page.getByRole('searchbox', { name: 'Search groups' }).fill('acme');
    await page.getByRole('button', { name: 'Search the list' }).click();
    await page.waitForURL(/\?q=acme/);
    await page.getByRole('link', { name: 'Acme Fabrication Employee Benefits' }).first().click();
    const name = page.getByLabel('Display name', { exact: true });
    await name.fill('Acme Fabrication Benefits Desk');
    await page.getByLabel('Tagline').fill('Benefits for the people who build things, with a desk to ask.');
    await page.getByLabel('Primary colour').fill('purple');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByText('Enter a colour as # and 6 hex digits, like #0b4f94').waitFor();
    await page.getByLabel('Primary colour').fill('#7c2d12');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByText('Branding saved. The storefront shows it now.').waitFor();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await page.getByLabel('Record changed', { exact: true }).selectOption('group');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const row = page.getByRole('row').filter({ hasText: 'ACME2024' }).first();
    await row.getByText('olive.operator@example.com').waitFor();
    await row.getByText('Show the change').click();
    await row.getByText('Acme Fabrication Benefits Desk').waitFor();

    const shopper = await newVisitor(operator.browser(), DESKTOP);
    await shopper.page.goto('/acme-fabrication');
    await shopper.page.getByRole('banner').getByText('Benefits for the people who build things, with a desk to ask.').waitFor();
    await shopper.context.close();

    // The demo group as it was: other journeys on this store (sites.test.ts) show Acme's own branding.
    await page.goto('/admin/groups/ACME2024');
    await page.getByLabel('Display name', { exact: true }).fill('Acme Fabrication Employee Benefits');
    await page.getByLabel('Tagline').fill('Good benefits for the people who build things.');
    await page.getByLabel('Primary colour').fill('#991b1b');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await page.getByText('Branding saved. The storefront shows it now.').waitFor();
    await context.close();
  });

  it('An operator opens the console’s home: the reports of a period, four tables, each downloadable as CSV for the same period', async () => {
    const { context, page } = await operator.open(DESKTOP);
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).getAttribute('aria-current')).toBe('page');
    for (const caption of ['by day', 'by carrier', 'by plan category', 'by group']) await page.getByRole('table', { name: `Completed enrollments ${caption}` }).waitFor();

    await page.getByLabel('Last day').fill('2020-01-01');
    await page.getByRole('button', { name: 'Show the period' }).click();
    await page.getByText('The last day must be on or after the first day.').waitFor();
    await page.getByRole('group', { name: 'Quick choices' }).getByRole('button', { name: 'Last month' }).click();
    await page.waitForURL(/\/admin\?from=\d{4}-\d{2}-01&to=/);
    // The form stays as it is: focus stays on the button pressed, never dropped to the page's start.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Last month');
    const asked = new URL(page.url()).searchParams;
    const link = page.getByRole('link', { name: 'Download CSV: Completed enrollments by carrier' });
    await expect.poll(() => link.getAttribute('href')).toBe(`/api/v1/admin/reports/carriers.csv?from=${asked.get('from')}&to=${asked.get('to')}`);
    const csv = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="completed-enrollments-by-carriers_/);
    const text = await csv.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')[0]).toBe('Carrier id,Carrier of the plans,Enrollments completed,Premium per month (USD)');
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`The reports, sites, reps, groups and audit screens have no accessibility violations at ${viewport.width} px`, async () => {
      const { context, page } = await operator.open(viewport, true);
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await screen.ready(page);
        expect(await accessibilityViolations(page), `${screen.path} at ${viewport.width} px`).toEqual([]);
        // Each report table's scroll region is the one landmark of its name (the general run leaves best practices out).
        if (screen.name === 'reports') expect(await accessibilityViolationsOf(page, ['landmark-unique']), `${screen.path} at ${viewport.width} px`).toEqual([]);
        await screenshot(page, `console-${screen.name}-${viewport.width}`);
      }
      await context.close();
    });
  }

  it("The storefront's landing and plans pages load no console code", () => {
    const dist = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'web', 'dist');
    const manifestFile = join(dist, '.vite', 'manifest.json');
    expect(existsSync(manifestFile)).toBe(true);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const closure = (key: string, into = new Set<string>()): Set<string> => {
      if (into.has(key) || !manifest[key]) return into;
      into.add(key);
      for (const imported of manifest[key].imports ?? []) closure(imported, into);
      return into;
    };
    const consoleCode = /Benefit Store console|admin\/audit-log|Checking your console session/;
    for (const entry of ['index.html', 'src/app/routes/plans.tsx']) {
      const chunks = [...closure(entry)].map((key) => manifest[key]!.file);
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.filter((file) => consoleCode.test(readFileSync(join(dist, file), 'utf8')))).toEqual([]);
    }
    const consoleChunk = manifest['src/features/admin/admin-routes.tsx']!.file;
    expect(consoleCode.test(readFileSync(join(dist, consoleChunk), 'utf8'))).toBe(true);
  });
});
