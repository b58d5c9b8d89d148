import type { FastifyInstance } from 'fastify';
import { staffAccounts } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/modules/access/password-hash.js';
import { STAFF_COOKIE } from '../../src/modules/access/staff-session.plugin.js';
import { createStaffSession } from '../../src/modules/access/staff-session.repository.js';

let made = 0;

/**
 * A signed-in operator for console tests: an operator account (a fresh e-mail each call unless given) and a live
 * session through its second factor, made directly in the database. Answers the Cookie header value to send on
 * `app.inject` calls (`headers: { cookie }`) and the account. Console sign-in itself is tested through its routes.
 */
export async function operatorSession(
  app: FastifyInstance,
  options: { email?: string; displayName?: string; secureName?: boolean } = {},
): Promise<{ cookie: string; accountId: number; email: string }> {
  made += 1;
  const email = options.email ?? `operator-${made}-${Date.now()}@example.test`;
  const [account] = await app.database.db
    .insert(staffAccounts)
    .values({ email, passwordHash: await hashPassword('Operator-Test-Password-1'), role: 'operator', displayName: options.displayName ?? 'Olive Operator' })
    .returning({ id: staffAccounts.id });
  const token = await createStaffSession(app.database.db, account!.id, app.clock.now());
  // `secureName`: the app is served over https, where the cookie is `__Host-bs_staff` (decision 0082).
  const name = options.secureName ? `__Host-${STAFF_COOKIE}` : STAFF_COOKIE;
  return { cookie: `${name}=${app.signCookie(token)}`, accountId: account!.id, email };
}

let staffMade = 0;

/** A rep's (Tess Agent) or a group administrator's (Gia Admin) signed-in staff session, made as operatorSession makes an operator's: the Cookie header value. */
export async function staffMemberSession(app: FastifyInstance, who: { agentId: number } | { groupId: number }): Promise<string> {
  staffMade += 1;
  const [account] = await app.database.db
    .insert(staffAccounts)
    .values(
      'agentId' in who
        ? { email: `rep-${staffMade}@example.test`, passwordHash: await hashPassword('Rep-Test-Password-1'), role: 'agent', agentId: who.agentId, displayName: 'Tess Agent' }
        : { email: `group.admin-${staffMade}@example.test`, passwordHash: await hashPassword('Group-Test-Password-1'), role: 'group_admin', groupId: who.groupId, displayName: 'Gia Admin' },
    )
    .returning({ id: staffAccounts.id });
  const token = await createStaffSession(app.database.db, account!.id, app.clock.now());
  return `${STAFF_COOKIE}=${app.signCookie(token)}`;
}
