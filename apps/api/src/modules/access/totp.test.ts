import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp.js';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII "12345678901234567890", codes 8 digits, 30-second steps.
const SEED = Buffer.from('12345678901234567890', 'ascii');

describe('TOTP', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 code at %i s', (seconds, code) => {
    expect(hotp(SEED, totpStep(new Date(seconds * 1000)), 8)).toBe(code);
  });

  it('gives the RFC 4226 HOTP values for the first counters', () => {
    expect([0, 1, 2, 3, 9].map((c) => hotp(SEED, c))).toEqual(['755224', '287082', '359152', '969429', '520489']);
  });

  it('reads and writes base32 as authenticator apps do', () => {
    expect(base32Encode(SEED)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SEED);
  });

  it('accepts a code one step early or late, and never a used step again', () => {
    const secret = base32Encode(SEED);
    const at = new Date(1_700_000_000_000);
    const previous = totpCode(secret, new Date(at.getTime() - 30_000));
    const next = totpCode(secret, new Date(at.getTime() + 30_000));
    const now = totpCode(secret, at);
    expect(matchTotp(secret, now, at, null)).toBe(totpStep(at));
    expect(matchTotp(secret, previous, at, null)).toBe(totpStep(at) - 1);
    expect(matchTotp(secret, next, at, null)).toBe(totpStep(at) + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at, null)).toBeNull();
    expect(matchTotp(secret, now, at, totpStep(at))).toBeNull();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeNull();
  });

  it('writes an otpauth URI with the issuer and the account', () => {
    expect(otpauthUri('ABC', 'olive@example.com')).toBe(
      'otpauth://totp/Benefit%20Store:olive%40example.com?secret=ABC&issuer=Benefit+Store&algorithm=SHA1&digits=6&period=30',
    );
  });
});
