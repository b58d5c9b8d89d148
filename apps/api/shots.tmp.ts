import { chromium, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js', { paths: ['../../e2e'] }), 'utf8');
async function axe(page: Page, what: string) {
  await page.addScriptTag({ content: axeSource });
  const v = await page.evaluate(async () => {
    const r = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return r.violations.map((x: any) => `${x.id} ${x.impact} ${x.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  });
  console.log(what, v.length ? v : 'no violations');
}
import { buildApp } from './src/app.js';
import { testConfig } from './test/helpers/test-app.js';
import { operatorSession } from './test/helpers/operator-session.js';
import { DEFAULT_WEB_DIST } from './src/config.js';

const report = {
  dry_run: true, applied: false,
  errors: [
    { file: 'rates/summit-dental.csv', line: 4, path: null, message: 'The price must be 0 or more.' },
    { file: 'catalog.json', line: null, path: 'plans[2].rates[0].tier', message: 'Unknown tier "XX": use IO, IS, IC or IF.' },
  ],
  entities: [{ entity: 'plans', added: ['new-plan'], changed: ['summit-dental'], removed: [], retired: ['old-vision'] }],
  rate_changes: [{ plan: 'summit-dental', cell: 'IO 18-64', old_cents: 2500, new_cents: 2750 }],
  totals: { added: 1, changed: 1, removed: 0 },
};

const app = await buildApp(testConfig({ kind: 'pglite-memory' }, { webDist: DEFAULT_WEB_DIST }), { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const { cookie } = await operatorSession(app);
const [name, value] = cookie.split('=') as [string, string];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = `http://127.0.0.1:${port}`;
const slug = process.argv[2] ?? '';
for (const [label, viewport] of [['1280', { width: 1280, height: 900 }], ['390', { width: 390, height: 844 }]] as const) {
  const context = await browser.newContext({ viewport, baseURL: base, bypassCSP: true });
  await context.addCookies([{ name, value: decodeURIComponent(value), url: base }]);
  const page = await context.newPage();
  await page.goto('/admin/catalog');
  await page.getByRole('table').waitFor();
  await page.screenshot({ path: `/tmp/cc-shots/catalog-${label}.png`, fullPage: true });
  await page.screenshot({ path: `/tmp/cc-shots/catalog-${label}-view.png` });
  await axe(page, `catalog ${label}`);
  const firstLink = page.getByRole('table').getByRole('link').first();
  const href = slug ? `/admin/catalog/${slug}` : await firstLink.getAttribute('href');
  await page.goto(href!);
  await page.getByRole('heading', { level: 2, name: 'Rates' }).waitFor();
  await page.screenshot({ path: `/tmp/cc-shots/plan-${label}.png`, fullPage: true });
  await page.getByRole('heading', { level: 2, name: 'Fees' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `/tmp/cc-shots/plan-${label}-rates.png` });
  await axe(page, `plan ${label}`);
  await page.route('**/api/v1/admin/catalog/import', (route) => route.fulfill({ json: { status: 'success', data: report } }));
  await page.goto('/admin/catalog/import');
  await page.getByLabel('Catalog files (.json, .csv)').setInputFiles([{ name: 'catalog.json', mimeType: 'application/json', buffer: Buffer.from('{}') }]);
  await page.getByText('1 file chosen').waitFor();
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  await page.getByRole('alert').waitFor();
  await page.screenshot({ path: `/tmp/cc-shots/import-${label}.png`, fullPage: true });
  await page.getByRole('heading', { name: 'Check result' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/cc-shots/import-${label}-view.png` });
  await axe(page, `import ${label}`);
  await context.close();
}
console.log('slug used', slug);
await browser.close();
await app.close();
