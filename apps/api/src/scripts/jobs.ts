import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { deadJobs, retryDeadJob } from '../modules/jobs/index.js';

const USAGE = 'usage: npm run jobs -- dead            list the dead jobs (newest first)\n       npm run jobs -- retry <id>    give a dead job a fresh set of attempts, due now\n';

/**
 * The operator's view of the job runner until there is a console: the jobs that gave up after their last attempt,
 * with their last error, and a way to run one again once its cause is fixed. Uses the server's database settings
 * (DATABASE_URL, else the PGlite data under DATA_DIR).
 */
async function main(): Promise<void> {
  const [command, arg] = process.argv.slice(2);
  const id = Number(arg);
  if (command !== 'dead' && !(command === 'retry' && Number.isInteger(id) && id > 0)) {
    process.stderr.write(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig().database;
  if (config.kind === 'pglite') {
    // PGlite's data directory is one process's at a time: a second opener beside a running store can corrupt it.
    process.stderr.write(`The embedded database (${config.dataDir}) is opened by one process at a time: run this with the store stopped.\n`);
  }
  const database = await openDatabase(config);
  try {
    if (command === 'dead') {
      const dead = await deadJobs(database.db);
      if (dead.length === 0) process.stdout.write('no dead jobs\n');
      for (const j of dead) {
        process.stdout.write(`${j.id}\t${j.kind}\t${j.key}\tattempts ${j.attempts}\tcreated ${j.createdAt.toISOString()}\t${j.lastError ?? ''}\n`);
      }
    } else if (await retryDeadJob(database.db, id, new Date())) {
      process.stdout.write(`job ${id} is pending again; a running server takes it at its next round\n`);
    } else {
      process.stderr.write(`no dead job ${id}\n`);
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

await main();
