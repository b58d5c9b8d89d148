import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importFedAchDirectory } from '../modules/payments/fedach-directory.js';

/**
 * `npm run bank-directory:import -- <file>`: loads the Federal Reserve's FedACH directory file (fedachdir.txt, the
 * fixed-width format) into bank_directory, the table the routing-number lookup of the Billing step reads. Uses the
 * same database settings as the server (DATABASE_URL, else the PGlite data under DATA_DIR). Safe to run again: a
 * newer file updates names and adds banks.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run bank-directory:import -- <FedACH directory file>');
    process.exitCode = 2;
    return;
  }
  const text = await readFile(file, 'latin1');
  const database = await openDatabase(loadConfig().database);
  try {
    const { imported, skipped } = await importFedAchDirectory(database.db, text);
    process.stdout.write(`bank directory: ${imported} routing numbers imported${skipped > 0 ? `, ${skipped} lines skipped (not FedACH records)` : ''}\n`);
  } finally {
    await database.close();
  }
}

await main();
