import { performance } from 'node:perf_hooks';
import { readCatalogFiles, writeRatesCsv, type CatalogFile } from '@benefit-store/domain';
import { openDatabase } from '../db/client.js';
import { demoCatalogFiles } from '../db/seed/demo/catalog-files.js';
import { applyCatalogImport, planCatalogImport } from '../modules/catalog-files/index.js';

/**
 * Import times of the catalog files on in-memory PGlite (`npm run bench` prints them; run alone with
 * `npx tsx apps/api/src/scripts/bench-catalog-import.ts`): the demo catalog, then a generated one with 100 times its
 * rate rows (each demo plan copied 100 times with its rates, the rates in one CSV), each as a dry run and applied.
 */

/** The demo catalog with `times` copies of every plan (slug-cNNN), rates in one CSV; people as in the demo. */
function scaled(times: number): CatalogFile[] {
  const read = readCatalogFiles(demoCatalogFiles);
  if (!read.catalog) throw new Error('the demo catalog does not read');
  const copies = read.catalog.plans.flatMap((p) =>
    Array.from({ length: times }, (_, i) => ({ ...p, slug: i === 0 ? p.slug : `${p.slug}-c${String(i).padStart(3, '0')}`, sortOrder: p.sortOrder + i })),
  );
  const catalog = { ...read.catalog, plans: copies.map(({ rates: _rates, ...p }) => p) };
  return [
    { name: 'catalog.json', text: JSON.stringify(catalog) },
    { name: 'rates.csv', text: writeRatesCsv(copies) },
    ...demoCatalogFiles.filter((f) => f.name === 'people.json'),
  ];
}

function bumpFirstRate(files: CatalogFile[]): CatalogFile[] {
  const first = files.find((f) => f.name.endsWith('.csv'));
  return files.map((f) => {
    if (f !== first) return f;
    const lines = f.text.split('\n');
    const i = lines.findIndex((l, n) => n > 0 && l.includes(','));
    lines[i] = lines[i]!.replace(/,(\d+)\.(\d\d)$/, (_m, d: string, c: string) => `,${Number(d) + 1}.${c}`);
    return { ...f, text: lines.join('\n') };
  });
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const out = await fn();
  return [Math.round(performance.now() - start), out];
}

/** One catalog's import times, in ms: into a database without it (dry run, applied), then with one rate changed. */
export interface CatalogImportFigures {
  title: string;
  rateRows: number;
  added: number;
  dryRunMs: number;
  importMs: number;
  dryRunOneChangeMs: number;
  oneChangeCount: number;
  importOneChangeMs: number;
}

export async function benchCatalogImport(): Promise<CatalogImportFigures[]> {
  const rows: CatalogImportFigures[] = [];
  const database = await openDatabase({ kind: 'pglite-memory' }, undefined, () => {});
  const db = database.db;
  try {
    for (const [title, files] of [
      ['demo catalog', demoCatalogFiles],
      ['100x the demo rates', scaled(100)],
    ] as const) {
      const rateRows = (readCatalogFiles(files).catalog?.plans ?? []).reduce((n, p) => n + p.rates.length, 0);
      const [dry, dryReport] = await timed(() => planCatalogImport(db, files));
      const [apply, applied] = await timed(() => applyCatalogImport(db, files));
      if (!applied.applied) throw new Error(`${title}: ${JSON.stringify(applied.errors.slice(0, 3))}`);
      const changed = bumpFirstRate(files);
      const [dryOne, one] = await timed(() => planCatalogImport(db, changed));
      const [applyOne] = await timed(() => applyCatalogImport(db, changed));
      rows.push({
        title,
        rateRows,
        added: dryReport.totals.added,
        dryRunMs: dry,
        importMs: apply,
        dryRunOneChangeMs: dryOne,
        oneChangeCount: one.rate_changes.length,
        importOneChangeMs: applyOne,
      });
    }
  } finally {
    await database.close();
  }
  return rows;
}

// `--json`: the figures as one JSON line (scripts/bench.mjs puts them in its table); otherwise a table of their own.
if (process.argv[1]?.endsWith('bench-catalog-import.ts')) {
  const figures = await benchCatalogImport();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
  } else {
    const lines = [
      '\nCatalog import on in-memory PGlite (the first two columns: into a database without them; then one rate changed)\n',
      '| files | dry run | import | dry run, one rate changed | import, one rate changed |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...figures.map(
        (f) =>
          `| ${f.title} (${f.rateRows} rate rows, ${f.added} added) | ${f.dryRunMs} ms | ${f.importMs} ms | ${f.dryRunOneChangeMs} ms (${f.oneChangeCount} change) | ${f.importOneChangeMs} ms |`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
