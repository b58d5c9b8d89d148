import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Runs the production build (`apps/api/dist/server.js`) exactly as `npm start` does, on embedded PGlite. */
export async function startStore(): Promise<RunningStore> {
  const server = join(repoRoot, 'apps/api/dist/server.js');
  if (!existsSync(server)) throw new Error('The store is not built: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bs-e2e-data-'));
  // RATE_LIMIT_MAX 0: the journeys probe wrong codes and links on purpose, many times over in one window, from one
  // address; the limits themselves are tested by the API suite (rate-limits.test.ts and the per-secret tests).
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
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
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    async stop() {
      const cpu = cpuSeconds(child.pid);
      if (cpu !== null) console.log(`e2e: the store at ${baseUrl} used ${cpu.toFixed(1)} s of CPU`);
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
