import type { AccountRole, AuditAction, AuditTarget } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { insertAuditRow } from './audit.repository.js';

/** Who did it: a signed-in account (its e-mail and role kept as they were), or null for the command line or a stranger. */
export interface AuditActor {
  accountId: number;
  email: string | null;
  role: AccountRole;
}

export interface AuditRecord {
  actor: AuditActor | null;
  action: AuditAction;
  target: { type: AuditTarget; id: string | null };
  /** The client address the change came from (request.ip), or null (command line). */
  ip: string | null;
  /** The target's changed fields before and after; never a secret (password, second-factor secret, token). */
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one entry to the audit log. Pass the transaction that makes the change, so the entry and the change are
 * written together or not at all.
 */
export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditRow(db, {
    actorAccountId: record.actor?.accountId ?? null,
    actorEmail: record.actor?.email ?? null,
    actorRole: record.actor?.role ?? null,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    ip: record.ip,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export { selectAuditPage as listAuditEntries } from './audit.repository.js';
