import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface RunningStore {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A first start creates the database, migrates and seeds it: seconds on an idle machine, but the journeys' stores
 * start beside typecheck and lint (scripts/test.mjs), two at once, and took over a minute on a loaded machine.
 */
const START_LIMIT_MS = 180_000;

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The store did not answer ${url} within ${START_LIMIT_MS / 1000} s:\n${output()}`);
}

/** The CPU seconds a running process has used (Linux), for the run's figures: what the journeys cost the store. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The store's own database on a PostgreSQL server, when E2E_POSTGRES_URL names one (opt-in): a fresh database beside
 * it, dropped at the end. The same build then runs on native PostgreSQL. CI leaves it off: measured on an idle
 * two-core machine, the journeys took longer on the PostgreSQL server the API suite was using at the same time (1,032 s
 * against 795 s on PGlite), although the store itself used less CPU (decision 0066). Without it the store runs on
 * embedded PGlite, as `npm start` does.
 */
async function ownDatabase(serverUrl: string | undefined): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!serverUrl) return null;
  const name = `bs_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new URL(serverUrl);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs the production build (`apps/api/dist/server.js`) exactly as `npm start` does: on embedded PGlite, or on a
 * database of its own on the PostgreSQL server E2E_POSTGRES_URL names (see ownDatabase).
 */
export async function startStore(): Promise<RunningStore> {
  const server = join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(server)) throw new Error('The store is not built: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bs-e2e-data-'));
  const database = await ownDatabase(process.env.E2E_POSTGRES_URL);
  // RATE_LIMIT_MAX 0: the journeys probe wrong codes and links on purpose, many times over in one window, from one
  // address; the limits themselves are tested by the API suite (rate-limits.test.ts and the per-secret tests).
  // CARRIER_FILE_SETTLE_SECONDS 0: a carrier's changes file sends a completion of a second ago (the store's clock is
  // real; the five minutes' wait is tested by the API suite, carrier-files.test.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', CARRIER_FILE_SETTLE_SECONDS: '0' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  if (database) {
    env.DATABASE_URL = database.url;
    // On PostgreSQL the server asks for the secret every replica signs sessions with (PGlite keeps its own).
    env.SESSION_SECRET = randomBytes(48).toString('base64');
  }
  const cleanUp = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  const child = spawn(process.execPath, [server], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${baseUrl}/api/v1/get-plan-category`, child, () => log);
  } catch (error) {
    // No teardown runs after a failed setup: a store left running would keep Vitest from exiting.
    child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      const cpu = cpuSeconds(child.pid);
      if (cpu !== null) console.log(`e2e: the store at ${baseUrl} (${database ? 'PostgreSQL' : 'PGlite'}) used ${cpu.toFixed(1)} s of CPU`);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await cleanUp();
    },
  };
}
