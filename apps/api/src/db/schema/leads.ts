import { doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A browser known by the random device id it keeps in localStorage, with its answer to the location banner. */
export const leadDevices = pgTable('lead_devices', {
  deviceId: text('device_id').primaryKey(),
  locationConsent: text('location_consent'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  zip: text('zip'),
  agentId: integer('agent_id'),
  groupId: integer('group_id'),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each page a device was seen on (check-lead-information and get-lead-information). */
export const leadVisits = pgTable(
  'lead_visits',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id')
      .notNull()
      .references(() => leadDevices.deviceId, { onDelete: 'cascade' }),
    webUrl: text('web_url'),
    agentId: integer('agent_id'),
    groupId: integer('group_id'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_visits_device_idx').on(t.deviceId)],
);
