import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../src/db/schema/index.js';
import { totpCode } from '../../src/modules/access/totp.js';
import { CONSOLE_STEP_COOKIE } from '../../src/modules/access/console-step-cookie.js';
import { DEMO_STAFF_ACCOUNTS } from '../../src/db/seed/demo/accounts.js';
import { STAFF_COOKIE } from '../../src/modules/access/staff-session.plugin.js';

/** The demo operator (seeded with every data set, its second factor set up with a public secret). */
export const DEMO_OPERATOR = DEMO_STAFF_ACCOUNTS.demoOperator;

/** The e-mails the outbox holds for an address, newest first. */
export async function mailsTo(app: FastifyInstance, email: string) {
  return app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id));
}

/** The token of the newest set-password link mailed to an address (throws when none was). */
export async function latestLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const [mail] = await mailsTo(app, email);
  const match = mail?.text.match(/\/set-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`no set-password link mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** The code an authenticator shows now (by the app's clock) for a secret. */
export const codeNow = (app: FastifyInstance, secret: string, offsetMs = 0) => totpCode(secret, new Date(app.clock.now().getTime() + offsetMs));

/** A Cookie header holding one response cookie (the staff session or the console step). */
export function cookieOf(response: LightMyRequestResponse, name: typeof STAFF_COOKIE | typeof CONSOLE_STEP_COOKIE): string {
  const cookie = response.cookies.find((c) => c.name === name && c.value !== '');
  if (!cookie) throw new Error(`no ${name} cookie in the answer`);
  return `${name}=${cookie.value}`;
}

export { CONSOLE_STEP_COOKIE, STAFF_COOKIE };
