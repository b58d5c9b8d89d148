import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { Clock } from '../../src/modules/shared/clock.js';
import { plansData } from './plans-data.js';
import { freshDatabase, testConfig } from './test-app.js';

/**
 * Two replicas of the store: two apps with their own pools and listening connections on one fresh PostgreSQL
 * database (the plans data set), sharing one `clock`. They sign cookies with one key (SESSION_SECRET), so a browser's
 * cookie is good on either. Call it inside a describe that runs on PostgreSQL only: on PGlite two apps share one
 * connection and one copy of everything, where a test of what one replica tells the other could not fail.
 */
export function useTwoReplicas(clock: Clock): { first(): FastifyInstance; second(): FastifyInstance } {
  let first: FastifyInstance | undefined;
  let second: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase(true);
    drop = fresh.drop;
    const config = testConfig(fresh.config);
    const build = () => buildApp(config, { logger: false, clock, demoData: plansData });
    first = await build();
    second = await build();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
  });
  return { first: () => first!, second: () => second! };
}
