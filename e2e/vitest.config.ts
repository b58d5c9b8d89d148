import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // A journey polls what the page shows; on a loaded two-core machine a page can take seconds, not Vitest's 1 s default.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 120_000,
    // Two files at a time, each with its own browser: a journey spends much of its time waiting on the store.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
