import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // As many workers as the unit project (WORKERS in vitest.config.ts), with which it runs in one command: one per
    // core but one, and at least two (Vitest's default, one per core but one, leaves a two-core machine half idle).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
