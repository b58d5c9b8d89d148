import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldCipher, FieldDecryptionError, isEncryptedField, loadDataKey, loadDataKeys, parseDataKey } from './field-encryption.js';

const key = randomBytes(32);
const cipher = new FieldCipher(key);

/** Flips one bit of one base64url part of a stored value. */
function tamper(stored: string, part: 1 | 2 | 3): string {
  const parts = stored.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('field encryption', () => {
  it.each(['123456789', '', 'Ünïcødé ✓ and a long text '.repeat(20)])('gives back %j after a round trip', (text) => {
    const stored = cipher.encrypt(text);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/);
    expect(isEncryptedField(stored)).toBe(true);
    expect(cipher.decrypt(stored)).toBe(text);
  });

  it('round-trips JSON (health answers)', () => {
    const answers = { condition_questions: [{ question_id: 145, yes_no_flag: 1 }], notes: null };
    expect(cipher.decryptJson(cipher.encryptJson(answers))).toEqual(answers);
  });

  it('never stores the plaintext, and uses a new IV each time', () => {
    const a = cipher.encrypt('123456789');
    const b = cipher.encrypt('123456789');
    expect(a).not.toContain('123456789');
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
  });

  it.each([
    ['a changed ciphertext', (s: string) => tamper(s, 3)],
    ['a changed tag', (s: string) => tamper(s, 2)],
    ['a changed IV', (s: string) => tamper(s, 1)],
    ['another version', (s: string) => s.replace(/^v1\./, 'v2.')],
    ['a missing part', (s: string) => s.split('.').slice(0, 3).join('.')],
    ['plain text', () => '123456789'],
  ])('refuses %s', (_case, change) => {
    expect(() => cipher.decrypt(change(cipher.encrypt('123456789')))).toThrow(FieldDecryptionError);
  });

  it('refuses a value under another key', () => {
    const stored = new FieldCipher(randomBytes(32)).encrypt('123456789');
    expect(() => cipher.decrypt(stored)).toThrow(FieldDecryptionError);
  });

  it('refuses a value moved to another place (context)', () => {
    const stored = cipher.encrypt('123456789', 'enrollment:A:ssn');
    expect(cipher.decrypt(stored, 'enrollment:A:ssn')).toBe('123456789');
    expect(() => cipher.decrypt(stored, 'enrollment:B:ssn')).toThrow(FieldDecryptionError);
  });

  it('reads values of a previous key during a rotation and says they need re-encrypting', () => {
    const old = randomBytes(32);
    const stored = new FieldCipher(old).encrypt('123456789');
    const rotated = new FieldCipher({ current: key, previous: [old] });
    expect(rotated.decrypt(stored)).toBe('123456789');
    expect(rotated.needsReEncryption(stored)).toBe(true);
    expect(rotated.needsReEncryption(rotated.encrypt('x'))).toBe(false);
    expect(new FieldCipher(key).decrypt(rotated.encrypt('x'))).toBe('x');
  });
});

describe('data keys from configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('takes DATA_KEY in base64 or base64url', () => {
    const raw = randomBytes(32);
    expect(loadDataKey({ DATA_KEY: raw.toString('base64') }, null).equals(raw)).toBe(true);
    expect(loadDataKey({ DATA_KEY: raw.toString('base64url'), NODE_ENV: 'production' }, null).equals(raw)).toBe(true);
  });

  it.each(['short', randomBytes(16).toString('base64'), randomBytes(33).toString('base64'), 'not base64 at all!!'])('refuses DATA_KEY %j', (value) => {
    expect(() => parseDataKey(value)).toThrow(/32 bytes/);
    expect(() => loadDataKeys({ DATA_KEY: value }, null)).toThrow(/32 bytes/);
  });

  it('requires DATA_KEY in production', () => {
    expect(() => loadDataKeys({ NODE_ENV: 'production' }, tempDir())).toThrow(/DATA_KEY must be set/);
  });

  it('generates a development key once into the data directory, readable by the owner only', () => {
    const dir = tempDir();
    const first = loadDataKey({}, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey({}, dir).equals(first)).toBe(true);
    expect(parseDataKey(readFileSync(join(dir, 'data-key'), 'utf8')).equals(first)).toBe(true);
  });

  it('gives an in-memory database a key of its own', () => {
    expect(loadDataKey({}, null)).toHaveLength(32);
    expect(loadDataKey({}, null).equals(loadDataKey({}, null))).toBe(false);
  });

  it('reads previous keys for a rotation', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)];
    const keys = loadDataKeys({ DATA_KEY: a.toString('base64'), DATA_KEY_PREVIOUS: ` ${b.toString('base64')} ,` }, null);
    expect(keys.current.equals(a)).toBe(true);
    expect(keys.previous.map((k) => k.equals(b))).toEqual([true]);
  });
});
