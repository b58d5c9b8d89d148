import type { Db } from '../../db/client.js';

/**
 * The shopping sessions this replica looked up in the last few seconds (decision 0090). Every API call of a browser
 * names its session, and one page view makes 10 to 20 calls within a second: each read the same row, one round trip
 * of the two a listing or a plan page costs. A copy answers for SESSION_CACHE_SECONDS by the app clock, and only while
 * the session needs no touch (findSession), so it never lets a session live longer than its row says.
 *
 * What a copy holds changes only through this process's calls or through another replica's: a call that may change
 * what a session holds forgets its copy here (plugins/session.ts), and what a rep's member table or a sign-in does to
 * a session is told to every replica at its commit (markSessionChanged, plugins/change-notices.ts).
 *
 * A copy also carries what the session's calls read about an enrollment it holds (keepForSession: the listing's and
 * the plan page's priced facts, decision 0093), which goes with the copy, and with any change to that enrollment.
 */
export const SESSION_CACHE_SECONDS = 5;
/** Bounded, so many browsers at once cannot grow it without limit: the oldest copy goes first. */
const MAX_SESSIONS = 20_000;

export interface KeptSession {
  id: string;
  lastSeenAt: Date;
  staffHolds: boolean;
  personalData: boolean;
}

interface Entry {
  session: KeptSession;
  /** When it was read, by the app clock (ms). */
  readAt: number;
  /** What this session's calls read about an enrollment it holds (keepForSession), by key; goes with the copy. */
  kept?: Map<string, { enrollmentId: string; value: unknown }>;
}

interface Cache {
  entries: Map<string, Entry>;
  /** Counts the copies forgotten: a read begun before a forget must not keep what it read (readTicket). */
  forgets: number;
  /** False while the change notices are not heard (their connection is lost): no copy is kept or answered then. */
  heard: boolean;
  /** The sessions that keep something about each enrollment (keepForSession): whom an enrollment's notice concerns. */
  holders: Map<string, Set<string>>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), forgets: 0, heard: true, holders: new Map() }));
  return cache;
}

/** The copy of session `id` read less than SESSION_CACHE_SECONDS ago, else undefined. */
export function keptSession(db: Db, id: string, now: Date): KeptSession | undefined {
  return liveEntry(caches.get(db), id, now)?.session;
}

function liveEntry(cache: Cache | undefined, id: string, now: Date): Entry | undefined {
  const entry = cache?.heard ? cache.entries.get(id) : undefined;
  if (!entry) return undefined;
  const age = now.getTime() - entry.readAt;
  if (age >= SESSION_CACHE_SECONDS * 1000) {
    // Gone once too old, with what it kept (a birth date, a zip): not left in memory until 20,000 others push it out.
    removeEntry(cache!, id);
    return undefined;
  }
  // A clock set back makes the age negative: the copy is not trusted then either.
  return age >= 0 ? entry : undefined;
}

/** Taken before findSession reads a session, and handed to keepSession with what it read. */
export function readTicket(db: Db): number {
  return cacheOf(db).forgets;
}

/**
 * Keeps what findSession just read from the database, unless a copy was forgotten while it read: the read may have
 * seen the session before the change that forget was for (a commit between the read and now), and would bring it back.
 */
export function keepSession(db: Db, session: KeptSession, now: Date, ticket: number): void {
  const cache = cacheOf(db);
  if (cache.forgets !== ticket || !cache.heard) return;
  removeEntry(cache, session.id);
  // The copies are in the order they were read: those too old to answer go first, with what they kept.
  for (const [id, entry] of cache.entries) {
    if (now.getTime() - entry.readAt < SESSION_CACHE_SECONDS * 1000) break;
    removeEntry(cache, id);
  }
  if (cache.entries.size >= MAX_SESSIONS) removeEntry(cache, cache.entries.keys().next().value as string);
  cache.entries.set(session.id, { session, readAt: now.getTime() });
}

/** Removes a session's copy, and its name from the holders of what it kept. */
function removeEntry(cache: Cache, id: string): void {
  const entry = cache.entries.get(id);
  if (!entry) return;
  cache.entries.delete(id);
  unlistHolder(cache, id, entry);
}

