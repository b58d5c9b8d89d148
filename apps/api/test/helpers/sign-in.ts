import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEMO_STAFF_ACCOUNTS } from '../../src/db/seed/demo/accounts.js';
import { STAFF_COOKIE } from '../../src/modules/access/staff-session.plugin.js';
import { Browser } from './browser.js';

/**
 * The seeded sign-in accounts, by name: jordanLee, mariaRivera, danielOkafor (reps) and acmeAdmin, lakesideAdmin
 * (group administrators) exist with the bundled demo data (`createTestApp({ demoData })`); tessAgent and
 * testGroupAdmin with the test catalog (createTestApp's default). Each has { email, password, agentCode | groupCode }.
 */
export const DEMO_ACCOUNTS = DEMO_STAFF_ACCOUNTS;
export type DemoAccount = { email: string; password: string };

/**
 * Signs `account` in through POST staff-sign-in and answers the Cookie header value to send on later
 * `app.inject` calls (`headers: { cookie }`). `cookie`: the browser's cookies before (the old staff session ends);
 * `remoteAddress`: the client address (sign-ins are limited per address). Fails the test when the sign-in is refused.
 */
export async function signIn(app: FastifyInstance, account: DemoAccount, options: { cookie?: string; remoteAddress?: string } = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/staff-sign-in',
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.remoteAddress,
    payload: { email: account.email, password: account.password },
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error('staff-sign-in set no staff cookie');
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** A browser signed in as the account: its staff cookie kept with the store session it will get. */
export async function signedInBrowser(app: FastifyInstance, account: DemoAccount, options: { remoteAddress?: string } = {}): Promise<Browser> {
  return new Browser(app).acceptCookies(await signIn(app, account, options));
}

