import { describe, expect, it } from 'vitest';
import { LINK_PURPOSE, linkSigningKey, readLinkToken, signLinkToken, verifyLinkToken } from './link-token.js';

const key = linkSigningKey('server-secret');
const now = new Date('2026-03-01T12:00:00Z');
const expiresAt = new Date('2026-04-01T12:00:00Z');
const token = signLinkToken(key, { purpose: 'quote', subject: 'AbC_123-xyz', expiresAt });

function tamper(t: string, change: (text: string) => string): string {
  return Buffer.from(change(Buffer.from(t, 'base64url').toString('utf8')), 'utf8').toString('base64url');
}

function laterExpiry(text: string): string {
  const [purpose, subject, expiry, sig] = text.split('.') as [string, string, string, string];
  return [purpose, subject, (Number.parseInt(expiry, 36) + 86400).toString(36), sig].join('.');
}

describe('link tokens', () => {
  it('fit in one route parameter (at most 100 characters) for a 128-bit subject', () => {
    expect(signLinkToken(key, { purpose: 'quote', subject: 'A'.repeat(22), expiresAt: new Date('2999-12-31T00:00:00Z') }).length).toBeLessThanOrEqual(100);
  });

  it('open only in their one canonical spelling: a last letter differing only in unused bits is refused', () => {
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // A token whose length leaves free low bits in its last character (length % 4 of 2 or 3).
    const subject = ['a', 'ab', 'abc', 'abcd'].find((s) => signLinkToken(key, { purpose: 'quote', subject: s, expiresAt }).length % 4 !== 0)!;
    const genuine = signLinkToken(key, { purpose: 'quote', subject, expiresAt });
    const last = ALPHABET.indexOf(genuine.at(-1)!);
    const twin = genuine.slice(0, -1) + ALPHABET[last ^ 1];
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(genuine, 'base64url'));
    expect(readLinkToken(key, genuine, now)).not.toBeNull();
    expect(readLinkToken(key, twin, now)).toBeNull();
  });

  it('verify while they are valid and give back the subject', () => {
    expect(verifyLinkToken(key, token, 'quote', now)).toEqual({ purpose: 'quote', subject: 'AbC_123-xyz', expiresAt });
  });

  it.each([
    ['expired at the very second', token, 'quote', expiresAt],
    ['expired later', token, 'quote', new Date('2026-05-01T00:00:00Z')],
    ['for another purpose', token, 'resume', now],
    ['with another subject', tamper(token, (s) => s.replace('AbC_123-xyz', 'AbC_123-xyZ')), 'quote', now],
    ['with a later expiry', tamper(token, laterExpiry), 'quote', now],
    ['with a changed signature', tamper(token, (s) => s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA')), 'quote', now],
    ['with no signature', tamper(token, (s) => s.split('.').slice(0, 3).join('.')), 'quote', now],
    ['signed with another key', signLinkToken(linkSigningKey('other'), { purpose: 'quote', subject: 'AbC_123-xyz', expiresAt }), 'quote', now],
    ['empty', '', 'quote', now],
    ['not base64url', 'not a token!', 'quote', now],
    ['garbage', 'Zm9vYmFy', 'quote', now],
  ])('are refused when %s', (_case, candidate, purpose, at) => {
    expect(verifyLinkToken(key, candidate, purpose, at)).toBeNull();
  });
});

describe('reading a link token whatever its purpose (direct-continue)', () => {
  it('gives the purpose of a genuine token, so each purpose can be sent to its own opener', () => {
    const memberStore = signLinkToken(key, { purpose: LINK_PURPOSE.memberStore, subject: '42', expiresAt });
    expect(readLinkToken(key, memberStore, now)).toEqual({ purpose: 'member-store', subject: '42', expiresAt });
    expect(verifyLinkToken(key, memberStore, LINK_PURPOSE.quote, now)).toBeNull();
  });

  it('refuses a token whose purpose was changed, or that has expired', () => {
    expect(readLinkToken(key, tamper(token, (s) => s.replace(/^quote\./, 'member-store.')), now)).toBeNull();
    expect(readLinkToken(key, token, expiresAt)).toBeNull();
  });
});
