import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // Journeys run beside the other tests (scripts/test.mjs), so a machine whose cores are both busy is the normal case:
    // the longest journeys took 45 s then, and more in a CI run with every layer at once. A journey that passes ends
    // when its last step is met, whatever this says; each page wait has its own limit (PAGE_WAIT_MS in support/browser.ts).
    testTimeout: 300_000,
    // A journey polls what the page shows; on a loaded two-core machine a page can take seconds, not Vitest's 1 s default,
    // and a mail the job runner sends, tens of seconds. A poll that is met returns at once.
    expect: { poll: { timeout: 45_000 } },
    hookTimeout: 120_000,
    // Files at a time, each with its own browser (E2E_WORKERS, two by default): a journey spends much of its time
    // waiting on the page or the store. `npm test` runs two shards of one worker each, each with its own store.
    fileParallelism: true,
    maxWorkers: Math.max(1, Number(process.env.E2E_WORKERS ?? 2)),
    // Its own group, after the others, when one command runs every project: Vitest refuses to run projects of different
    // worker counts in one group (the unit and web projects' count depends on the machine's cores).
    sequence: { groupOrder: 2 },
  },
});
