// `npm test`: everything a clean machine needs, then every test layer, with one summary line at the end.
//   node scripts/test.mjs [--only step[,step]] [--keep-going] [--record-durations]
//   steps: typecheck lint build unit api api-pglite e2e
//
// Two lanes run side by side, because the browser journeys mostly wait (for the page, the store, a poll) and leave
// the cores idle that the other tests can use:
//   browser lane: build, then the journeys in E2E_SHARDS shards (default 3), each shard its own Vitest with its own
//                 store server, one browser at a time;
//   checks lane:  typecheck and lint (one tsc per workspace and ESLint, sharing the cores with the build), then the
//                 unit and web tests, the API suite, and the API suite's PGlite part, all under `nice`, so that they
//                 use the CPU the journeys leave idle without stretching the journeys' waits (CHECKS_NICENESS).
// The API suite runs in full once, on the real database of this machine: PostgreSQL when DATABASE_URL is set (CI),
// PGlite otherwise. With DATABASE_URL, `api-pglite` then runs on PGlite the files whose behaviour differs there
// (scripts/api-pglite-subset.mjs). Steps that run beside another print their output when they end; a failure stops
// both lanes from starting another step (unless --keep-going). docs/decisions/0066-ci-in-twelve-minutes.md says why.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { API_PGLITE_SUBSET } from './api-pglite-subset.mjs';
import { DEBIAN_BROWSERS, ensureDebianBrowser, root } from './lib.mjs';
import { recordDurations } from './test-durations.mjs';

/**
 * The journeys' browser: Debian's Chromium headless shell, the same Blink as the chromium package without the desktop
 * browser around it, which costs the journeys about a fifth less CPU (decision 0089). CHROMIUM_PATH picks another
 * build, e.g. /usr/bin/chromium.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? DEBIAN_BROWSERS.headlessShell.path;
/**
 * A whole number from `min` to `max` (at least 1 unless told), or the run stops: a mistyped count must never deal the
 * journeys to no shard.
 */
function countSetting(name, fallback, { min = 1, max = Number.MAX_SAFE_INTEGER } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`} (got '${raw}')`);
    process.exit(2);
  }
  return n;
}
/**
 * Three chains of journeys rather than two: with the checks lane niced, a third shard ends the journeys about 130 s
 * sooner, and the checks then run on a machine the journeys have left (decision 0092).
 */
