/**
 * The files of the `unit` project (vitest.config.ts), which share one module registry per worker (decision 0095): so
 * none of them may replace a module, the clock, a global or an environment variable for the files after it.
 * eslint.config.js refuses those calls in exactly these files.
 */
export const UNIT_TEST_FILES = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/web/build/**/*.test.ts',
  'scripts/**/*.test.mjs',
  'eslint/**/*.test.js',
];
