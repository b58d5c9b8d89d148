import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carrierConfigs, carrierFiles, carriers, plans } from '../../db/schema/index.js';
import { defaultCarrierConfig, type CarrierConfig } from './carrier-config.js';

export type CarrierFileRow = typeof carrierFiles.$inferSelect;
export type NewCarrierFile = typeof carrierFiles.$inferInsert;

/** Every carrier of the catalog with its file configuration (its row, else the defaults), in name order. */
export async function listCarrierConfigs(db: Db): Promise<(CarrierConfig & { planCount: number; lastFileAt: Date | null })[]> {
  const rows = await db
    .select({
      key: carriers.key,
      name: carriers.name,
      config: carrierConfigs,
      planCount: sql<number>`(select count(*)::int from ${plans} where ${plans.carrierId} = ${carriers.id})`,
      lastFileAt: sql<Date | null>`(select max(${carrierFiles.createdAt}) from ${carrierFiles} where ${carrierFiles.carrierKey} = ${carriers.key})`,
    })
    .from(carriers)
    .leftJoin(carrierConfigs, eq(carrierConfigs.carrierKey, carriers.key))
    .orderBy(asc(carriers.name));
  return rows.map((r) => ({
    ...configOf(r.key, r.name, r.config),
    planCount: Number(r.planCount),
    lastFileAt: r.lastFileAt === null ? null : new Date(r.lastFileAt),
  }));
}

function configOf(key: string, name: string, row: typeof carrierConfigs.$inferSelect | null): CarrierConfig {
  if (!row) return defaultCarrierConfig(key, name);
  const { updatedAt: _updated, ...rest } = row;
  return { ...rest, carrierName: name, configured: true };
}

/** One carrier's configuration, or null when the catalog has no such carrier. */
export async function findCarrierConfig(db: Db, carrierKey: string): Promise<CarrierConfig | null> {
  const [row] = await db
    .select({ key: carriers.key, name: carriers.name, config: carrierConfigs })
    .from(carriers)
    .leftJoin(carrierConfigs, eq(carrierConfigs.carrierKey, carriers.key))
    .where(eq(carriers.key, carrierKey))
    .limit(1);
  return row ? configOf(row.key, row.name, row.config) : null;
}

/** The ids of the carrier's plans in the catalog (retired ones too: a policy may hold them). */
export async function planIdsOfCarrier(db: Db, carrierKey: string): Promise<Set<number>> {
  const rows = await db.select({ id: plans.id }).from(plans).innerJoin(carriers, eq(carriers.id, plans.carrierId)).where(eq(carriers.key, carrierKey));
  return new Set(rows.map((r) => r.id));
}

/** The next interchange control number: a sequence, so no two files ever share one, whatever fails or runs at once. */
export async function nextControlNumber(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval('carrier_interchange_control_number') as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0]!.n);
}

/** The carrier's latest file of a format: a changes-only file starts where it ended. */
export async function lastCarrierFile(db: Db, carrierKey: string, format: CarrierFileRow['format']): Promise<CarrierFileRow | null> {
  const [row] = await db
    .select()
    .from(carrierFiles)
    .where(and(eq(carrierFiles.carrierKey, carrierKey), eq(carrierFiles.format, format)))
    .orderBy(desc(carrierFiles.through), desc(carrierFiles.id))
    .limit(1);
  return row ?? null;
}

export async function findCarrierFileByJobKey(db: Db, jobKey: string): Promise<CarrierFileRow | null> {
  const [row] = await db.select().from(carrierFiles).where(eq(carrierFiles.jobKey, jobKey)).limit(1);
  return row ?? null;
}

export async function insertCarrierFile(db: Db, row: NewCarrierFile): Promise<CarrierFileRow> {
  const [stored] = await db.insert(carrierFiles).values(row).returning();
  return stored!;
}

/** The newest files first, without their content. */
export async function listCarrierFiles(db: Db, limit: number): Promise<Omit<CarrierFileRow, 'content'>[]> {
  const { content: _content, ...columns } = getTableColumns(carrierFiles);
  return db.select(columns).from(carrierFiles).orderBy(desc(carrierFiles.createdAt), desc(carrierFiles.id)).limit(limit);
}

export async function findCarrierFile(db: Db, id: number): Promise<CarrierFileRow | null> {
  const [row] = await db.select().from(carrierFiles).where(eq(carrierFiles.id, id)).limit(1);
  return row ?? null;
}

/** Writes a carrier's configuration row (the first save of a carrier on defaults creates it). */
export async function upsertCarrierConfig(db: Db, row: typeof carrierConfigs.$inferInsert): Promise<void> {
  const { carrierKey: _key, ...changes } = row;
  await db.insert(carrierConfigs).values(row).onConflictDoUpdate({ target: carrierConfigs.carrierKey, set: changes });
}
