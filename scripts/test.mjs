// `npm test`: everything a clean machine needs, then every test layer, with one summary line at the end.
//   node scripts/test.mjs [--only step[,step]] [--keep-going]   steps: typecheck lint unit api api-postgres build e2e
//
// tsc and ESLint use one core each, so typecheck (one tsc per workspace, they share no build), lint and build run
// together first, as many commands at a time as the machine has cores; a step that runs beside another prints its
// output when it ends. The test layers then run one after another, each using every core itself: Vitest's workers
// (vitest.config.ts: at least two) for the unit and web tests and the API suites, two browsers for the journeys.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const keepGoing = process.argv.includes('--keep-going');
const reportDir = mkdtempSync(join(tmpdir(), 'bs-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
const cores = Math.max(1, availableParallelism());

/** Runs a command with its output kept, for a step that runs beside another: { code, output }. */
function runQuietly(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...options.env } });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
  });
}

/**
 * At most `cores` commands at once across the steps that run together; a waiting command with a lower `rank` starts
 * first (the longest ones first, so the short ones fill in around them).
 */
const slots = { free: cores, waiting: [] };
function dispatch() {
  while (slots.free > 0 && slots.waiting.length > 0) {
    slots.free -= 1;
    slots.waiting.shift().resolve();
  }
}
async function withSlot(rank, task) {
  // Queued, then started on the next turn: every command of a phase is queued by then, so the ranks decide.
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

/**
 * A step's command: on the terminal when the step runs alone, kept and printed at its end when it runs beside another
 * (`ctx.together`), so two steps' lines never interleave.
 */
async function exec(ctx, cmd, args, options = {}) {
  if (!ctx.together) return run(cmd, args, options);
  const { code, output } = await runQuietly(cmd, args, options);
  ctx.output.push(output);
  return code;
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return 1;
  }
  console.log("Installing Chromium from Debian's packages…");
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const update = await run('apt-get', ['update', '-qq'], { env });
  if (update !== 0) return update;
  return run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}

/** Runs vitest with a JSON report so the closing line can count tests across every layer. */
async function vitest(ctx, name, projects, env = {}) {
  const out = join(reportDir, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await exec(ctx, 'npx', args, { env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return code;
}

/** The workspaces with a typecheck script (one tsc each: they share no build, so they can run at once). */
function typecheckWorkspaces() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter((ws) => JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')).scripts?.typecheck);
}

/** CPU seconds each command took on a two-core machine (longest first): the ranks of withSlot. */
const RANKS = { 'apps/api': 15.4, lint: 12.9, 'apps/web': 12.7, build: 6.5, 'packages/domain': 6, e2e: 3.7 };
const rank = (what) => -(RANKS[what] ?? 10);

async function typecheck(ctx) {
  const output = [];
  const codes = await Promise.all(
    typecheckWorkspaces().map((ws) => withSlot(rank(ws), () => exec({ together: true, output }, 'npm', ['run', 'typecheck', '--silent', '-w', ws]))),
  );
  if (ctx.together) ctx.output.push(...output);
  else process.stdout.write(output.join(''));
  return codes.find((c) => c !== 0) ?? 0;
}

const steps = {
  typecheck,
  lint: (ctx) => withSlot(rank('lint'), () => exec(ctx, 'npm', ['run', 'lint', '--silent'])),
  build: (ctx) => withSlot(rank('build'), () => exec(ctx, 'npm', ['run', 'build', '--silent'])),
  unit: (ctx) => vitest(ctx, 'unit', ['unit', 'web']),
  api: (ctx) => vitest(ctx, 'api-pglite', ['api'], { API_TEST_DB: 'pglite' }),
  'api-postgres': (ctx) => {
    if (!process.env.DATABASE_URL) {
      console.log('DATABASE_URL is not set: the API suite ran on PGlite only.');
      return 0;
    }
    return vitest(ctx, 'api-postgres', ['api'], { API_TEST_DB: 'postgres' });
  },
  e2e: async (ctx) => {
    const code = await ensureChromium();
    if (code !== 0) return code;
    return vitest(ctx, 'e2e', ['e2e'], { CHROMIUM_PATH: CHROMIUM });
  },
};

/**
 * Steps in one phase run together; a phase starts when the one before it has ended. (The two API suites side by side,
 * one worker each, took longer than one after the other with two workers each: 238 s against 99 + 66 s.)
 */
const phases = [['typecheck', 'lint', 'build'], ['unit'], ['api'], ['api-postgres'], ['e2e']];

let failed = false;
for (const phase of phases) {
  const names = phase.filter((name) => !only || only.has(name));
  if (names.length === 0) continue;
  const together = names.length > 1;
  console.log(`\n▶ ${names.join(', ')}${together ? ' (together; each step prints its output when it ends)' : ''}`);
  const codes = await Promise.all(
    names.map(async (name) => {
      const ctx = { together, output: [] };
      const started = Date.now();
      const code = await steps[name](ctx);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (together) {
        console.log(`\n── ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds}s ──`);
        process.stdout.write(ctx.output.join(''));
      }
      results.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
      return code;
    }),
  );
  if (codes.some((c) => c !== 0)) {
    failed = true;
    if (!keepGoing) break;
  }
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${results.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
