// Where the API spends its time under load: each hot route is run under autocannon against its own server process
// started with `node --cpu-prof`, and the profile is summed up as its top frames (self time) and the packages the time
// is spent in. Repeatable: `npm run build -w apps/api` first, then
//   DATABASE_URL=postgres://… node scripts/bench-profile.mjs [route …]
// Routes: listing, pricing, cart, categories, completion (save-review-info, 20 at once, 3 rounds; default: all). BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (10) as in bench.mjs;
// PROFILE=0 measures without the profiler; API_DIST picks another build (e.g. apps/api/dist-before/server.js, to compare); PROFILE_TOP the frames shown (15).
// The profiles stay in bench-results/profiles/ (open them in Chrome DevTools' Performance panel for a flame graph).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import autocannon from 'autocannon';
import { benchCompletion } from './bench-completion.mjs';
import { AS_A_BROWSER, benchShopper, benchShoppers, cartLoad, freePort, root } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const top = Number(process.env.PROFILE_TOP ?? 15);
const server = process.env.API_DIST ? join(root, process.env.API_DIST) : join(root, 'apps/api/dist/server.js');
const outDir = join(root, 'bench-results', 'profiles');
/** PROFILE=0: the same runs without the profiler (its sampling costs a few per cent), for the figures alone. */
const profiling = process.env.PROFILE !== '0';

async function startApi(profileName) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bs-profile-'));
  const flags = profiling ? ['--cpu-prof', '--cpu-prof-dir', outDir, '--cpu-prof-name', `${profileName}.cpuprofile`] : [];
  const child = spawn(process.execPath, [...flags, server], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '0',
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}/api/v1`;
  for (let up = false; !up; ) {
    up = await fetch(`${base}/get-plan-category`).then((r) => r.ok, () => false);
    if (!up) {
      if (child.exitCode !== null) throw new Error('the API did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    base,
    // SIGTERM makes the server close and exit normally, which is when --cpu-prof writes the profile.
    // Answers how long the exit took, so the summary can leave out the start and the shutdown.
    stop: async () => {
      const asked = performance.now();
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
      return performance.now() - asked;
    },
  };
}

const ROUTES = {
  listing: ({ base, cookie, enrollmentId }) => ({ url: `${base}/get-filtered-plans?enrollment_id=${enrollmentId}`, headers: { cookie, ...AS_A_BROWSER } }),
  pricing: ({ base, cookie, enrollmentId, plan }) => ({ url: `${base}/get-plan-pricing-detail?pid=${plan.plan_id}&enrollment_id=${enrollmentId}`, headers: { cookie, ...AS_A_BROWSER } }),
  // A shopper per connection, as bench.mjs measures it.
  cart: ({ base, shoppers }) => cartLoad(base, shoppers),
  // The cost every call pays (hooks, session, headers, logging) on a route that answers from memory.
  categories: ({ base, cookie }) => ({ url: `${base}/get-plan-category`, headers: { cookie } }),
  completion: 'completion',
};

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (err, result) => {
      if (err) return reject(err);
      resolve({ rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

/** A frame's name as a reader finds it: function, then file (relative to the repo, or the package) and line. */
function frameName({ functionName, url, lineNumber }) {
  const name = functionName || '(anonymous)';
  if (!url) return name;
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  const where = pkg ?? (path.startsWith(root) ? relative(root, path) : path);
  return `${name} ${where}:${lineNumber + 1}`;
}

function packageOf({ url, functionName }) {
  if (!url) return functionName === '(garbage collector)' ? '(gc)' : functionName.startsWith('(') ? functionName : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg) return pkg;
  if (path.startsWith('node:')) return 'node internals';
  return path.includes('apps/api/dist') ? 'our server bundle' : relative(root, path);
}

/**
 * Self time by frame and by package, and inclusive time by frame (each sample counted once per frame on its stack),
 * over the samples of the load window only: `windowMs` long, ending `tailMs` before the profile ends.
 */
function summarize(file, windowMs, tailMs) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const to = profile.endTime - tailMs * 1000;
  const from = to - windowMs * 1000;
  let at = profile.startTime;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map();
  const inclusive = new Map();
  const packages = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    at += dt;
    if (at < from || at > to) return;
    const node = byId.get(id);
    if (node.callFrame.functionName === '(idle)') return;
    total += dt;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + dt);
    const pkg = packageOf(node.callFrame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = frameName(byId.get(at).callFrame);
      if (seen.has(frame)) continue;
      seen.add(frame);
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + dt);
    }
  });
  const pct = (us) => `${((us / total) * 100).toFixed(1)}%`;
  const rows = (map, n) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`  busy ${(total / 1e6).toFixed(1)} s of CPU in the server`);
  console.log('  self time by package:');
  for (const [k, v] of rows(packages, 10)) console.log(`    ${pct(v).padStart(6)}  ${k}`);
  console.log('  top frames by self time:');
  for (const [k, v] of rows(self, top)) console.log(`    ${pct(v).padStart(6)}  ${k}`);
  console.log('  top frames by total time (our code and the libraries it calls):');
  const skip = /^\((root|program|anonymous)\)|processTicksAndRejections|runMicrotasks|emit |listOnTimeout|process\.processTicksAndRejections/;
  for (const [k, v] of rows(new Map([...inclusive].filter(([k]) => !skip.test(k))), top)) console.log(`    ${pct(v).padStart(6)}  ${k}`);
}

/** A plain Fastify hello-world's rate under the same load, as bench.mjs measures it: the ceiling the ratios are of. */
async function helloWorld() {
  const port = await freePort();
  const source = `import Fastify from 'fastify'; const app = Fastify({ logger: false }); app.get('/hello', async () => ({ hello: 'world' })); await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (let up = false; !up; ) {
      up = await fetch(`http://127.0.0.1:${port}/hello`).then((r) => r.ok, () => false);
      if (!up) await new Promise((r) => setTimeout(r, 100));
    }
    return await load({ url: `http://127.0.0.1:${port}/hello` });
  } finally {
    child.kill('SIGTERM');
  }
}

