// `npm test`: everything a clean machine needs, then every test layer, with one summary line at the end.
//   node scripts/test.mjs [--only step[,step]]   steps: typecheck lint unit api api-postgres build e2e
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from './lib.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(',')) : null;
const reportDir = mkdtempSync(join(tmpdir(), 'bs-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];

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
async function vitest(name, projects, env = {}) {
  const out = join(reportDir, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await run('npx', args, { env });
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return code;
}

const steps = [
  ['typecheck', () => run('npm', ['run', 'typecheck', '--silent'])],
  ['lint', () => run('npm', ['run', 'lint', '--silent'])],
  ['unit', () => vitest('unit', ['unit', 'web'])],
  ['api', () => vitest('api-pglite', ['api'], { API_TEST_DB: 'pglite' })],
  [
    'api-postgres',
    () => {
      if (!process.env.DATABASE_URL) {
        console.log('DATABASE_URL is not set: the API suite ran on PGlite only.');
        return 0;
      }
      return vitest('api-postgres', ['api'], { API_TEST_DB: 'postgres' });
    },
  ],
  ['build', () => run('npm', ['run', 'build', '--silent'])],
  [
    'e2e',
    async () => {
      const code = await ensureChromium();
      if (code !== 0) return code;
      return vitest('e2e', ['e2e'], { CHROMIUM_PATH: CHROMIUM });
    },
  ],
];

let failed = false;
for (const [name, step] of steps) {
  if (only && !only.has(name)) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await step();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
  if (code !== 0) {
    failed = true;
    if (!process.argv.includes('--keep-going')) break;
  }
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${results.join('\n')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failed || totals.failed > 0 ? 1 : 0);