/** Takes session `id` off the holders of what its entry kept. */
function unlistHolder(cache: Cache, id: string, entry: Entry): void {
  for (const { enrollmentId } of entry.kept?.values() ?? []) {
    const holders = cache.holders.get(enrollmentId);
    holders?.delete(id);
    if (holders?.size === 0) cache.holders.delete(enrollmentId);
  }
}

/**
 * What a call of session `sessionId` kept under `key` about an enrollment the session holds (keepForSession), while
 * the session's copy answers (keptSession), else undefined. Never for a session holding a rep's hold: what it holds
 * hangs on the rep's staff cookie, checked on each call, and a hold detached must not answer from a copy.
 */
export function keptForSession<T>(db: Db, sessionId: string, key: string, now: Date): T | undefined {
  const entry = liveEntry(caches.get(db), sessionId, now);
  return entry && !entry.session.staffHolds ? (entry.kept?.get(key)?.value as T | undefined) : undefined;
}

/**
 * Keeps with the session's copy what a call read about enrollment `enrollmentId` (decision 0093): it is forgotten
 * with the copy (a write of this session, a notice about the session, the copy's age) and by a notice that the
 * enrollment changed (forgetEnrollment, sent by the database's triggers on every replica). Like keepSession, not
 * kept from a read begun (`ticket`) before any forget, nor without a live copy of the session to keep it with.
 */
export function keepForSession(db: Db, sessionId: string, enrollmentId: string, key: string, value: unknown, now: Date, ticket: number): void {
  const cache = cacheOf(db);
  const entry = cache.forgets === ticket ? liveEntry(cache, sessionId, now) : undefined;
  if (!entry || entry.session.staffHolds) return;
  (entry.kept ??= new Map()).set(key, { enrollmentId, value });
  let holders = cache.holders.get(enrollmentId);
  if (!holders) cache.holders.set(enrollmentId, (holders = new Set()));
  holders.add(sessionId);
}

/**
 * Forgets what session `id` kept about its enrollments, and not its copy: after a write of the session that cannot
 * change what the session holds (a cart line) but may change what it read of an enrollment.
 */
export function forgetKeptBySession(db: Db, id: string): void {
  const cache = cacheOf(db);
  cache.forgets += 1;
  const entry = cache.entries.get(id);
  if (!entry) return;
  unlistHolder(cache, id, entry);
  entry.kept = undefined;
}

/**
 * Forgets what every session kept about enrollment `id` (its cart, answers, household or priced facts changed, here
 * or on another replica: plugins/change-notices.ts). Counted as a forget, so a read begun before it is not kept.
 */
export function forgetEnrollment(db: Db, id: string): void {
  const cache = cacheOf(db);
  cache.forgets += 1;
  const holders = cache.holders.get(id);
  if (!holders) return;
  cache.holders.delete(id);
  for (const sessionId of holders) {
    const kept = cache.entries.get(sessionId)?.kept;
    for (const [key, item] of kept ?? []) if (item.enrollmentId === id) kept!.delete(key);
  }
}

/** Forgets the copy of one session: its next call reads the row again. */
export function forgetSession(db: Db, id: string): void {
  const cache = cacheOf(db);
  cache.forgets += 1;
  removeEntry(cache, id);
}

/**
 * Drops the copy of a session the database no longer answers (gone or expired). Not counted as a forget: a read that
 * saw it alive before can keep it only for a session seen in the last minutes (findSession), which neither a sweep
 * nor an expiry removes, and a move to a new id forgets it itself.
 */
export function dropSession(db: Db, id: string): void {
  const cache = caches.get(db);
  if (cache) removeEntry(cache, id);
}

/**
 * The change notices' connection was lost: every copy is forgotten (a notice may have been missed), and until
 * sessionNoticesHeard no session is answered from a copy, since another replica's change would go unheard.
 */
export function sessionNoticesLost(db: Db): void {
  forgetAllSessions(db);
  cacheOf(db).heard = false;
}

/** Forgets every copy (a notice this version does not know: a newer replica's may be about sessions). */
export function forgetAllSessions(db: Db): void {
  const cache = cacheOf(db);
  cache.forgets += 1;
  cache.entries.clear();
  cache.holders.clear();
}

/** The change notices are heard again: copies may be kept from now on. */
export function sessionNoticesHeard(db: Db): void {
  cacheOf(db).heard = true;
}
