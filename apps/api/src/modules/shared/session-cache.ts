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
}

interface Cache {
  entries: Map<string, Entry>;
  /** Counts the copies forgotten: a read begun before a forget must not keep what it read (readTicket). */
  forgets: number;
  /** False while the change notices are not heard (their connection is lost): no copy is kept or answered then. */
  heard: boolean;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), forgets: 0, heard: true }));
  return cache;
}

/** The copy of session `id` read less than SESSION_CACHE_SECONDS ago, else undefined. */
export function keptSession(db: Db, id: string, now: Date): KeptSession | undefined {
  const cache = caches.get(db);
  const entry = cache?.heard ? cache.entries.get(id) : undefined;
  if (!entry) return undefined;
  const age = now.getTime() - entry.readAt;
  // A clock set back makes the age negative: the copy is not trusted then either.
  return age >= 0 && age < SESSION_CACHE_SECONDS * 1000 ? entry.session : undefined;
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
  cache.entries.delete(session.id);
  if (cache.entries.size >= MAX_SESSIONS) cache.entries.delete(cache.entries.keys().next().value as string);
  cache.entries.set(session.id, { session, readAt: now.getTime() });
}

/** Forgets the copy of one session: its next call reads the row again. */
export function forgetSession(db: Db, id: string): void {
  const cache = cacheOf(db);
  cache.forgets += 1;
  cache.entries.delete(id);
}

/**
 * Drops the copy of a session the database no longer answers (gone or expired). Not counted as a forget: a read that
 * saw it alive before can keep it only for a session seen in the last minutes (findSession), which neither a sweep
 * nor an expiry removes, and a move to a new id forgets it itself.
 */
export function dropSession(db: Db, id: string): void {
  caches.get(db)?.entries.delete(id);
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
}

/** The change notices are heard again: copies may be kept from now on. */
export function sessionNoticesHeard(db: Db): void {
  cacheOf(db).heard = true;
}
