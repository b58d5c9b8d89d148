import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value facts about the database itself, such as the fingerprint of the demo data last loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
