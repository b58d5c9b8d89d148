import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';
import { planPricing, plans } from './catalog.js';

/** One row per plan in an enrollment's cart; adding the same plan again replaces its pricing row. */
export const cartItems = pgTable(
  'cart_items',
  {
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    ppid: integer('ppid')
      .notNull()
      .references(() => planPricing.ppid, { onDelete: 'cascade' }),
    /**
     * The monthly price of a household-priced plan (the pricing row plus the spouse and children, pricePlan), integer
     * cents; null for other plans, whose price is the row's. Re-priced when the filter or the household changes.
     */
    priceCents: integer('price_cents'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.enrollmentId, t.planId] }), index('cart_items_ppid_idx').on(t.ppid)],
);
