import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hash.js';

describe('staff password hashes', () => {
  it('accepts the password it was made from and refuses any other', async () => {
    const stored = await hashPassword('Jordan-Demo-2024');
    expect(await verifyPassword('Jordan-Demo-2024', stored)).toBe(true);
    expect(await verifyPassword('jordan-demo-2024', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores scrypt with its parameters and a fresh salt, never the password', async () => {
    const first = await hashPassword('same password');
    const second = await hashPassword('same password');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toContain('same password');
    expect(first).not.toBe(second);
  });

  it('treats a malformed or tampered stored value as no match', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    expect(await verifyPassword('secret', 'plain-text')).toBe(false);
    expect(await verifyPassword('secret', ['scrypt', '3', ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret', ['scrypt', String(1 << 24), ...parts.slice(2)].join('$'))).toBe(false);
    expect(await verifyPassword('secret', [...parts.slice(0, 5), 'AAAA'].join('$'))).toBe(false);
  });

  it('checks unknown accounts against a dummy hash and says no', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('asks for a re-hash of weaker hashes only', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(await hashPassword('x', { N: 1024, r: 8, p: 1 }))).toBe(true);
  });
});
