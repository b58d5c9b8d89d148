import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { demoData } from '../src/db/seed/demo/index.js';
import { loadDemoData, loadDemoDataIfChanged } from '../src/db/seed/load-demo-data.js';
import type { DemoData } from '../src/db/seed/seed-types.js';
import { fixtureData } from './helpers/fixture-data.js';
import { freshDatabase } from './helpers/test-app.js';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.config);
});
afterAll(async () => {
  await database.close();
  await drop();
});

const tables = {
  carriers: schema.carriers,
  plans: schema.plans,
  planPricing: schema.planPricing,
  portals: schema.portals,
  agents: schema.agents,
  agentPortals: schema.agentPortals,
  groups: schema.groups,
  siteThemes: schema.siteThemes,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await database.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

const pricingRowsOf = (data: DemoData) =>
  data.plans.reduce((sum, plan) => sum + plan.bands.reduce((s, band) => s + Object.keys(band.prices).length, 0), 0);

describe('loading the demo data', () => {
  it('writes one pricing row per tier price of every band', async () => {
    await loadDemoData(database.db, fixtureData);
    const after = await counts();
    expect(after).toMatchObject({
      carriers: fixtureData.carriers.length,
      plans: fixtureData.plans.length,
      planPricing: pricingRowsOf(fixtureData),
      portals: fixtureData.portals.length,
      agents: fixtureData.agents.length,
      groups: fixtureData.groups.length,
    });
  });

  it('is idempotent: loading the same data again leaves the same rows', async () => {
    const before = await counts();
    await loadDemoData(database.db, fixtureData);
    await loadDemoData(database.db, fixtureData);
    expect(await counts()).toEqual(before);
  });

  it('skips the load at start when the data set has not changed', async () => {
    const outcome = await loadDemoDataIfChanged(database.db, fixtureData);
    expect(outcome.loaded).toBe(false);
  });

  it('keeps the pricing row ids when only a price changes', async () => {
    const before = await database.db.select().from(schema.planPricing);
    const changed: DemoData = structuredClone(fixtureData);
    changed.plans[0]!.bands[0]!.prices.IO = 31_000;
    const outcome = await loadDemoDataIfChanged(database.db, changed);
    expect(outcome).toMatchObject({ loaded: true, pricing: { inserted: 0, updated: 1, deleted: 0 } });
    const after = await database.db.select().from(schema.planPricing);
    expect(after.map((r) => r.ppid).sort()).toEqual(before.map((r) => r.ppid).sort());
    expect(after.some((r) => r.priceCents === 31_000)).toBe(true);
  });

  it('loads the real demo data set twice with the same counts', async () => {
    await loadDemoData(database.db, demoData);
    const first = await counts();
    await loadDemoData(database.db, demoData);
    expect(await counts()).toEqual(first);
    expect(first.plans).toBeGreaterThanOrEqual(demoData.plans.length);
  });
});
