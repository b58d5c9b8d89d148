import type { AdminPage, AuditEntry, AuditListQuery } from '@benefit-store/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Db, row: AuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

const SORT_COLUMNS = { at: auditLog.at, action: auditLog.action, actor_email: auditLog.actorEmail } as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nextDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** One page of entries matching the filters; `from`/`to` are whole UTC days, both included. */
export async function selectAuditPage(db: Db, query: AuditListQuery): Promise<AdminPage<AuditEntry>> {
  const filters: (SQL | undefined)[] = [
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target_type ? eq(auditLog.targetType, query.target_type) : undefined,
    query.actor ? ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`) : undefined,
    query.q ? ilike(auditLog.targetId, `%${escapeLike(query.q)}%`) : undefined,
    query.from ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(auditLog.at, nextDay(query.to)) : undefined,
  ];
  const where = and(...filters);
  const order = query.dir === 'asc' ? asc(SORT_COLUMNS[query.sort]) : desc(SORT_COLUMNS[query.sort]);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(order, desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_email: r.actorEmail,
      actor_role: r.actorRole,
      action: r.action as AuditEntry['action'],
      target_type: r.targetType as AuditEntry['target_type'],
      target_id: r.targetId,
      ip: r.ip,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    per_page: query.per_page,
  };
}
