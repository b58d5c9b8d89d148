import { describe, expect, it } from 'vitest';
import { linkSigningKey, signLinkToken } from '../shared/link-token.js';
import { MEMBER_LINK_TTL_SECONDS, memberIdOfLink, memberStoreLinkToken } from './member-store-link.js';

const key = linkSigningKey('server-secret');
const now = new Date('2026-03-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('member store links', () => {
  it('give back the member for 30 days, and nothing from the moment they expire', () => {
    const token = memberStoreLinkToken(key, 1001, now);
    expect(memberIdOfLink(key, token, new Date(now.getTime() + 29 * DAY_MS))).toBe(1001);
    expect(memberIdOfLink(key, token, new Date(now.getTime() + MEMBER_LINK_TTL_SECONDS * 1000))).toBeNull();
  });

  it('refuse a bare member number, another purpose, another key, and a subject that is not a member number', () => {
    const expiresAt = new Date(now.getTime() + DAY_MS);
    expect(memberIdOfLink(key, '1001', now)).toBeNull();
    expect(memberIdOfLink(key, signLinkToken(key, { purpose: 'quote', subject: '1001', expiresAt }), now)).toBeNull();
    expect(memberIdOfLink(key, memberStoreLinkToken(linkSigningKey('other'), 1001, now), now)).toBeNull();
    expect(memberIdOfLink(key, signLinkToken(key, { purpose: 'member-store', subject: 'abc', expiresAt }), now)).toBeNull();
  });
});
