import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';
import { completedEnrollments } from './recommendations.js';

/**
 * One row per completed enrollment (issue 11 item 5): the enrollment is completed when this row exists, and its
 * primary key on enrollment_id is the last guard against a second completion (the row lock and the completed check in
 * the service come first). The policy itself is a completed_enrollments row (ref = policy_id).
 */
export const enrollmentCompletions = pgTable('enrollment_completions', {
  enrollmentId: text('enrollment_id')
    .primaryKey()
    .references(() => enrollments.id, { onDelete: 'restrict' }),
  policyId: text('policy_id').notNull().unique(),
  completedEnrollmentId: integer('completed_enrollment_id')
    .notNull()
    .references(() => completedEnrollments.id),
  /** The person's name as the receipt greets them. */
  name: text('name').notNull(),
  /** The first invoice is made by the server's invoice job (a payment method billed by invoice: list, elist, stmt). */
  callInvoice: boolean('call_invoice').notNull(),
  additionalNotes: text('additional_notes').notNull().default(''),
  sendSms: boolean('send_sms').notNull().default(false),
  firstEnroll: boolean('first_enroll').notNull().default(false),
  /** The receipt e-mail also went to the client (the rep): decided in the completion's transaction, kept for get-receipt. */
  repCopy: boolean('rep_copy').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
});

/**
 * The immutable signed record of a completion: what the person saw, agreed to and signed. `record` is the plain part
 * (agreement texts as shown, the cart, each step's plain answers); `secret` the encrypted part (each step's secrets:
 * SSNs, health answers, the account number, the signature), encrypted with the field cipher; `hash` the SHA-256 of
 * the canonical JSON of every other column (domain canonicalJson). A trigger refuses every UPDATE and DELETE.
 */
export const signedRecords = pgTable('signed_records', {
  id: serial('id').primaryKey(),
  enrollmentId: text('enrollment_id')
    .notNull()
    .unique()
    .references(() => enrollments.id, { onDelete: 'restrict' }),
  policyId: text('policy_id').notNull().unique(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  secret: text('secret').notNull(),
  signatureKind: text('signature_kind').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  clientAddress: text('client_address').notNull(),
  hash: text('hash').notNull(),
});

/** Invoices made by the invoice job: one first invoice per policy. */
export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  invoiceNumber: text('invoice_number').notNull().unique(),
  policyId: text('policy_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  periodStart: text('period_start'),
  dueDate: text('due_date'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
