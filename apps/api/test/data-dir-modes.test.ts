import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { persistentSecret } from '../src/modules/shared/persistent-secret.js';
import { openDatabase } from '../src/db/client.js';

/** Every file and folder under root whose mode lets anyone but the owner read, write or enter it. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = statSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(root);
  return found;
}

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bs-data-'));
  // The parent is the test's, not the app's; only what the app creates is checked.
  temporary.push(dir);
  return dir;
}

describe('the data directory', () => {
  it('keeps the PGlite database readable by its owner only, also for files written after opening', async () => {
    const dataDir = join(tempDir(), 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.database.kind).toBe('pglite');
    const database = await openDatabase(config.database);
    try {
      await database.db.execute(sql`create table modes_probe (id serial primary key, note text)`);
      await database.db.execute(sql`insert into modes_probe (note) select repeat('x', 200) from generate_series(1, 2000)`);
      await database.db.execute(sql`checkpoint`);
    } finally {
      await database.close();
    }
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('tightens a database left world-writable by an older version when it is opened', async () => {
    const dataDir = join(tempDir(), 'data');
    const dbDir = join(dataDir, 'pglite');
    const first = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    await first.close();
    const loosen = (path: string) => {
      chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
      if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) loosen(join(path, entry));
    };
    loosen(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(5);

    const reopened = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    await reopened.close();
    expect(openToOthers(dbDir)).toEqual([]);
  });

  it('creates the folder of the session secret for its owner only', () => {
    const dataDir = join(tempDir(), 'fresh');
    persistentSecret(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
  });
});
