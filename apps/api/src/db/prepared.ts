import type { Db } from './client.js';

const statements = new WeakMap<object, Map<string, unknown>>();

/**
 * The connection a handle's queries run on: a transaction's own client (checked out of the pool for it), or the pool.
 * Drizzle makes a new handle for every transaction, but the pool hands out the same few connections again and again.
 */
function connectionOf(db: Db): object {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * A query built once per connection and kept as a prepared statement (`.prepare(name)`, values as
 * `sql.placeholder`s): the calls every request makes (the session, the held enrollment, the listing's facts, the
 * enrollment's lock) skip Drizzle's building of the SQL and, on PostgreSQL, the server's parsing and planning
 * (node-postgres prepares a named statement once per connection). Kept per connection rather than per handle, so a
 * transaction's statement is built once for each pooled connection, not once per transaction (building the lock's
 * select was a seventh of a cart line's CPU). `name` must be unique to the query's text.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  const connection = connectionOf(db);
  let byName = statements.get(connection);
  if (!byName) statements.set(connection, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
