import type { Db } from './client.js';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database handle and kept as a prepared statement (`.prepare(name)`, values as
 * `sql.placeholder`s): the calls every request makes (the session, the held enrollment, the listing's facts) skip
 * Drizzle's building of the SQL and, on PostgreSQL, the server's parsing and planning (node-postgres prepares a named
 * statement once per connection). `name` must be unique to the query's text.
 */
export function preparedOn<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}
