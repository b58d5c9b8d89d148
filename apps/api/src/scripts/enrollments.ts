import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAnyDate, toIsoDate, type CarrierFileFormat } from '@benefit-store/domain';
import { DEFAULT_CARRIER_FILE_SETTLE_SECONDS, loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { makeCarrierFile } from '../modules/carrier-files/carrier-file.service.js';
import { listCarrierConfigs } from '../modules/carrier-files/carrier-files.repository.js';
import { FieldCipher, loadDataKeys } from '../modules/shared/field-encryption.js';

const USAGE = `usage: npm run enrollments -- carriers
         list the carrier ids, their trading partners and file mode
       npm run enrollments -- export --carrier <id|all> --format 834|csv --out <file|folder> [--since <YYYY-MM-DD>]
         write a carrier's enrollment file (all: one file per carrier into the folder); --since: enrollments completed from that day
`;

export interface ExportArgs {
  carrier: string;
  format: CarrierFileFormat;
  out: string;
  since: Date | null;
}

/** The export's options, or a message saying what is wrong. */
export function parseExportArgs(args: readonly string[]): ExportArgs | string {
  const value = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const carrier = value('carrier');
  const format = value('format');
  const out = value('out');
  const sinceText = value('since');
  if (!carrier) return '--carrier is required (an id from `npm run enrollments -- carriers`, or all)';
  if (format !== '834' && format !== 'csv') return '--format must be 834 or csv';
  if (!out) return '--out is required';
  let since: Date | null = null;
  if (sinceText !== undefined) {
    const day = parseAnyDate(sinceText);
    if (!day) return `--since ${sinceText} is not a date (YYYY-MM-DD)`;
    since = new Date(`${toIsoDate(day)}T00:00:00Z`);
  }
  return { carrier, format, out, since };
}

/** Writes the files; answers one line per file made. `settleMs`: CARRIER_FILE_SETTLE_SECONDS, as the server reads it. */
export async function exportFromCommandLine(db: Db, cipher: FieldCipher, args: ExportArgs, now: Date, settleMs?: number): Promise<string[]> {
  const carriers = args.carrier === 'all' ? (await listCarrierConfigs(db)).map((c) => c.carrierKey) : [args.carrier];
  const lines: string[] = [];
  for (const carrier of carriers) {
    const made = await makeCarrierFile(db, cipher, carrier, { format: args.format, now, madeBy: 'command', since: args.since, ...(settleMs === undefined ? {} : { settleMs }) });
    if (!made) throw new Error(`no carrier ${carrier} in the catalog (see npm run enrollments -- carriers)`);
    const path = args.carrier === 'all' ? join(args.out, made.file.fileName) : args.out;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, made.text, { mode: 0o600 });
    lines.push(`${path}\t${made.file.enrollmentCount} enrollments, ${made.file.memberCount} people, ${made.file.coverageCount} coverages`);
  }
  return lines;
}

/**
 * The carriers' enrollment files from the command line (issue 25 item 2). Uses the server's database settings
 * (DATABASE_URL, else the PGlite data under DATA_DIR) and its data key (DATA_KEY, else the data-key file).
 * Files are written owner-only: they hold SSNs.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const command = args[0];
  const exportArgs = command === 'export' ? parseExportArgs(args) : null;
  if ((command !== 'carriers' && command !== 'export') || typeof exportArgs === 'string') {
    if (typeof exportArgs === 'string') process.stderr.write(`${exportArgs}\n`);
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const appConfig = loadConfig();
  const config = appConfig.database;
  if (config.kind === 'pglite') {
    // PGlite's data directory is one process's at a time: a second opener beside a running store can corrupt it.
    process.stderr.write(`The embedded database (${config.dataDir}) is opened by one process at a time: run this with the store stopped.\n`);
  }
  const database = await openDatabase(config);
  try {
    if (command === 'carriers') {
      for (const c of await listCarrierConfigs(database.db)) {
        process.stdout.write(`${c.carrierKey}\t${c.carrierName}\t${c.isaSenderId} -> ${c.isaReceiverId}\t${c.mode}\t${c.planCount} plans${c.configured ? '' : '\t(default settings)'}\n`);
      }
    } else if (exportArgs) {
      const cipher = new FieldCipher(loadDataKeys(process.env, appConfig.dataDir ?? null));
      for (const line of await exportFromCommandLine(database.db, cipher, exportArgs, new Date(), (appConfig.carrierFileSettleSeconds ?? DEFAULT_CARRIER_FILE_SETTLE_SECONDS) * 1000)) process.stdout.write(`wrote ${line}\n`);
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
