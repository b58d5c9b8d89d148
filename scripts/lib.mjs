// Shared helpers for the project's scripts: run a command, find out whether the build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const sources = [
  'packages/domain/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'package-lock.json',
];
export const builtMarkers = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];

/** True when either half has never been built, or a source file is newer than the build. */
export function buildIsStale() {
  const built = builtMarkers.map((m) => newestMtime(join(root, m)));
  if (built.some((t) => t === 0)) return true;
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  return newestSource > Math.min(...built);
}

export async function buildIfStale() {
  if (!buildIsStale()) return 0;
  console.log('Building the web app and the API server…');
  return run('npm', ['run', 'build']);
}

/**
 * Debian's browser packages: the journeys run in the headless shell (decision 0089); the bench's Lighthouse and
 * landing-to-receipt runs in the full browser, as a person's would.
 */
export const DEBIAN_BROWSERS = {
  headlessShell: { path: '/usr/bin/chromium-headless-shell', apt: 'chromium-headless-shell' },
  full: { path: '/usr/bin/chromium', apt: 'chromium' },
};

/**
 * Installs `browser` (one of DEBIAN_BROWSERS) with apt-get when its binary is missing; root only, as on CI. `exec` runs
 * a command and answers its exit code, `say` tells what happens. Answers 0 when the browser is there.
 */
export async function ensureDebianBrowser(browser, { exec, say }) {
  if (existsSync(browser.path)) return 0;
  if (process.getuid?.() !== 0) {
    say(`Chromium is missing at ${browser.path}. Install Debian's package: sudo apt-get install -y ${browser.apt}\n`);
    return 1;
  }
  say(`Installing ${browser.apt} from Debian's packages…\n`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await exec('apt-get', ['update', '-qq'], { env });
  if (update !== 0) return update;
  return exec('apt-get', ['install', '-y', '-qq', browser.apt], { env });
}

/** A TCP port free on 127.0.0.1 right now (for a server a bench starts). */
export function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A visitor of the store at `base` (…/api/v1) with a Member + Family filter: its cookie, enrollment and first priced plan. */
export async function benchShopper(base) {
  const created = await fetch(`${base}/add-filter-for-new-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '10001', gender: 1, tier: 'IF', dob: '04/12/1984' }),
  });
  const cookie = created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const enrollmentId = (await created.json()).data.temp_enrollment_id;
  const listing = await (await fetch(`${base}/get-filtered-plans?enrollment_id=${enrollmentId}`, { headers: { cookie } })).json();
  const plan = listing.data.result.flatMap((g) => g.plans).find((p) => p.ppid !== null);
  return { cookie, enrollmentId, plan };
}

/** The Accept-Encoding Chromium sends with every call: the store's pages ask the API this way. */
export const AS_A_BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** `count` visitors as benchShopper makes them. */
export function benchShoppers(base, count) {
  return Promise.all(Array.from({ length: count }, () => benchShopper(base)));
}

/** add-plan-to-cart's load: connection i adds the first priced plan of shopper i (of as many as were made), again and again. */
export function cartLoad(base, shoppers) {
  let next = 0;
  return {
    url: `${base}/add-plan-to-cart`,
    method: 'POST',
    setupClient: (client) => {
      const { cookie, enrollmentId, plan } = shoppers[next++ % shoppers.length];
      client.setHeaders({ cookie, 'content-type': 'application/json' });
      client.setBody(JSON.stringify({ enrollment_id: enrollmentId, plan_id: plan.plan_id, plan_pricing_id: plan.ppid }));
    },
  };
}
