import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Room for several of the setup's 10 s waits (asyncUtilTimeout) on a loaded machine, instead of Vitest's 5 s
    // default or a timeout per slow file: a test that passes ends when its last wait is met, whatever this says.
    testTimeout: 40_000,
    hookTimeout: 40_000,
    // As many workers as the unit project (WORKERS in vitest.config.ts), with which it runs in one command: one per
    // core but one, and at least two (Vitest's default, one per core but one, leaves a two-core machine half idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
