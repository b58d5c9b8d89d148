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
  /** The count of forgets when it was kept, or its kept facts were last forgotten: older reads keep nothing in it. */
  since: number;
  /** What this session's calls read about an enrollment it holds (keepForSession), by key; goes with the copy. */
  kept?: Map<string, KeptFact>;
}

/**
 * One thing kept about an enrollment, and the facts_versions (migration 0033) of the changes it is known to include:
 * the one it was read or made at, and the one a write of it was made over. A late notice of either leaves it.
 */
interface KeptFact {
  enrollmentId: string;
  value: unknown;
  seen: readonly number[];
}

interface Cache {
  entries: Map<string, Entry>;
  /** Counts the copies forgotten: a read begun before a forget must not keep what it read (readTicket). */
  forgets: number;
  /** False while the change notices are not heard (their connection is lost): no copy is kept or answered then. */
  heard: boolean;
  /** The sessions that keep something about each enrollment (keepForSession): whom an enrollment's notice concerns. */
  holders: Map<string, Set<string>>;
  /**
   * The count of forgets at each session's and each enrollment's last forget (forgetSession, forgetEnrollment), and
   * at the last forget of everything: a read begun before one that concerns it is not kept. Per session and per
   * enrollment, so the notices of other shoppers' carts (many a second on a busy morning) do not keep this one's
   * reads from being kept.
   */
  forgotten: Map<string, Forgotten>;
  wideForgets: number;
}

/**
 * The last forget of one session or enrollment (its count, and the facts_version of the change it was for, when
 * known) and the last of the others, for another version. A read that saw a change is not refused by that change's
 * notice, however late it comes: the cart lines of one visitor, one after the other, each keep what they made.
 */
interface Forgotten {
  stamp: number;
  version: number | undefined;
  otherStamp: number;
}

/** Bounded: past this many sessions and enrollments forgotten, the map starts again as a forget of everything. */
const MAX_FORGOTTEN = 50_000;

/** Counts a forget of `key` (forgottenKey's) for the change that made `version`: reads of it begun before now are not kept. */
function markForgotten(cache: Cache, key: string, version?: number): void {
  cache.forgets += 1;
  const last = cache.forgotten.get(key);
  if (!last && cache.forgotten.size >= MAX_FORGOTTEN) {
    cache.forgotten.clear();
    cache.wideForgets = cache.forgets;
  }
  const sameChange = last !== undefined && version !== undefined && last.version === version;
  const otherStamp = last === undefined ? 0 : sameChange ? last.otherStamp : last.stamp;
  cache.forgotten.set(key, { stamp: cache.forgets, version, otherStamp });
}

const forgottenKey = (kind: 'session' | 'enrollment', id: string) => `${kind}:${id}`;

/**
 * Whether `key` or everything was forgotten since `ticket` was taken (readTicket), for a change other than those
 * the read saw (`seen`: the facts_versions of changes it includes).
 */
function forgottenSince(cache: Cache, key: string, ticket: number, seen: readonly number[] = []): boolean {
  const last = cache.forgotten.get(key);
  if (cache.wideForgets > ticket || (last?.otherStamp ?? 0) > ticket) return true;
  return last !== undefined && last.stamp > ticket && (last.version === undefined || !seen.includes(last.version));
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = { entries: new Map(), forgets: 0, heard: true, holders: new Map(), forgotten: new Map(), wideForgets: 0 }));
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
 * Keeps what findSession just read from the database, unless its copy was forgotten while it read: the read may have
 * seen the session before the change that forget was for (a commit between the read and now), and would bring it back.
 */
export function keepSession(db: Db, session: KeptSession, now: Date, ticket: number): void {
  const cache = cacheOf(db);
  if (forgottenSince(cache, forgottenKey('session', session.id), ticket) || !cache.heard) return;
  removeEntry(cache, session.id);
  // The copies are in the order they were read: those too old to answer go first, with what they kept.
  for (const [id, entry] of cache.entries) {
    if (now.getTime() - entry.readAt < SESSION_CACHE_SECONDS * 1000) break;
    removeEntry(cache, id);
  }
  if (cache.entries.size >= MAX_SESSIONS) removeEntry(cache, cache.entries.keys().next().value as string);
  cache.entries.set(session.id, { session, readAt: now.getTime(), since: cache.forgets });
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
 * enrollment changed (forgetEnrollment, sent by the database's triggers on every replica), unless that notice is of
 * the change that made `version`. Like keepSession, not kept from a read begun (`ticket`) before a forget of this
 * enrollment, of this session's kept facts or of everything, nor without a live copy of the session to keep it with;
 * a forget for the change at `version`, or at `madeOver` (the version a write of this value was made over, whose
 * notice may come late), is not one.
 */
export function keepForSession(db: Db, sessionId: string, enrollmentId: string, key: string, value: unknown, now: Date, ticket: number, version?: number, madeOver?: number): void {
  const cache = cacheOf(db);
  const seen = [version, madeOver].filter((v): v is number => v !== undefined);
  const entry = forgottenSince(cache, forgottenKey('enrollment', enrollmentId), ticket, seen) ? undefined : liveEntry(cache, sessionId, now);
  if (!entry || entry.since > ticket || entry.session.staffHolds) return;
  (entry.kept ??= new Map()).set(key, { enrollmentId, value, seen });
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
  entry.since = cache.forgets;
}

/**
 * Forgets what every session kept about enrollment `id` (its cart, answers, household or priced facts changed, here
 * or on another replica: plugins/change-notices.ts), except what is known to include the change at `version` (read
 * after it, or kept by the session that made it: the cart line of decision 0094). Counted as a forget of the
 * enrollment, so a read of it begun before is not kept.
 */
export function forgetEnrollment(db: Db, id: string, version?: number): void {
  const cache = cacheOf(db);
  markForgotten(cache, forgottenKey('enrollment', id), version);
  const holders = cache.holders.get(id);
  if (!holders) return;
  for (const sessionId of holders) {
    const kept = cache.entries.get(sessionId)?.kept;
    let keepsSome = false;
    for (const [key, item] of kept ?? []) {
      if (item.enrollmentId !== id) continue;
      if (version !== undefined && item.seen.includes(version)) keepsSome = true;
      else kept!.delete(key);
    }
    if (!keepsSome) holders.delete(sessionId);
  }
  if (holders.size === 0) cache.holders.delete(id);
}

/** Forgets the copy of one session: its next call reads the row again. */
export function forgetSession(db: Db, id: string): void {
  const cache = cacheOf(db);
  markForgotten(cache, forgottenKey('session', id));
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
  cache.wideForgets = cache.forgets;
  cache.entries.clear();
  cache.holders.clear();
}

/** The change notices are heard again: copies may be kept from now on. */
export function sessionNoticesHeard(db: Db): void {
  cacheOf(db).heard = true;
}
