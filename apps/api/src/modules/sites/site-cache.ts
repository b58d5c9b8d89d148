import type { Db } from '../../db/client.js';
import { CHANGE_TOPICS, notifyChange } from '../shared/change-notice.js';

/**
 * The sites' data each replica keeps in memory (decision 0071): resolved sites by what a request names (every API
 * request resolves one) and themes by site. Site, rep, group, referral, portal and theme rows change only through the
 * console's branding saves, catalog imports and the demo data set's loader; each calls markSitesChanged in its
 * transaction, so every replica forgets these copies at the commit (plugins/change-notices.ts hears the notice and
 * calls clearSiteCache). Each map is bounded, so varied query strings or hosts cannot grow it without limit.
 */
const MAX_ENTRIES = 1_000;

export interface SiteCaches {
  resolved: Map<string, Promise<unknown>>;
  themes: Map<string, Promise<unknown>>;
}

const caches = new WeakMap<Db, SiteCaches>();

function cachesOf(db: Db): SiteCaches {
  let found = caches.get(db);
  if (!found) caches.set(db, (found = { resolved: new Map(), themes: new Map() }));
  return found;
}

/**
 * The cached answer for `key`, or `read()`'s, kept until the sites change. A failed read (the database was down) is
 * not kept, nor one begun before the sites changed.
 */
export function cachedSiteRead<T>(db: Db, kind: keyof SiteCaches, key: string, read: () => Promise<T>): Promise<T> {
  const map = cachesOf(db)[kind];
  const hit = map.get(key);
  if (hit) return hit as Promise<T>;
  if (map.size >= MAX_ENTRIES) map.clear();
  const value = read();
  map.set(key, value);
  value.catch(() => {
    if (map.get(key) === value) map.delete(key);
  });
  return value;
}

/** Forgets this process's copies of the sites of a database (after the transaction that changed them committed). */
export function clearSiteCache(db: Db): void {
  caches.delete(db);
}

/** Inside the transaction that changes sites, reps, groups, referrals, portals or themes: every replica forgets its copies at the commit. */
export async function markSitesChanged(tx: Db): Promise<void> {
  await notifyChange(tx, CHANGE_TOPICS.sites);
}
