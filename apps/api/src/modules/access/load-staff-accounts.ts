import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { agents, groups, staffAccounts } from '../../db/schema/index.js';
import { staffAccounts as seedAccounts, type SeedStaffAccount } from '../../db/seed/demo/accounts.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import { totpSecretContext } from './account-lifecycle.service.js';
import { hashPassword } from './password-hash.js';

/**
 * Loads the demo sign-in accounts (db/seed/demo/accounts.ts) whose rep or group is in the data set being loaded, inside
 * the seed's transaction. Idempotent: an account whose e-mail exists already is left as it is (its password is not
 * hashed again), so loading twice writes nothing and a changed password survives a restart.
 */
export async function loadStaffAccounts(
  tx: Db,
  data: { agents: readonly { accessCode: string }[]; groups: readonly { code: string }[] },
  accounts: readonly SeedStaffAccount[] = seedAccounts,
  cipher?: FieldCipher,
): Promise<number> {
  const agentCodes = new Set(data.agents.map((a) => a.accessCode));
  const groupCodes = new Set(data.groups.map((g) => g.code));
  // An operator belongs to no rep or group: loaded with any data set.
  const wanted = accounts.filter((a) => (a.role === 'agent' ? agentCodes.has(a.agentCode) : a.role === 'group_admin' ? groupCodes.has(a.groupCode) : true));
  if (wanted.length === 0) return 0;

  const emails = wanted.map((a) => a.email.trim().toLowerCase());
  const existing = new Set((await tx.select({ email: staffAccounts.email }).from(staffAccounts).where(inArray(staffAccounts.email, emails))).map((r) => r.email));
  const missing = wanted.filter((a) => !existing.has(a.email.trim().toLowerCase()));
  if (missing.length === 0) return 0;

  const agentIds = new Map(
    (await tx.select({ id: agents.id, code: agents.accessCode }).from(agents).where(inArray(agents.accessCode, [...agentCodes]))).map((r) => [r.code, r.id]),
  );
  const groupIds = new Map(
    (await tx.select({ id: groups.id, code: groups.code }).from(groups).where(inArray(groups.code, [...groupCodes]))).map((r) => [r.code, r.id]),
  );
  const hashes = await Promise.all(missing.map((a) => hashPassword(a.password)));
  const rows = missing.map((a, i) => ({
    email: a.email.trim().toLowerCase(),
    passwordHash: hashes[i]!,
    role: a.role,
    agentId: a.role === 'agent' ? agentIds.get(a.agentCode)! : null,
    groupId: a.role === 'group_admin' ? groupIds.get(a.groupCode)! : null,
    displayName: a.displayName,
  }));
  const inserted = await tx.insert(staffAccounts).values(rows).onConflictDoNothing().returning({ id: staffAccounts.id, email: staffAccounts.email });
  // A demo operator's second factor is set up already (its secret in the README), encrypted like any operator's;
  // without the cipher (the seed tests) it sets one up at its first sign-in.
  for (const row of inserted) {
    const seed = missing.find((a) => a.email.trim().toLowerCase() === row.email);
    if (cipher && seed?.role === 'operator') {
      await tx.update(staffAccounts).set({ totpSecret: cipher.encrypt(seed.totpSecret, totpSecretContext(row.id)) }).where(eq(staffAccounts.id, row.id));
    }
  }
  return inserted.length;
}

/**
 * Removes the demo sign-in accounts (by their e-mail addresses, all on reserved example domains) and their sessions:
 * their passwords are public, so a production database must not keep them, also when an earlier start loaded them.
 */
export async function removeDemoStaffAccounts(tx: Db, accounts: readonly SeedStaffAccount[] = seedAccounts): Promise<number> {
  const emails = accounts.map((a) => a.email.trim().toLowerCase());
  const removed = await tx.delete(staffAccounts).where(inArray(staffAccounts.email, emails)).returning({ id: staffAccounts.id });
  return removed.length;
}