const E2E_SHARDS = countSetting('E2E_SHARDS', 3);
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const keepGoing = process.argv.includes('--keep-going');
const recording = process.argv.includes('--record-durations');
const reportDir = mkdtempSync(join(tmpdir(), 'bs-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test as "step › file › name: first line of its message", printed last so a log's tail names them. */
const failures = [];
const results = [];
const cores = Math.max(1, availableParallelism());
const onPostgres = Boolean(process.env.DATABASE_URL);
const startedAt = Date.now();

/**
 * Runs a command with its output kept, to print when its step ends: { code, output }. `options.nice`: started under
 * `nice` at that niceness, with every process it starts (see CHECKS_NICENESS).
 */
function runQuietly(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const [file, argv] = options.nice && process.platform !== 'win32' ? ['nice', ['-n', String(options.nice), cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/**
 * At most `cores` of the first commands (tsc, ESLint, the build) at once; a waiting command with a lower `rank` starts
 * first (the build, which the journeys wait for, then the longest ones, so the short ones fill in around them).
 * TypeScript 7's tsc uses more than one thread; it is brief (decision 0092), so it is counted as one like the others.
 */
const slots = { free: cores, waiting: [] };
function dispatch() {
  while (slots.free > 0 && slots.waiting.length > 0) {
    slots.free -= 1;
    slots.waiting.shift().resolve();
  }
}
async function withSlot(rank, task) {
  // Queued, then started on the next turn: every command of both lanes' first steps is queued by then, so ranks decide.
  await new Promise((resolve) => {
    slots.waiting.push({ rank, resolve });
    slots.waiting.sort((a, b) => a.rank - b.rank);
    setImmediate(dispatch);
  });
  try {
    return await task();
  } finally {
    slots.free += 1;
    dispatch();
  }
}

/** A step's command, its output kept in the step's context, at its lane's niceness. */
async function exec(ctx, cmd, args, options = {}) {
  const { code, output } = await runQuietly(cmd, args, { nice: ctx.nice, ...options });
  ctx.output.push(output);
  return code;
}

async function ensureChromium(ctx) {
  if (existsSync(CHROMIUM)) return 0;
  if (CHROMIUM !== DEBIAN_BROWSERS.headlessShell.path) {
    ctx.output.push(`Chromium is missing at CHROMIUM_PATH (${CHROMIUM}).\n`);
    return 1;
  }
  return ensureDebianBrowser(DEBIAN_BROWSERS.headlessShell, { exec: (cmd, args, options) => exec(ctx, cmd, args, options), say: (text) => ctx.output.push(text) });
}

/** Runs vitest with a JSON report so the closing line can count tests across every layer. */
async function vitest(ctx, name, args, env = {}) {
  const out = join(reportDir, `${name}.json`);
  const code = await exec(ctx, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    failures.push(...failedTests(name, report));
  } else if (code === 0) {
    ctx.output.push(`No test report from ${name}.\n`);
    return 1;
  }
  return code;
}

/** The failed tests of a Vitest JSON report, and a file that failed without a test (an error while loading it). */
function failedTests(step, report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name ?? '');
    const failedHere = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedHere) {
      const why = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      lines.push(`${step} › ${path} › ${test.fullName ?? test.title}: ${why}`);
    }
    if (failedHere.length === 0 && file.status === 'failed') {
      lines.push(`${step} › ${path}: ${String(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  return lines;
}

/** The workspaces with a typecheck script (one tsc each: they share no build, so they can run at once). */
function typecheckWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((ws) => JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).scripts?.typecheck);
}

/** CPU seconds each command took on a two-core machine (longest first): the ranks of withSlot; the build goes first. */
const RANKS = { build: 100, lint: 18.9, 'apps/api': 13.2, 'apps/web': 5.8, 'packages/domain': 2.9, e2e: 1.0 };
const rank = (what) => -(RANKS[what] ?? 10);

async function typecheck(ctx) {
  const codes = await Promise.all(
    typecheckWorkspaces().map((ws) => withSlot(rank(ws), () => exec(ctx, 'npm', ['run', 'typecheck', '--silent', '-w', ws]))),
  );
  return codes.find((c) => c !== 0) ?? 0;
}

/** The journeys: E2E_SHARDS Vitest runs at once, each starting its own store (e2e/support/global-setup.ts). */
async function e2e(ctx) {
  const code = await ensureChromium(ctx);
  if (code !== 0) return code;
  const shards = Array.from({ length: E2E_SHARDS }, (_, i) => i + 1);
  const codes = await Promise.all(
    shards.map(async (shard) => {
      const shardCtx = { output: [] };
      const args = ['--project', 'e2e', ...(E2E_SHARDS > 1 ? [`--shard=${shard}/${E2E_SHARDS}`] : [])];
      const started = Date.now();
      const result = await vitest(shardCtx, `e2e-${shard}`, args, { CHROMIUM_PATH: CHROMIUM, E2E_WORKERS: String(countSetting('E2E_WORKERS', 1)) });
      ctx.output.push(`\n── e2e shard ${shard}/${E2E_SHARDS}: ${result === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}s ──\n`, ...shardCtx.output);
      return result;
    }),
  );
  return codes.find((c) => c !== 0) ?? 0;
}

const steps = {
  typecheck,
  lint: (ctx) => withSlot(rank('lint'), () => exec(ctx, 'npm', ['run', 'lint', '--silent'])),
  build: (ctx) => withSlot(rank('build'), () => exec(ctx, 'npm', ['run', 'build', '--silent'])),
  unit: (ctx) => vitest(ctx, 'unit', ['--project', 'unit', '--project', 'web', '--project', 'web-mocks']),
  // The whole suite, once, on the real database of this machine.
  api: (ctx) => vitest(ctx, 'api', ['--project', 'api'], { API_TEST_DB: onPostgres ? 'postgres' : 'pglite' }),
  'api-pglite': (ctx) => {
    if (!onPostgres) {
      ctx.output.push('DATABASE_URL is not set: the whole API suite ran on PGlite (step api).\n');
      return 0;
    }
    const missing = API_PGLITE_SUBSET.filter((file) => !existsSync(join(root, file)));
    if (missing.length > 0) {
      ctx.output.push(`scripts/api-pglite-subset.mjs names files that do not exist: ${missing.join(', ')}\n`);
      return 1;
    }
    return vitest(ctx, 'api-pglite', ['--project', 'api', ...API_PGLITE_SUBSET], { API_TEST_DB: 'pglite' });
  },
  e2e,
};

/**
 * How much the checks lane gives way to the browser lane (the `nice` of its commands). The journeys are a chain of
 * waits: alone they took 470 s, beside the checks 700 s, each wait stretched while tsc, Vitest or PostgreSQL held
 * both cores. Niced, the checks take the CPU the journeys leave and mostly give it back when a page or the store
 * needs it (a niced process still gets about a tenth of a contended core, and PostgreSQL's own processes are not
 * ours to nice). 0 turns it off.
 */
const CHECKS_NICENESS = countSetting('CHECKS_NICENESS', 10, { min: 0, max: 19 });

/** The lanes, each a list of phases run one after another; the steps of a phase run together. */
const lanes = [
  { phases: [['build'], ['e2e']], nice: 0 },
  { phases: [['typecheck', 'lint'], ['unit'], ['api'], ['api-pglite']], nice: CHECKS_NICENESS },
];

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
let failed = false;

async function runStep(name, nice) {
  const ctx = { output: [], nice };
  const started = Date.now();
  console.log(`▶ ${name} (at ${seconds(startedAt)}s)`);
  const code = await steps[name](ctx);
  console.log(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}s ──`);
  process.stdout.write(ctx.output.join(''));
  results.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds(started)}s, ended at ${seconds(startedAt)}s)`);
  if (code !== 0) failed = true;
  return code;
}

async function runLane({ phases, nice }) {
  for (const phase of phases) {
    const names = phase.filter((name) => !only || only.has(name));
    if (names.length === 0) continue;
    if (failed && !keepGoing) return;
    await Promise.all(names.map((name) => runStep(name, nice)));
  }
}

const unknown = [...(only ?? [])].filter((name) => !(name in steps));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}: the steps are ${Object.keys(steps).join(' ')}.`);
  process.exit(2);
}

console.log(`Steps: ${lanes.map((lane) => lane.phases.flat().filter((n) => !only || only.has(n)).join(' → ')).filter(Boolean).join('  |  ')}`);
console.log(`The API suite runs in full on ${onPostgres ? 'PostgreSQL (DATABASE_URL), and its PGlite part on PGlite' : 'PGlite'}.\n`);
await Promise.all(lanes.map(runLane));
if (recording) {
  // The PGlite part's lengths are not the API suite's: only the full pass on this machine's database is recorded.
  const reports = ['unit', 'api', ...Array.from({ length: E2E_SHARDS }, (_, i) => `e2e-${i + 1}`)].map((n) => join(reportDir, `${n}.json`)).filter(existsSync);
  console.log(`\nRecorded the lengths of ${recordDurations(reports, existsSync)} test files in scripts/test-durations.json.`);
}
rmSync(reportDir, { recursive: true, force: true });

/** The CPU seconds of every command this run waited for (Linux), to read the wall time against: what the run cost. */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
const cpu = childCpuSeconds();
console.log(`\n${results.join('\n')}`);
console.log(`wall ${seconds(startedAt)}s${cpu === null ? '' : `, CPU ${cpu.toFixed(0)}s of the commands run (without a database server's)`}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
