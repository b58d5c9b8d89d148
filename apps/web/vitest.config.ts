import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

/**
 * The files that replace a module with vi.mock, or the clock's timers with vi.useFakeTimers. Vitest scopes a module
 * mock to its file only by giving each file a fresh module registry (isolation); these run in project 'web-mocks'
 * (vitest.mocks.config.ts), isolated, so that no other file ever receives their mocks. Fake timers belong here too:
 * in a shared worker, the pages' after-paint loads (lib/after-paint.ts: a timer, then dynamic imports) are module
 * state that every later file of the worker waits on, and a timer faked while one of them is under way can leave it
 * pending for good (CI once saw the header's About and contact never appear in site-header.test.tsx, which passes
 * alone). The list is a JSON file so that scripts/test-durations.mjs reads it too.
 */
export const MOCKING_FILES: string[] = JSON.parse(readFileSync(new URL('./mocking-files.json', import.meta.url), 'utf8'));

/** What both web projects share. */
export const webTestOptions = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  // Room for several of the setup's 10 s waits (asyncUtilTimeout) on a loaded machine, instead of Vitest's 5 s
  // default or a timeout per slow file: a test that passes ends when its last wait is met, whatever this says.
  testTimeout: 40_000,
  hookTimeout: 40_000,
  // As many workers as the unit project (WORKERS in vitest.config.ts), with which it runs in one command: one per
  // core but one, and at least two (Vitest's default, one per core but one, leaves a two-core machine half idle).
  maxWorkers: Math.max(2, availableParallelism() - 1),
} as const;

export default defineProject({
  test: {
    ...webTestOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: MOCKING_FILES,
    // One module registry and one jsdom per worker, not per file: importing React, the router, Testing Library and the
    // domain again for each of some seventy files, and building a jsdom for each, was three quarters of this project's
    // CPU time. Each test renders into a fresh query client and router (src/test/render.tsx) and the setup file
    // cleans the DOM, storage and stubbed globals after each test, so files share nothing they can see.
    isolate: false,
  },
});
