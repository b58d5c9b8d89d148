import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords are stored as scrypt (memory-hard: each guess costs 16 MiB and ~50 ms) of a random per-account
 * salt, encoded with its parameters so they can be raised later without breaking stored hashes:
 * `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>`.
 */
export const SCRYPT_PARAMS = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Refuse parameters that would let a stored value make the server spend unbounded memory or time. */
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(encoded: string): ParsedHash | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid = (v: number, max: number) => Number.isInteger(v) && v >= 1 && v <= max;
  if (!valid(N, MAX_N) || (N & (N - 1)) !== 0 || N < 2 || !valid(r, MAX_R) || !valid(p, MAX_P)) return null;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/** Whether `password` is the one `encoded` was made from; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await scrypt(password, salt, key.length, { N, r, p, maxmem: maxmem(N, r) });
  return timingSafeEqual(candidate, key);
}

let dummy: Promise<string> | null = null;

/**
 * Spends the same work as checking a real password, for a sign-in naming no account: the answer then takes as long
 * as a wrong password does, so timing does not tell which e-mail addresses have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}

/** Whether a stored hash was made with weaker parameters than today's (to re-hash it at the next sign-in). */
export function needsRehash(encoded: string): boolean {
  const parsed = parseHash(encoded);
  return !parsed || parsed.N < SCRYPT_PARAMS.N || parsed.r < SCRYPT_PARAMS.r || parsed.p < SCRYPT_PARAMS.p;
}
