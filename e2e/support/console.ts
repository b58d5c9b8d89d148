import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DESKTOP, launchBrowser, newVisitor, patientContext } from './browser.js';

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
 * A code is accepted once, and other journeys sign the same operator in: a refused code ("The code is incorrect") is
 * retried with the next step's, which the server also accepts (±1 step), and failing that with the step after once it
 * has begun. Each try waits for the server's answer to that code, never for a set time.
 */
export async function signInAsDemoOperator(page: Page, next = '/admin/staff'): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/admin/sign-in')) await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail address').fill(DEMO_OPERATOR.email);
  await page.getByLabel('Password').fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Continue to the code' }).click();
  for (const steps of [0, 1, 'next window'] as const) {
    if (steps === 'next window') await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
    await page.getByLabel('6-digit code').fill(totpCode(DEMO_OPERATOR.totpSecret, steps === 'next window' ? 1 : steps));
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/admin/sign-in/second-factor'), { timeout: 0 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    if ((await answer).ok()) {
      await page.waitForURL((url) => url.pathname === next);
      return;
    }
  }
  throw new Error('The demo operator could not sign in to the console.');
}

/**
 * One browser for a journey file with the demo operator signed in once (a TOTP code signs in once): `open` gives a
 * new context of that signed-in operator at a size (`forAudit`: axe may run in it). Call at the top of the file.
 */
export function useSignedInOperator(next = '/admin/staff') {
  let browser: Browser;
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAsDemoOperator(page, next);
    signedIn = await context.storageState();
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    browser: () => browser,
    async open(viewport: typeof DESKTOP, forAudit = false): Promise<{ context: BrowserContext; page: Page }> {
      const context = await patientContext(browser, { baseURL: inject('baseUrl'), viewport, bypassCSP: forAudit, storageState: signedIn });
      return { context, page: await context.newPage() };
    },
  };
}
