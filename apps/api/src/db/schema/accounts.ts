import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents, groups } from './sites.js';

/**
 * Sign-in accounts of reps and group administrators (the access issue; modules/access). A rep's account names the
 * rep (agent_id); a group administrator's names the group (group_id), whose rep comes from the group row. The
 * password is stored only as scrypt (memory-hard) of a per-account random salt: `scrypt$N$r$p$salt$hash`, base64url.
 * failed_attempts counts wrong passwords since the last success or lock-out; locked_until refuses every sign-in,
 * right password or not, until it passes.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed (StaffSignInSchema does the same to what is typed). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'agent' or 'group_admin' (domain STAFF_ROLES). */
    role: text('role').notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The person's name, shown as who is signed in. */
    displayName: text('display_name').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    check(
      'staff_accounts_role_check',
      sql`(${t.role} = 'agent' and ${t.agentId} is not null and ${t.groupId} is null) or (${t.role} = 'group_admin' and ${t.groupId} is not null and ${t.agentId} is null)`,
    ),
  ],
);

/**
 * Signed-in sessions, one per sign-in. The id is the SHA-256 (hex) of the random token the browser's signed cookie
 * carries, so a copy of this table gives no usable cookie. A session ends 30 minutes after last_seen_at and 12 hours
 * after created_at (modules/access/staff-session.repository.ts); the sweeper removes ended rows.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_last_seen_idx').on(t.lastSeenAt), index('staff_sessions_created_idx').on(t.createdAt), index('staff_sessions_account_idx').on(t.accountId)],
);
