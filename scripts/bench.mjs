// `npm run bench`: load figures for the hot API paths, next to a plain Fastify hello-world in the same run.
// Runs on PostgreSQL when DATABASE_URL is set (PGlite is one connection, so its figures say little about load).
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchCompletion } from './bench-completion.mjs';
import { buildIfStale, root } from './lib.mjs';
import { lighthouseScores } from './lighthouse-score.mjs';
import { printRouteJavaScript } from './route-js.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function freePort() {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startProcess(args, env, readyUrl) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${readyUrl} did not come up`);
}

const helloSource = `
  import Fastify from 'fastify';
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

function measure(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

if ((await buildIfStale()) !== 0) process.exit(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bs-bench-'));
const [apiPort, helloPort] = [await freePort(), await freePort()];
const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const api = await startProcess(
  [join(root, 'apps/api/dist/server.js')],
  // With DATABASE_URL the server requires SESSION_SECRET (one key for every replica).
  {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    RATE_LIMIT_MAX: '0',
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
  },
  `http://127.0.0.1:${apiPort}/api/v1/get-plan-category`,
);
const hello = await startProcess(
  ['--input-type=module', '-e', helloSource],
  { PORT: String(helloPort) },
  `http://127.0.0.1:${helloPort}/hello`,
);

try {
  const base = `http://127.0.0.1:${apiPort}/api/v1`;
  const created = await fetch(`${base}/add-filter-for-new-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ zip: '10001', gender: 1, tier: 'IF', dob: '04/12/1984' }),
  });
  const cookie = created.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const enrollmentId = (await created.json()).data.temp_enrollment_id;
  const listing = await (await fetch(`${base}/get-filtered-plans?enrollment_id=${enrollmentId}`, { headers: { cookie } })).json();
  const plan = listing.data.result.flatMap((g) => g.plans).find((p) => p.ppid !== null);

  const results = [];
  results.push(await measure('hello world (plain Fastify)', { url: `http://127.0.0.1:${helloPort}/hello` }));
  results.push(await measure('GET get-filtered-plans (all categories)', { url: `${base}/get-filtered-plans?enrollment_id=${enrollmentId}`, headers: { cookie } }));
  results.push(await measure('GET get-plan-pricing-detail (one plan)', { url: `${base}/get-plan-pricing-detail?pid=${plan.plan_id}&enrollment_id=${enrollmentId}`, headers: { cookie } }));
  results.push(
    await measure('POST add-plan-to-cart', {
      url: `${base}/add-plan-to-cart`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ enrollment_id: enrollmentId, plan_id: plan.plan_id, plan_pricing_id: plan.ppid }),
    }),
  );

  const baseline = results[0].rps;
  console.log(`\nAPI load on ${db}, ${connections} connections, ${seconds} s each (${process.version}, 2 cores shared by client and server)\n`);
  console.log('| route | req/s | p50 ms | p99 ms | vs hello world |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${((r.rps / baseline) * 100).toFixed(1)}% |`);
  }

  // Completion (issue 11): save-review-info at 20 concurrent completions (the transaction and the queued mail).
  const completion = await benchCompletion(base, { concurrency: 20, rounds: 3 });
  console.log(`\n| save-review-info, 20 at once (${completion.count} completions) | p50 ${completion.p50} ms | p99 ${completion.p99} ms | max ${completion.max} ms |`);
  console.log(`| its row lock held | median ${completion.lock.p50} ms | p99 ${completion.lock.p99} ms | max ${completion.lock.max} ms |`);

  // Landing to receipt (issue 11): the receipt journey, clicked through in Chromium with the fewest steps a cart allows
  // (Member Only, the critical illness plan: personal, contact, health, billing, agreement, review), timed by itself.
  const journey = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', 'e2e/journeys/enrollment-receipt.test.ts', '-t', 'An applicant completes'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  const receiptMs = /landing to receipt, clicked through in Chromium: (\d+) ms/.exec(journey.stdout)?.[1];
  console.log(`| landing to receipt in Chromium | ${receiptMs ? `${receiptMs} ms` : `failed (exit ${journey.status})`} |`);

  // Catalog import (issue 23): the demo catalog and one with 100 times its rates, dry run and applied, on in-memory PGlite.
  const catalogImport = spawnSync('npx', ['tsx', 'apps/api/src/scripts/bench-catalog-import.ts'], { cwd: root, encoding: 'utf8' });
  console.log(catalogImport.status === 0 ? catalogImport.stdout : `catalog import bench failed (exit ${catalogImport.status}): ${catalogImport.stderr.slice(-500)}`);

  // The web app: what each route ships, and how Lighthouse rates the two entry pages (mobile profile).
  printRouteJavaScript();
  const scores = await lighthouseScores([`http://127.0.0.1:${apiPort}/`, `http://127.0.0.1:${apiPort}/plans`]);
  // The last row is a bare static page measured in the same run, and the CPU index is Lighthouse's measure of the
  // machine during each page's median run: a busy machine shows there, not only in the store's scores.
  console.log('\n| page | Lighthouse performance (median run) | LCP ms | TBT ms | CLS | requests | scripts | CPU index | every run |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const s of scores) console.log(`| ${s.bare ? 'bare static page (same run)' : new URL(s.url).pathname} | ${s.score} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${s.requests} | ${s.scripts} | ${s.benchmarkIndex} | ${s.scores.join(', ')} |`);
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
