import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { plans } from './catalog.js';
import { members } from './members.js';

/**
 * Completed enrollments: who bought (age at completion, gender, tier, state) and, in the table below, what. The
 * recommendations are computed from these rows. A member's policies are their completed enrollments.
 */
export const completedEnrollments = pgTable(
  'completed_enrollments',
  {
    id: serial('id').primaryKey(),
    /** Natural key ('demo-0001' for the demo data set; the confirmation number for real completions). */
    ref: text('ref').notNull().unique(),
    memberId: integer('member_id').references(() => members.id),
    policyId: text('policy_id'),
    age: smallint('age').notNull(),
    gender: smallint('gender').notNull(),
    tier: text('tier').notNull(),
    state: text('state').notNull(),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    portalId: integer('portal_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('completed_enrollments_member_idx').on(t.memberId)],
);

export const completedEnrollmentPlans = pgTable(
  'completed_enrollment_plans',
  {
    completedEnrollmentId: integer('completed_enrollment_id')
      .notNull()
      .references(() => completedEnrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.completedEnrollmentId, t.planId] }), index('completed_enrollment_plans_plan_idx').on(t.planId)],
);
