// The JavaScript each route ships, gzipped: the entry the HTML loads (its script and modulepreloads) plus the
// chunks the route's module imports, read from Vite's manifest (apps/web/dist/.vite/manifest.json), against each
// route's budget on React 19 (docs/decisions/0070-react-in-production-and-one-bootstrap-call.md).
//   node scripts/route-js.mjs        (after `npm run build -w apps/web`; exits 1 when a route is over its budget)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

// WEB_DIST: another build's folder (to measure a build made next to the working one).
const dist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');

/**
 * Each route: its module, the chunks it loads as soon as it shows (the landing's form and location banner, and on each
 * page the recommended strip after the first paint), and its budget in KB gzipped for all of it (issue 24), where it
 * has one.
 */
export const ROUTES = [
  {
    path: '/',
    module: 'src/app/routes/landing.tsx',
    onView: [
      'src/features/filter/components/filter-form.tsx',
      'src/features/filter/components/location-banner.tsx',
      'src/features/recommendations/components/recommended-strip.tsx',
    ],
    budgetKb: 150,
  },
  { path: '/plans', module: 'src/app/routes/plans.tsx', onView: ['src/features/recommendations/components/recommended-strip.tsx'], budgetKb: 150 },
  { path: '/cart', module: 'src/app/routes/cart.tsx', onView: ['src/features/recommendations/components/recommended-strip.tsx'], budgetKb: 190 },
  { path: '/recommend-list', module: 'src/app/routes/recommend-list.tsx', onView: [] },
];

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

function staticClosure(manifest, key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** { path, entryKb, routeKb, onViewKb, totalKb, budgetKb } per route, in KB (1024 bytes) gzipped. */
export function routeJavaScript() {
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error('No Vite manifest: run `npm run build -w apps/web` first.');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g)].map((m) => m[1]));
  const entryBytes = [...entry].reduce((sum, f) => sum + gz(f), 0);
  return ROUTES.map((route) => {
    const routeFiles = [...staticClosure(manifest, route.module, new Set())].filter((f) => !entry.has(f));
    const seen = new Set([...entry, ...routeFiles]);
    const viewFiles = route.onView.flatMap((m) => [...staticClosure(manifest, m, new Set())]).filter((f) => !seen.has(f));
    const routeBytes = routeFiles.reduce((sum, f) => sum + gz(f), 0);
    const viewBytes = [...new Set(viewFiles)].reduce((sum, f) => sum + gz(f), 0);
    const kb = (n) => Math.round((n / 1024) * 10) / 10;
    return { path: route.path, entryKb: kb(entryBytes), routeKb: kb(routeBytes), onViewKb: kb(viewBytes), totalKb: kb(entryBytes + routeBytes + viewBytes), budgetKb: route.budgetKb ?? null };
  });
}

export function printRouteJavaScript(rows = routeJavaScript()) {
  console.log('\nJavaScript per route, gzipped KB (entry = the HTML\'s script and modulepreloads; route = its lazy chunks; on view = chunks it loads once shown)\n');
  console.log('| route | entry | route chunks | on view | total | budget |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const budget = r.budgetKb === null ? '-' : `${r.budgetKb}${overBudget(r) ? ' OVER' : ''}`;
    console.log(`| ${r.path} | ${r.entryKb} | ${r.routeKb} | ${r.onViewKb} | ${r.totalKb} | ${budget} |`);
  }
  return rows;
}

/** Whether a route loads more than its budget. */
export const overBudget = (row) => row.budgetKb !== null && row.totalKb > row.budgetKb;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = printRouteJavaScript();
  if (rows.some(overBudget)) process.exitCode = 1;
}
