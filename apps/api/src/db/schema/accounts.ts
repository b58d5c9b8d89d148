import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessionEnrollments } from './sessions.js';
import { agents, groups } from './sites.js';

/**
 * Sign-in accounts of reps, group administrators and operators (modules/access). A rep's account names the rep
 * (agent_id); a group administrator's names the group (group_id), whose rep comes from the group row; an operator's
 * (the agency that runs the store, issue 23) names neither. The
 * password is stored only as scrypt (memory-hard) of a per-account random salt: `scrypt$N$r$p$salt$hash`, base64url.
 * Wrong sign-ins are counted per e-mail address, account or not, in rate_limit_counters (staff-session.repository.ts).
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased and trimmed (StaffSignInSchema does the same to what is typed). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** 'agent', 'group_admin' or 'operator' (domain ACCOUNT_ROLES). */
    role: text('role').notNull(),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** The person's name, shown as who is signed in. */
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lifecycle (issue 23, migration 0018): when an operator invited it (null: seeded or made from the command line). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /** When its password was chosen; null while an invitation is open (the stored hash is then of random bytes). */
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }).defaultNow(),
    /** Set while the account is disabled: no sign-in, no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    /** An operator's TOTP secret (base32), encrypted with the field cipher (context `account:<id>:totp`). */
    totpSecret: text('totp_secret'),
    /** The last TOTP time step accepted: that step and earlier ones are refused (a code works once). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('staff_accounts_email_idx').on(t.email),
    check(
      'staff_accounts_role_check',
      sql`(${t.role} = 'agent' and ${t.agentId} is not null and ${t.groupId} is null) or (${t.role} = 'group_admin' and ${t.groupId} is not null and ${t.agentId} is null) or (${t.role} = 'operator' and ${t.agentId} is null and ${t.groupId} is null)`,
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

/**
 * Which of a browser's enrollments a signed-in rep or group administrator opened there from their member table
 * (add-filter-for-existing-user), and in which staff session (`staff_session_id`: the staff_sessions id, no foreign
 * key: the row outlives the staff session on purpose). Such an enrollment shows the member's record, so the browser
 * holds it only while that staff session is its signed-in session: at any call without it (signed out, ended, the
 * staff cookie dropped) the hold is removed before the call runs (modules/access/staff-session.plugin.ts), and the
 * staff sweeper removes holds whose staff session has ended. Goes with the hold (session_enrollments) it marks.
 */
export const staffHeldEnrollments = pgTable(
  'staff_held_enrollments',
  {
    sessionId: text('session_id').notNull(),
    enrollmentId: text('enrollment_id').notNull(),
    staffSessionId: text('staff_session_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.enrollmentId] }),
    foreignKey({ name: 'staff_held_enrollments_hold_fk', columns: [t.sessionId, t.enrollmentId], foreignColumns: [sessionEnrollments.sessionId, sessionEnrollments.enrollmentId] }).onDelete('cascade'),
    index('staff_held_enrollments_staff_session_idx').on(t.staffSessionId),
  ],
);

/**
 * Set-password links (issue 23): an invitation (72 hours) or a reset (1 hour), used once. The id is the SHA-256 (hex)
 * of the link's random token, so the table alone opens nothing. A new link of an account ends its earlier ones.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    /** 'invite' or 'reset' (domain PASSWORD_TOKEN_PURPOSES). */
    purpose: text('purpose').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('password_tokens_account_idx').on(t.accountId),
    index('password_tokens_expires_idx').on(t.expiresAt),
    check('password_tokens_purpose_check', sql`${t.purpose} in ('invite', 'reset')`),
  ],
);

/** An operator's recovery codes: the SHA-256 (hex) of each 80-bit random code (too long to guess, so no slow hash); each signs in once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_account_code_idx').on(t.accountId, t.codeHash)],
);

/**
 * The console sign-in's step between the password and the second factor (issue 23), bound to one browser by a signed
 * cookie whose token's SHA-256 is the id. `second_factor_setup` carries the new TOTP secret (encrypted) until a code
 * confirms it. Ends after a few minutes or SECOND_FACTOR_MAX_TRIES wrong codes.
 */
export const consoleSignInSteps = pgTable(
  'console_sign_in_steps',
  {
    id: text('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    pendingSecret: text('pending_secret'),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('console_sign_in_steps_expires_idx').on(t.expiresAt), check('console_sign_in_steps_step_check', sql`${t.step} in ('second_factor', 'second_factor_setup')`)],
);
