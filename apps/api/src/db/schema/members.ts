import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { agents, groups, portals } from './sites.js';

/**
 * Existing members (the spec's user_id). Personal data: only the member's own signed store link opens a store
 * filled with it, and add-filter-for-member answers with nothing but the new enrollment id and portal.
 */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** Natural key of the demo data set, e.g. 'M-1001'. */
    ref: text('ref').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** MM/DD/YYYY, as filter_info keeps it. */
    dob: text('dob').notNull(),
    gender: smallint('gender').notNull(),
    zip: text('zip').notNull(),
    state: text('state').notNull(),
    email: text('email').notNull(),
    agentId: integer('agent_id').references(() => agents.id),
    groupId: integer('group_id').references(() => groups.id),
    portalId: integer('portal_id').references(() => portals.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('members_agent_idx').on(t.agentId), index('members_group_idx').on(t.groupId)],
);
