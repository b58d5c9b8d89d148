import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer';
import { UNIT_TEST_FILES } from './scripts/unit-test-files.mjs';

/**
 * Workers for the unit and web tests (the API's take one more): Vitest's default (one per core but one) is a single
 * worker on a two-core machine, which leaves a core idle while one file runs after another; the main process has
 * little to do, so one per core but one, and at least two. apps/web/vitest.config.ts says the same: projects of one
 * group (`sequence.groupOrder`) must agree on it.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    // The longest files first (and --shard deals by length): see scripts/longest-first-sequencer.ts.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_TEST_FILES,
          environment: 'node',
          // One module registry per worker, not per file: importing the domain, zod and the API's modules again for each
          // of some hundred files was three quarters of this project's CPU (39 s against 11 s, the same tests passing).
          // So no file here may mock a module, fake the clock or stub a global or the environment (eslint.config.js refuses
          // it: the web's files that must are isolated in web-mocks); a file that needs a module's state fresh makes it in
          // its tests, as the session cache's do.
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      './apps/web/vitest.config.ts',
      './apps/web/vitest.mocks.config.ts',
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // On PostgreSQL, the migrated and seeded databases every test app copies, made once per run.
          globalSetup: ['apps/api/test/helpers/postgres-templates.ts'],
          environment: 'node',
          // A file that opens its own PGlite (initdb, migrations) took 37 s beside a busy machine's other work: room for
          // that, not a limit a passing test comes near on an idle machine.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // expect.poll waits for what the app does in the background (a worker's claim, a sweep): Vitest's 1 s default
          // is shorter than a loaded two-core machine can take, and a met condition returns at once.
          expect: { poll: { timeout: 15_000 } },
          // Each file builds its own app on its own database, so files can share a worker's loaded modules: the app's
          // import is paid once per worker rather than once per file. For the same reason two files can run at once.
          isolate: false,
          // One worker more than the others: a file spends much of its time waiting on the database server, whose work is
          // not a worker's, so two workers left a two-core machine 10-15 % idle (alone: 112 s with two, 101 s with three).
          maxWorkers: WORKERS + 1,
          // Run with other projects in one command, it goes after them: Vitest runs projects of different worker counts
          // in groups of their own.
          sequence: { groupOrder: 1 },
        },
      },
      './e2e/vitest.config.ts',
    ],
  },
});
