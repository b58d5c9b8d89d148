import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { centsToDecimal, type CatalogFile, type ImportReport } from '@benefit-store/domain';
import { loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { applyCatalogImport, exportCatalog, planCatalogImport, readCatalogPath, recordCatalogImport, writeCatalogFolder } from '../modules/catalog-files/index.js';
import { writeCatalogSchemas } from './catalog-schema.js';

const USAGE = `usage: npm run catalog -- import <file|folder> [--dry-run]   import catalog files (every .json and .csv of a folder)
       npm run catalog -- export <folder|file.json>            write the catalog as files (a .json file: the catalog document, rates inline)
       npm run catalog -- schema                               write the JSON Schemas to docs/catalog-format/
`;

const money = (cents: number | null) => (cents === null ? '-' : `$${centsToDecimal(cents)}`);

/** The report as a person reads it: per entity what is added, changed, removed and retired; each rate's old → new price; each error located. */
export function formatReport(report: ImportReport): string {
  const lines: string[] = [];
  if (report.errors.length > 0) {
    lines.push(`${report.errors.length} error${report.errors.length === 1 ? '' : 's'}; nothing was changed:`);
    for (const e of report.errors) lines.push(`  ${e.file}${e.line !== null ? `:${e.line}` : ''}${e.path ? ` ${e.path}` : ''}: ${e.message}`);
    return `${lines.join('\n')}\n`;
  }
  for (const e of report.entities) {
    if (e.entity === 'rates') continue;
    const parts = [
      ['added', e.added],
      ['changed', e.changed],
      ['removed', e.removed],
      ['retired', e.retired],
    ] as const;
    if (parts.every(([, list]) => list.length === 0)) continue;
    lines.push(`${e.entity}:`);
    for (const [word, list] of parts) {
      if (list.length === 0) continue;
      lines.push(`  ${word} (${list.length}): ${list.join(', ')}`);
    }
  }
  if (report.rate_changes.length > 0) {
    lines.push(`rates (${report.rate_changes.length}):`);
    for (const r of report.rate_changes) lines.push(`  ${r.plan}, ${r.cell}: ${money(r.old_cents)} -> ${money(r.new_cents)}`);
  }
  const { added, changed, removed } = report.totals;
  const retired = report.entities.reduce((n, e) => n + e.retired.length, 0);
  const summary = added + changed + removed + retired === 0 ? 'no changes' : `${added} added, ${changed} changed, ${removed} removed${retired ? `, ${retired} retired` : ''}`;
  lines.push(report.dry_run ? `Dry run: ${summary}; nothing was written.` : report.applied ? `Imported: ${summary}.` : `Not imported: ${summary}.`);
  return `${lines.join('\n')}\n`;
}

/** The command line's import: a dry run writes nothing; an import is audited like the console's, with no actor or address. */
export async function importFromCommandLine(db: Db, files: readonly CatalogFile[], dryRun: boolean): Promise<ImportReport> {
  if (dryRun) return planCatalogImport(db, files);
  return applyCatalogImport(db, files, { onApplied: (tx, applied) => recordCatalogImport(tx, files, applied, { actor: null, ip: null }) });
}

/**
 * The catalog files from the command line: import (with --dry-run, nothing written), export, and the JSON Schemas.
 * Uses the server's database settings (DATABASE_URL, else the PGlite data under DATA_DIR).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [command, path] = args.filter((a) => !a.startsWith('--'));
  const dryRun = args.includes('--dry-run');
  if (command === 'schema') {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
    for (const written of writeCatalogSchemas(root)) process.stdout.write(`wrote ${written}\n`);
    return;
  }
  if ((command !== 'import' && command !== 'export') || !path) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const files = command === 'import' ? readCatalogPath(path) : [];
  if (command === 'import' && files.length === 0) {
    process.stderr.write(`no .json or .csv files in ${path}\n`);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig().database;
  if (config.kind === 'pglite') {
    // PGlite's data directory is one process's at a time: a second opener beside a running store can corrupt it.
    process.stderr.write(`The embedded database (${config.dataDir}) is opened by one process at a time: run this with the store stopped.\n`);
  }
  const database = await openDatabase(config);
  try {
    if (command === 'import') {
      const report = await importFromCommandLine(database.db, files, dryRun);
      process.stdout.write(formatReport(report));
      if (report.errors.length > 0) process.exitCode = 1;
    } else if (path.toLowerCase().endsWith('.json')) {
      const [catalog] = await exportCatalog(database.db, { ratesInline: true });
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, catalog!.text);
      process.stdout.write(`wrote the catalog document to ${path} (export to a folder for people.json too)\n`);
    } else {
      const exported = await exportCatalog(database.db);
      writeCatalogFolder(path, exported);
      process.stdout.write(`wrote ${exported.map((f) => f.name).join(', ')} to ${path}\n`);
    }
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
