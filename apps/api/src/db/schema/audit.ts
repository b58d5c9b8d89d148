import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What operators and staff changed (issue 23; modules/audit): who (account id, and its e-mail and role as they were,
 * so an entry outlives the account), when, from where (client address), and the target's state before and after.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0016).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: integer('actor_account_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** One of the domain's AUDIT_ACTIONS. */
    action: text('action').notNull(),
    /** What was acted on: one of the domain's AUDIT_TARGETS, and its natural key (e-mail, plan slug, group code…). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    ip: text('ip'),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action), index('audit_log_actor_idx').on(t.actorAccountId)],
);
