import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  forgetAllSessions,
  forgetSession,
  keepSession,
  keptSession,
  readTicket,
  SESSION_CACHE_SECONDS,
  sessionNoticesHeard,
  sessionNoticesLost,
} from './session-cache.js';

// Each test its own database key, so the copies of one do not meet another's.
const newDb = () => ({}) as Db;
const NOW = new Date('2026-07-01T12:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);
const session = (id = 'a'.repeat(32)) => ({ id, lastSeenAt: NOW, staffHolds: false, personalData: false });

describe('the copy of a session a replica keeps', () => {
  it(`answers for ${SESSION_CACHE_SECONDS} seconds by the app clock, then no more`, () => {
    const db = newDb();
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, later(SESSION_CACHE_SECONDS * 1000 - 1))).toEqual(session());
    expect(keptSession(db, session().id, later(SESSION_CACHE_SECONDS * 1000))).toBeUndefined();
  });

  it('is not trusted when the clock was set back', () => {
    const db = newDb();
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, later(-1))).toBeUndefined();
  });

  it('is not kept from a read begun before any copy was forgotten (the read may predate the change)', () => {
    const db = newDb();
    const ticket = readTicket(db);
    forgetSession(db, 'b'.repeat(32));
    keepSession(db, session(), NOW, ticket);
    expect(keptSession(db, session().id, NOW)).toBeUndefined();
    // A read begun after the forget is kept.
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, NOW)).toEqual(session());
  });

  it('is forgotten on its own, or with all the others', () => {
    const db = newDb();
    keepSession(db, session('a'.repeat(32)), NOW, readTicket(db));
    keepSession(db, session('b'.repeat(32)), NOW, readTicket(db));
    forgetSession(db, 'a'.repeat(32));
    expect(keptSession(db, 'a'.repeat(32), NOW)).toBeUndefined();
    expect(keptSession(db, 'b'.repeat(32), NOW)).toBeDefined();
    forgetAllSessions(db);
    expect(keptSession(db, 'b'.repeat(32), NOW)).toBeUndefined();
  });

  it('is neither kept nor answered while the change notices are not heard, and is again once they are', () => {
    const db = newDb();
    keepSession(db, session(), NOW, readTicket(db));
    sessionNoticesLost(db);
    expect(keptSession(db, session().id, NOW)).toBeUndefined();
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, NOW)).toBeUndefined();
    sessionNoticesHeard(db);
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, NOW)).toEqual(session());
  });

  it('makes room for a new session by dropping the oldest when 20,000 are kept', () => {
    const db = newDb();
    const id = (n: number) => String(n).padStart(32, '0');
    for (let n = 0; n < 20_000; n++) keepSession(db, session(id(n)), NOW, readTicket(db));
    keepSession(db, session(id(20_000)), NOW, readTicket(db));
    expect(keptSession(db, id(0), NOW)).toBeUndefined();
    expect(keptSession(db, id(1), NOW)).toBeDefined();
    expect(keptSession(db, id(20_000), NOW)).toBeDefined();
  });
});
