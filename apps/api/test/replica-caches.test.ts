import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSiteDomain, type CatalogFile, type PlanCard } from '@benefit-store/domain';
import { buildApp } from '../src/app.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { fixtureData } from './helpers/fixture-data.js';
import { operatorSession } from './helpers/operator-session.js';
import { freshDatabase, testConfig } from './helpers/test-app.js';

// Every replica keeps the catalog and the sites in memory (decision 0071); a change made through one replica must be
// seen by the others, which learn of it from the database's notice at the change's commit. On PostgreSQL each app
// below has its own pool and its own listening connection: two replicas. PGlite lives in one process, so there the
// two apps share its one connection (and so one copy), and this file only checks the notice is harmless.

let first: FastifyInstance;
let second: FastifyInstance;
let shared: Database | undefined;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase(true);
  drop = fresh.drop;
  shared = fresh.config.kind === 'postgres' ? undefined : await openDatabase(fresh.config);
  const build = () => buildApp(testConfig(fresh.config), { database: shared, logger: false, demoData: fixtureData });
  first = await build();
  second = await build();
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await shared?.close();
  await drop?.();
});

/** The "from" price a visitor without an enrollment sees on the category's menu for the plan, in dollars. */
async function fromPrice(app: FastifyInstance, category: string, name: string): Promise<string | null> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/get-menu-filtered-plans?category=${category}` });
  expect(response.statusCode).toBe(200);
  const cards = (response.json().data.result as { plans: PlanCard[] }[]).flatMap((g) => g.plans);
  return cards.find((c) => c.plan_name === name)?.plan_price ?? null;
}

/** The export with every Member Only rate of the plan raised by one dollar (the price is the rates file's last column). */
function withRaisedMemberOnlyRates(files: CatalogFile[], slug: string): CatalogFile[] {
  return files.map((f) => {
    if (f.name !== 'rates.csv') return f;
    const lines = f.text.split('\n').map((line) => {
      const cells = line.split(',');
      if (cells[0] !== slug || cells[1] !== 'IO') return line;
      cells[cells.length - 1] = (Number(cells.at(-1)) + 1).toFixed(2);
      return cells.join(',');
    });
    return { name: f.name, text: lines.join('\n') };
  });
}

async function themeOf(app: FastifyInstance, landing: string): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/get-external-site-dynamic-information?site_domain=${encodeSiteDomain('localhost')}&landing_page=${landing}` });
  expect(response.statusCode).toBe(200);
  return Object.fromEntries((response.json().data as { key: string; value: string }[]).map((e) => [e.key, e.value]));
}

describe('the catalog and sites each replica keeps in memory', () => {
  it("are read again by every replica when an operator imports a catalog on one of them", async () => {
    // Both replicas have priced the menu (their copies are warm) before the import.
    const before = await fromPrice(first, 'dental', 'Test Dental');
    expect(before).toBe('25.00');
    expect(await fromPrice(second, 'dental', 'Test Dental')).toBe(before);

    const { cookie } = await operatorSession(first);
    const exported = await first.inject({ method: 'GET', url: '/api/v1/admin/catalog/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    const files = withRaisedMemberOnlyRates(exported.json().data.files as CatalogFile[], 'test-dental');
    const applied = await first.inject({ method: 'POST', url: '/api/v1/admin/catalog/import', headers: { cookie }, payload: { dry_run: false, files } });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ applied: true, errors: [] });

    // The replica that imported shows the new price at once; the other as soon as the commit's notice reaches it
    // (milliseconds; expect.poll waits up to the project's 15 s on a busy machine).
    expect(await fromPrice(first, 'dental', 'Test Dental')).toBe('26.00');
    await expect.poll(() => fromPrice(second, 'dental', 'Test Dental')).toBe('26.00');
  });

  it("show a group's new branding on every replica once an operator saves it on one of them", async () => {
    expect((await themeOf(first, 'test-group')).primary_color).not.toBe('#0f1e2d');
    expect((await themeOf(second, 'test-group')).primary_color).not.toBe('#0f1e2d');

    const { cookie } = await operatorSession(first);
    const saved = await first.inject({
      method: 'PUT',
      url: '/api/v1/admin/groups/TESTGRP1',
      headers: { cookie },
      payload: {
        display_name: 'Test Group Inc.',
        display_email: 'people@example.test',
        display_phone: '(555) 010-0200',
        tagline: '',
        logo: '/assets/brand/test-group.svg',
        colors: { primary_color: '#0f1e2d', button_color: '' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await themeOf(first, 'test-group')).primary_color).toBe('#0f1e2d');
    await expect.poll(async () => (await themeOf(second, 'test-group')).primary_color).toBe('#0f1e2d');
  });
});
