import fp from 'fastify-plugin';
import { openDatabase, type Database, type PoolOptions } from '../db/client.js';
import { loadDemoDataIfChanged } from '../db/seed/load-demo-data.js';
import type { DemoData } from '../db/seed/seed-types.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An already opened database (tests share one per file); otherwise app.config.database is opened here. */
  database?: Database;
  /** The pool's options when the database is opened here (db/client.ts). */
  pool?: PoolOptions;
  /** The demo data set to load at start; null skips loading. */
  demoData: DemoData | null;
}

/** Opens the database, applies migrations, loads the demo data when it changed, and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const database = opts.database ?? (await openDatabase(app.config.database, undefined, (err) => app.log.warn({ err }, 'database: an idle connection failed'), opts.pool));
    app.decorate('database', database);
    // A database handed in by the caller is the caller's to close.
    if (!opts.database) app.addHook('onClose', async () => database.close());
    if (opts.demoData) {
      // The demo sign-in accounts' passwords are public: never in production unless asked for (SEED_DEMO_ACCOUNTS).
      const staffAccounts = app.config.seedDemoAccounts ?? app.config.env !== 'production';
      // One process at a time: a replica started beside this one finds the data loaded and leaves it (client.ts).
      const demoData = opts.demoData;
      const outcome = await database.exclusively(() => loadDemoDataIfChanged(database.db, demoData, app.fieldCipher, { staffAccounts }));
      app.log.info({ seed: outcome }, 'demo data checked');
    }
  },
  { name: 'db', dependencies: ['config', 'field-cipher'] },
);
