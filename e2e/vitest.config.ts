import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on a two-core machine; journeys are independent of each other's data.
    fileParallelism: false,
  },
});
