// The seconds each test file took, kept in scripts/test-durations.json for scripts/longest-first-sequencer.ts: it orders
// a fresh clone's files longest first and deals the journeys' shards by them. `node scripts/test.mjs --record-durations`
// writes what a whole run measured (on an idle two-core machine, as CI runs) over the table.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

export const DURATIONS_FILE = join(root, 'scripts/test-durations.json');

/** The web files that run isolated, in project web-mocks (apps/web/vitest.config.ts says why). */
const MOCKING_FILES = new Set(JSON.parse(readFileSync(join(root, 'apps/web/mocking-files.json'), 'utf8')).map((f) => `apps/web/${f}`));

/** The project a test file runs in, by where it lives (vitest.config.ts): the sequencer's key is `project:path`. */
export function projectOf(file) {
  if (file.startsWith('e2e/')) return 'e2e';
  if (file.startsWith('apps/api/test/')) return 'api';
  if (file.startsWith('apps/web/src/')) return MOCKING_FILES.has(file) ? 'web-mocks' : 'web';
  return 'unit';
}

/** `project:path` → seconds, from Vitest JSON reports (each file's start to end). */
export function durationsFromReports(reports) {
  const seconds = {};
  for (const report of reports) {
    for (const file of report.testResults ?? []) {
      if (!file.startTime || !file.endTime) continue;
      const path = relative(root, file.name);
      seconds[`${projectOf(path)}:${path}`] = Math.round((file.endTime - file.startTime) / 100) / 10;
    }
  }
  return seconds;
}

/** Writes the measured seconds over the table; files no longer measured (deleted, renamed) leave it. */
export function recordDurations(reportFiles, exists) {
  const measured = durationsFromReports(reportFiles.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
  const table = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8'));
  const merged = Object.fromEntries(
    Object.entries({ ...table, ...measured })
      .filter(([key]) => exists(join(root, key.slice(key.indexOf(':') + 1))))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  writeFileSync(DURATIONS_FILE, `{\n${Object.entries(merged).map(([k, v]) => `${JSON.stringify(k)}: ${v.toFixed(1)}`).join(',\n')}\n}\n`);
  return Object.keys(measured).length;
}
