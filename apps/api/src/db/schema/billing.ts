import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { groups } from './sites.js';

/**
 * The bank directory the routing-number lookup reads (issue 11 item 2): one row per ABA routing number, filled by an
 * operator importing the Federal Reserve's FedACH directory file (`npm run bank-directory:import -- <file>`, README;
 * modules/payments/fedach-directory.ts). The demo data loads a small sample in the same format.
 */
export const bankDirectory = pgTable('bank_directory', {
  routingNumber: text('routing_number').primaryKey(),
  /** The customer name of the FedACH record, as published (upper case). */
  name: text('name').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  /** The routing number to use instead, when the record says the number changed (record type 2); else null. */
  newRoutingNumber: text('new_routing_number'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How an employer group's members pay (spec 002 section 4: cc, or the fixed modes eft, list, elist, stmt). A group
 * without a row, and every enrollment without a group, pays by card with EFT as the alternative (cc).
 */
export const groupBilling = pgTable('group_billing', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  paymentMethod: text('payment_method').notNull(),
});
