import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

/**
 * The demo operator (README's demo accounts; apps/api/src/db/seed/demo/accounts.ts): the console signs in with this
 * password and a code of this TOTP secret, as an authenticator app would show it.
 */
export const DEMO_OPERATOR = {
  email: 'olive.operator@example.com',
  password: 'Olive-Console-2026',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
} as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 30-second steps). */
export function authenticatorCode(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 1_000_000).padStart(6, '0');
}

/**
 * Signs the demo operator in to the console like a person: e-mail and password, then the code from the authenticator
 * app; waits until the console has left its sign-in page (for `next`, a console path).
 */
export async function signInToConsole(page: Page, options: { next?: string } = {}): Promise<void> {
  await page.goto(options.next ? `/admin/sign-in?next=${encodeURIComponent(options.next)}` : '/admin/sign-in');
  await page.getByLabel('E-mail address').fill(DEMO_OPERATOR.email);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue to the code' }).click();
  await page.getByLabel('6-digit code').fill(authenticatorCode(DEMO_OPERATOR.totpSecret));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/sign-in'));
}
