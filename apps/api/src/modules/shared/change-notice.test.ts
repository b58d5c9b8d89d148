import { describe, expect, it } from 'vitest';
import { enrollmentOfNotice, sessionOfNotice } from './change-notice.js';

describe("an enrollment's change notice", () => {
  it('names the enrollment and the facts_version of the change (migration 0033)', () => {
    expect(enrollmentOfNotice('3f2a 812345')).toEqual({ enrollmentId: '3f2a', version: 812345 });
  });

  it('names only the enrollment when it carries no version, or one that is not a whole number', () => {
    expect(enrollmentOfNotice('3f2a')).toEqual({ enrollmentId: '3f2a', version: undefined });
    expect(enrollmentOfNotice('3f2a x')).toEqual({ enrollmentId: '3f2a', version: undefined });
  });
});

describe("a session's change notice", () => {
  it('names the session, and nothing for a notice about something else', () => {
    expect(sessionOfNotice('session:abc')).toBe('abc');
    expect(sessionOfNotice('catalog')).toBeNull();
  });
});
