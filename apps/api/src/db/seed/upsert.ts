import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `SET col = excluded.col` for every column but the keys: an upsert that makes the row match the data set. */
export function excludedSet<T extends PgTable>(table: T, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [prop, column] of Object.entries(getTableColumns(table))) {
    if (keep.includes(prop)) continue;
    set[prop] = sql`excluded.${sql.identifier(column.name)}`;
  }
  return set;
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
