import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { fixtureData } from './helpers/fixture-data.js';
import { freshDatabase, testConfig } from './helpers/test-app.js';

// Issue 24 item 4: two API processes behind one port start at once on one PostgreSQL database (the open-enrollment
// bench does it on a new database). PGlite's data belongs to one process, so this is PostgreSQL's case only.
const onPostgres = process.env.API_TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

/** The demo data's start check as one app logged it: `true` when this app loaded the data, `false` when it found it loaded. */
function seedLoaded(lines: string[]): boolean | undefined {
  for (const line of lines) {
    const entry = JSON.parse(line) as { msg?: string; seed?: { loaded?: boolean } };
    if (entry.msg === 'demo data checked') return entry.seed?.loaded;
  }
  return undefined;
}

describe('two replicas of the store', () => {
  it.runIf(onPostgres)('Started at once on one new database, both answer, and the data is loaded by one of them', async () => {
    const fresh = await freshDatabase();
    const logs: string[][] = [[], []];
    const start = (i: number) =>
      buildApp(testConfig(fresh.config, { logLevel: 'info' }), { demoData: fixtureData, logStream: { write: (line) => void logs[i]!.push(line) } });
    const started = await Promise.allSettled([start(0), start(1)]);
    const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started']);
      for (const app of apps as FastifyInstance[]) {
        const res = await app.inject({ method: 'GET', url: '/api/v1/get-plan-category' });
        expect(res.statusCode).toBe(200);
      }
      // One loaded the data; the other waited for it and found it loaded.
      expect(logs.map(seedLoaded).sort()).toEqual([false, true]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await fresh.drop();
    }
  });
});
