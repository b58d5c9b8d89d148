import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import {
  dropSession,
  forgetAllSessions,
  forgetEnrollment,
  forgetSession,
  keepForSession,
  keepSession,
  keptForSession,
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

  it('is not kept from a read begun before its copy, or every copy, was forgotten (the read may predate the change)', () => {
    const db = newDb();
    const ticket = readTicket(db);
    forgetSession(db, session().id);
    keepSession(db, session(), NOW, ticket);
    expect(keptSession(db, session().id, NOW)).toBeUndefined();
    // A read begun after the forget is kept.
    keepSession(db, session(), NOW, readTicket(db));
    expect(keptSession(db, session().id, NOW)).toEqual(session());
    const beforeAll = readTicket(db);
    forgetAllSessions(db);
    keepSession(db, session(), NOW, beforeAll);
    expect(keptSession(db, session().id, NOW)).toBeUndefined();
  });

  it("is kept from a read begun before another session's copy was forgotten (busy replicas forget many a second)", () => {
    const db = newDb();
    const ticket = readTicket(db);
    forgetSession(db, 'b'.repeat(32));
    forgetEnrollment(db, 'e'.repeat(32));
    keepSession(db, session(), NOW, ticket);
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

describe('what a session keeps about an enrollment it holds', () => {
  const A = 'a'.repeat(32);
  const B = 'b'.repeat(32);
  const kept = (db: Db, id = A, key = 'facts:e1', now = NOW) => keptForSession<string>(db, id, key, now);
  const withCopies = () => {
    const db = newDb();
    keepSession(db, session(A), NOW, readTicket(db));
    keepSession(db, session(B), NOW, readTicket(db));
    return db;
  };

  it("answers while the session's copy does, and goes with it", () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    expect(kept(db, A, 'facts:e1', later(SESSION_CACHE_SECONDS * 1000 - 1))).toBe('read');
    expect(kept(db, A, 'facts:e1', later(SESSION_CACHE_SECONDS * 1000))).toBeUndefined();
    expect(kept(db, B)).toBeUndefined();
    forgetSession(db, A);
    expect(kept(db)).toBeUndefined();
  });

  it("is not kept without a copy of the session to keep it with, nor for a session holding a rep's hold", () => {
    const db = newDb();
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    expect(kept(db)).toBeUndefined();
    keepSession(db, { ...session(A), staffHolds: true }, NOW, readTicket(db));
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    expect(kept(db)).toBeUndefined();
  });

  it("is forgotten for every session when its enrollment's notice arrives, and only that enrollment's", () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'A e1', NOW, readTicket(db));
    keepForSession(db, A, 'e2', 'facts:e2', 'A e2', NOW, readTicket(db));
    keepForSession(db, B, 'e1', 'facts:e1', 'B e1', NOW, readTicket(db));
    forgetEnrollment(db, 'e1');
    expect(kept(db, A)).toBeUndefined();
    expect(kept(db, B)).toBeUndefined();
    expect(kept(db, A, 'facts:e2')).toBe('A e2');
    // The session copies stay: only what they kept about e1 went.
    expect(keptSession(db, A, NOW)).toBeDefined();
  });

  it("is not kept from a read begun before an enrollment's notice, even one about no kept enrollment", () => {
    const db = withCopies();
    const ticket = readTicket(db);
    forgetEnrollment(db, 'e1');
    keepForSession(db, A, 'e1', 'facts:e1', 'read before the change', NOW, ticket);
    expect(kept(db)).toBeUndefined();
  });

  it("is kept from a read begun before another enrollment's notice (other shoppers' carts)", () => {
    const db = withCopies();
    const ticket = readTicket(db);
    forgetEnrollment(db, 'e2', 7);
    forgetSession(db, B);
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, ticket);
    expect(kept(db)).toBe('read');
  });

  it('stays when the notice is of the very change it was kept at (its version), and goes with any other change', () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'made by A at 7', NOW, readTicket(db), 7);
    keepForSession(db, B, 'e1', 'facts:e1', 'read by B at 6', NOW, readTicket(db), 6);
    forgetEnrollment(db, 'e1', 7);
    expect(kept(db, A)).toBe('made by A at 7');
    expect(kept(db, B)).toBeUndefined();
    forgetEnrollment(db, 'e1', 8);
    expect(kept(db, A)).toBeUndefined();
  });

  it("is kept from a read begun before the notice of the change it saw, not before another change's", () => {
    const db = withCopies();
    const ticket = readTicket(db);
    forgetEnrollment(db, 'e1', 7);
    keepForSession(db, A, 'e1', 'facts:e1', 'saw 7', NOW, ticket, 7);
    expect(kept(db)).toBe('saw 7');
    // Two changes since the read: whatever version it saw, the other one makes it stale.
    const before = readTicket(db);
    forgetEnrollment(db, 'e1', 8);
    forgetEnrollment(db, 'e1', 9);
    keepForSession(db, A, 'e1', 'facts:e1', 'saw 9', NOW, before, 9);
    expect(kept(db)).toBeUndefined();
    keepForSession(db, A, 'e1', 'facts:e1', 'saw 8', NOW, before, 8);
    expect(kept(db)).toBeUndefined();
    keepForSession(db, A, 'e1', 'facts:e1', 'saw 9', NOW, readTicket(db), 9);
    expect(kept(db)).toBe('saw 9');
    // A line written over the copy at 9 keeps what it made (10), though 9's notice comes after the write began.
    const beforeWrite = readTicket(db);
    forgetEnrollment(db, 'e1', 9);
    keepForSession(db, A, 'e1', 'facts:e1', 'made 10 over 9', NOW, beforeWrite, 10, 9);
    expect(kept(db)).toBe('made 10 over 9');
    // A notice that names no version stales any read begun before it.
    const beforeUnknown = readTicket(db);
    forgetEnrollment(db, 'e1');
    keepForSession(db, B, 'e1', 'facts:e1', 'saw 9', NOW, beforeUnknown, 9);
    expect(kept(db, B)).toBeUndefined();
  });

  it('leaves memory with a copy too old to answer, once another session is read', () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'a birth date', NOW, readTicket(db));
    keepSession(db, session('c'.repeat(32)), later(SESSION_CACHE_SECONDS * 1000), readTicket(db));
    // Asked as of the moment it was read, it would answer if it were still held.
    expect(kept(db, A, 'facts:e1', NOW)).toBeUndefined();
    expect(keptSession(db, A, NOW)).toBeUndefined();
  });

  it('is forgotten with the copy it was kept with when the session is read again or dropped', () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    keepSession(db, session(A), later(1), readTicket(db));
    expect(kept(db, A, 'facts:e1', later(1))).toBeUndefined();
    keepForSession(db, B, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    dropSession(db, B);
    expect(kept(db, B)).toBeUndefined();
    // The enrollment's holders went with the copies: a notice about it finds none, and a later keep starts afresh.
    keepSession(db, session(B), NOW, readTicket(db));
    keepForSession(db, B, 'e1', 'facts:e1', 'again', NOW, readTicket(db));
    expect(kept(db, B)).toBe('again');
  });

  it('is neither kept nor answered while the change notices are not heard', () => {
    const db = withCopies();
    keepForSession(db, A, 'e1', 'facts:e1', 'read', NOW, readTicket(db));
    sessionNoticesLost(db);
    expect(kept(db)).toBeUndefined();
    sessionNoticesHeard(db);
    expect(kept(db)).toBeUndefined();
  });
});
