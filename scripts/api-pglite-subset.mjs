// The API test files that also run on PGlite when the full suite runs on PostgreSQL (CI: DATABASE_URL set). PGlite is
// the same PostgreSQL engine compiled to WebAssembly, so a rule, a query or a schema behaves alike on both; what
// differs is below: the embedded start, the one connection, the driver's errors. Every other file runs once, on the
// real server. Without DATABASE_URL the whole suite runs on PGlite. The test script fails if a file here is missing.
//
// Not here, because it opens PGlite on disk itself whatever the suite runs on, so the full pass covers it already: the
// embedded start of data-dir-modes.test.ts (initdb and migrations on disk, file modes, reopening).
export const API_PGLITE_SUBSET = [
  // The demo data an embedded start loads (and skips when unchanged), on the migrated template every PGlite file uses.
  'apps/api/test/seed.test.ts',
  // The session secret kept in the data directory on PGlite (required on PostgreSQL), and the session sweep.
  'apps/api/test/sessions.test.ts',
  // One connection: concurrent writes interleave between statements instead of waiting on row locks.
  'apps/api/test/races.test.ts',
  'apps/api/test/enrollment-completion.test.ts',
  'apps/api/test/mail-outbox.test.ts',
  // The driver's own error objects: refusals mapped by the error handler, values kept out of the log.
  'apps/api/test/malformed-requests.test.ts',
  'apps/api/test/logs.test.ts',
  // Thousands of rows written in slices (one statement with thousands of parameters is slow on PGlite), read back.
  'apps/api/test/member-tables.test.ts',
  // A representative visitor's way through the app: plans, cart, checkout, in multi-statement transactions.
  'apps/api/test/checkout.test.ts',
  // The cart line written in one statement (a CTE that updates and inserts, txid_current()), the embedded start's too.
  'apps/api/test/cart-one-statement.test.ts',
];