const asked = process.argv.slice(2);
const routes = asked.length > 0 ? asked : Object.keys(ROUTES);
mkdirSync(outDir, { recursive: true });
console.log(`Profiling ${relative(root, server)} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${connections} connections, ${seconds} s a route`);
const hello = await helloWorld();
console.log(`hello world (plain Fastify): ${hello.rps.toFixed(0)} req/s, p99 ${hello.p99} ms`);
for (const route of routes) {
  const make = ROUTES[route];
  if (!make) throw new Error(`unknown route ${route} (${Object.keys(ROUTES).join(', ')})`);
  const name = `${route}-${Date.now()}`;
  const api = await startApi(name);
  let result;
  let windowMs = 0;
  let tailMs = 0;
  try {
    if (make === 'completion') {
      // The whole run is profiled here (the enrollments' set-up calls too): the summary's window is all of it.
      const started = performance.now();
      const c = await benchCompletion(api.base, { concurrency: 20, rounds: 3 });
      windowMs = performance.now() - started;
      result = { text: `save-review-info, 20 at once: p50 ${c.p50} ms, p99 ${c.p99} ms, max ${c.max} ms; lock held p50 ${c.lock.p50} ms, p99 ${c.lock.p99} ms` };
    } else {
      const shop = await benchShopper(api.base);
      const shoppers = route === 'cart' ? await benchShoppers(api.base, connections) : [shop];
      const started = performance.now();
      result = await load(make({ base: api.base, ...shop, shoppers }));
      windowMs = performance.now() - started;
    }
  } finally {
    tailMs = await api.stop();
  }
  const ratio = result.rps ? `, ${((result.rps / hello.rps) * 100).toFixed(1)}% of hello world` : '';
  console.log(`\n${route}: ${result.text ?? `${result.rps.toFixed(0)} req/s, p99 ${result.p99} ms${ratio} (${result.non2xx} non-2xx, ${result.errors} errors)`}`);
  const file = readdirSync(outDir).find((f) => f.startsWith(name));
  if (file) summarize(join(outDir, file), windowMs, tailMs);
  else if (profiling) console.log('  no profile was written');
}
