import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/app.js';
import { DEMO_STAFF_ACCOUNTS } from '../../src/db/seed/demo/accounts.js';
import type { DemoData } from '../../src/db/seed/seed-types.js';
import { STAFF_COOKIE } from '../../src/modules/access/staff-session.plugin.js';
import { clearWrongSignIns, signInSubject } from '../../src/modules/access/staff-session.repository.js';
import { FixedClock } from '../../src/modules/shared/clock.js';
import { Browser } from './browser.js';
import { freshDatabase, testConfig } from './test-app.js';

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
 * `remoteAddress`: the client address (sign-ins are limited per visitor and per address). Fails the test when the sign-in is refused.
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


export interface StaffTestApp {
  /** The app (started before the file's tests, closed after them). */
  readonly app: FastifyInstance;
  /** The app's clock: every expiry and lock-out reads it. */
  readonly clock: FixedClock;
  /** A client address not used before in this file: sign-ins are limited per visitor and per address. */
  newAddress(): string;
  /** POST staff-sign-in with an e-mail and password, from `remoteAddress` (a new one unless given), with the browser's cookies. */
  trySignIn(email: string, password: string, remoteAddress?: string, cookie?: string): Promise<LightMyRequestResponse>;
  /** Forgets the wrong sign-ins counted for an e-mail address (so the next test starts unlocked). */
  unlock(email: string): Promise<void>;
}

/**
 * The app of a sign-in test file on a fresh database seeded with `demoData`, with a fixed clock starting at `start`.
 * Call it at the top of the file: it starts the app before the file's tests and closes it after them.
 * `addressPrefix`: the first three parts of the file's client addresses (`10.0.0` → 10.0.0.1, 10.0.0.2, …).
 */
export function staffTestApp(options: { start: Date; demoData: DemoData; addressPrefix?: string }): StaffTestApp {
  const clock = new FixedClock(options.start);
  let app: FastifyInstance | undefined;
  let drop: (() => Promise<void>) | undefined;
  let addressCount = 0;
  beforeAll(async () => {
    const db = await freshDatabase(true, { copy: true });
    drop = db.drop;
    app = await buildApp(testConfig(db.config), { logger: false, clock, demoData: options.demoData });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });
  const started = () => {
    if (!app) throw new Error('staffTestApp: the app starts in beforeAll');
    return app;
  };
  const newAddress = () => `${options.addressPrefix ?? '10.0.0'}.${++addressCount}`;
  return {
    get app() {
      return started();
    },
    clock,
    newAddress,
    trySignIn: (email, password, remoteAddress = newAddress(), cookie) =>
      started().inject({ method: 'POST', url: '/api/v1/staff-sign-in', remoteAddress, headers: cookie ? { cookie } : {}, payload: { email, password } }),
    unlock: (email) => clearWrongSignIns(started().database.db, signInSubject(email)),
  };
}
