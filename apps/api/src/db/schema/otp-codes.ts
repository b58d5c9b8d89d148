import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { enrollments } from './enrollments.js';

/**
 * One-time codes sent to verify an enrollment's e-mail or phone (spec 001 section 9; modules/enrollment/otp). One row
 * per code sent; the newest row of (enrollment, type, contact) is the code in force. The code itself is never stored:
 * only HMAC-SHA256 under a server key of the row's own random salt and the code, so a copy of the table cannot be
 * turned back into codes by trying the million candidates. A row with verified_at set is what makes that contact
 * verified for that enrollment (save-contact-info accepts it even when the offline checks flag it).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    enrollmentId: text('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    /** 'email' or 'phone' (domain OTP_TYPES). */
    type: text('type').notNull(),
    /** The contact as normalized by the domain's normalizeContact: lower-cased e-mail, or the phone's 10 digits. */
    contact: text('contact').notNull(),
    /** base64url of 16 random bytes, new for each code. */
    salt: text('salt').notNull(),
    /** hex HMAC-SHA256(otp key, salt + ':' + code). */
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** Wrong codes entered against this code (domain OTP_MAX_TRIES). */
    wrongTries: integer('wrong_tries').notNull().default(0),
    /** Set once the right code was entered in time: the code is used up and the contact verified. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_contact_idx').on(t.enrollmentId, t.type, t.contact, t.sentAt)],
);
