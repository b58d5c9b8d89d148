import { createHmac, randomBytes } from 'node:crypto';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@benefit-store/domain';

/**
 * TOTP (RFC 6238 over RFC 4226's HOTP) with node:crypto: HMAC-SHA-1, 6 digits, 30-second steps, one step either
 * side accepted for clock drift. Tested against the RFC's vectors (totp.test.ts).
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not a base32 text');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

/** The time step of an instant. */
export const totpStep = (at: Date, period = TOTP_PERIOD_SECONDS): number => Math.floor(at.getTime() / 1000 / period);

/** HOTP of a counter (RFC 4226 section 5.3), `digits` long with leading zeros. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows for a base32 secret at an instant. */
export const totpCode = (secret: string, at: Date): string => hotp(base32Decode(secret), totpStep(at));

/**
 * The time step a code matches (now, or one step either side), or null. `afterStep`: the last step already used, so
 * a code of that step or an earlier one is refused (a code works once, also within its window).
 */
export function matchTotp(secret: string, code: string, at: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (let step = now - TOTP_WINDOW_STEPS; step <= now + TOTP_WINDOW_STEPS; step += 1) {
    if (afterStep !== null && step <= afterStep) continue;
    if (hotp(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// URI authenticator apps read (Key Uri Format): issuer and account, SHA-1, 6 digits, 30 s. */
export function otpauthUri(secret: string, account: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer: TOTP_ISSUER, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
