import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';

/** The demo operator (README, "Operators"): its password and the TOTP secret an authenticator app would hold. */
export const DEMO_OPERATOR = { email: 'olive.operator@example.com', password: 'Olive-Console-2026', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };

/** The code an authenticator app shows `steps` 30-second steps from now (RFC 6238: HMAC-SHA-1, 6 digits). */
export function totpCode(secret: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * Signs the demo operator in at /admin/sign-in like a person: e-mail and password, then the authenticator's code.
 * A code is accepted once (another journey may have just used this step's), so a refused code is retried with the
 * next step's, which the server also accepts (±1 step).
 */
export async function signInAsDemoOperator(page: Page, next = '/admin/staff'): Promise<void> {
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail address').fill(DEMO_OPERATOR.email);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue to the code' }).click();
  // A code already used (by another journey in this 30-second step) is refused: the next step's is accepted too, and
  // failing that, the next step's once it has begun.
  for (const steps of [0, 1, 'next window'] as const) {
    if (steps === 'next window') await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    await page.getByLabel('6-digit code').fill(totpCode(DEMO_OPERATOR.totpSecret, steps === 'next window' ? 1 : steps));
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const landed = await page
      .waitForURL((url) => url.pathname === next, { timeout: 8_000 })
      .then(() => true)
      .catch(() => false);
    if (landed) return;
  }
  throw new Error('The demo operator could not sign in to the console.');
}
