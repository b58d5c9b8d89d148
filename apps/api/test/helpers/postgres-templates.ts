import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.js';
import { fixtureData } from './fixture-data.js';
import { TEMPLATE_ENV, TEST_DATA_KEY_ENV, TEST_DATA_KEYS, testConfig, usePostgres, type TemplateKind } from './test-app.js';

/**
 * The API project's global setup on PostgreSQL: two databases made once per run, one migrated and one also seeded with
 * the test catalog, which each test app's database copies (`CREATE DATABASE … TEMPLATE`) instead of running every
 * migration and the seed again: a second or two of the database server's work for each of some hundred apps. The
 * PGlite path does the same with a dump per worker (test-app.ts). The workers are started after this runs, so they
 * inherit the template names and the data key the seeded one was encrypted with through the environment.
 */
const names: string[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function setup() {
  if (!usePostgres()) return;
  const run = randomBytes(4).toString('hex');
  const kinds: [TemplateKind, typeof fixtureData | null][] = [
    ['migrated', null],
    ['fixture', fixtureData],
  ];
  await Promise.all(
    kinds.map(async ([kind, demoData]) => {
      const name = `bs_tmpl_${run}_${kind}`;
      await onServer(`CREATE DATABASE ${name}`);
      names.push(name);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const app = await buildApp(testConfig({ kind: 'postgres', url: url.toString() }), { logger: false, demoData });
      await app.close();
      process.env[TEMPLATE_ENV[kind]] = name;
    }),
  );
  process.env[TEST_DATA_KEY_ENV] = TEST_DATA_KEYS.current.toString('base64');
}

export async function teardown() {
  await Promise.all(names.map((name) => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
}
