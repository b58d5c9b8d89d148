import { index, integer, pgSequence, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A carrier's trading-partner configuration for its enrollment files (issue 25 item 2), keyed by the catalog's carrier
 * key (carriers.key, stable across catalog imports, unlike its serial id). Which plans: the catalog's plans of that
 * carrier (plans.carrier_id), never another's. `mode`: 'full' sends every completed enrollment each time, 'changes'
 * those completed since the carrier's last file. `usage`: ISA15, T(est) or P(roduction).
 */
export const carrierConfigs = pgTable('carrier_configs', {
  carrierKey: text('carrier_key').primaryKey(),
  isaSenderQualifier: text('isa_sender_qualifier').notNull().default('ZZ'),
  isaSenderId: text('isa_sender_id').notNull(),
  isaReceiverQualifier: text('isa_receiver_qualifier').notNull().default('ZZ'),
  isaReceiverId: text('isa_receiver_id').notNull(),
  gsSenderId: text('gs_sender_id').notNull(),
  gsReceiverId: text('gs_receiver_id').notNull(),
  payerId: text('payer_id').notNull(),
  sponsorName: text('sponsor_name').notNull(),
  sponsorId: text('sponsor_id').notNull(),
  fileNamePattern: text('file_name_pattern').notNull().default('{carrier}_{date}_{control}.{ext}'),
  mode: text('mode').$type<'full' | 'changes'>().notNull().default('changes'),
  usage: text('usage').$type<'T' | 'P'>().notNull().default('T'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every file made for a carrier: its counts, the period it covers, and its content encrypted with the field cipher
 * (it holds SSNs), so the console can offer it again. `job_key`: the daily job's slot, so a retried job makes one file.
 */
export const carrierFiles = pgTable(
  'carrier_files',
  {
    id: serial('id').primaryKey(),
    carrierKey: text('carrier_key').notNull(),
    format: text('format').$type<'834' | 'csv'>().notNull(),
    fileName: text('file_name').notNull(),
    /** The ISA13/GS06 of an 834 (from carrier_interchange_control_number); null for CSV. */
    controlNumber: integer('control_number').unique(),
    mode: text('mode').$type<'full' | 'changes'>().notNull(),
    since: timestamp('since', { withTimezone: true }),
    through: timestamp('through', { withTimezone: true }).notNull(),
    enrollmentCount: integer('enrollment_count').notNull(),
    memberCount: integer('member_count').notNull(),
    coverageCount: integer('coverage_count').notNull(),
    content: text('content').notNull(),
    /** 'console', 'command' or 'job'. */
    madeBy: text('made_by').notNull(),
    jobKey: text('job_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('carrier_files_carrier_idx').on(t.carrierKey, t.createdAt)],
);

/** ISA13 and GS06 of every 834: a sequence never hands out a number twice, across replicas and failed transactions. */
export const carrierInterchangeControlNumber = pgSequence('carrier_interchange_control_number', { startWith: 1, minValue: 1, maxValue: 999999999, cycle: false });
