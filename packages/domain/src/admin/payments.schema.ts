import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { lineString } from '../shared/fields.js';
import { CONSOLE_PAYMENT_MESSAGES } from './console-payments.messages.js';

/** What a charge was for: the first premium only for now (later premiums are invoiced or drafted by the carriers). */
export const PAYMENT_CHARGE_KINDS = ['first_premium'] as const;
export type PaymentChargeKind = (typeof PAYMENT_CHARGE_KINDS)[number];
/**
 * A charge's state: pending (written before the processor is asked; stays so while its answer is unknown: a timeout, a
 * processor error, Stripe's `processing`), succeeded, declined (the card refused), refunded (in part or in full), voided.
 */
export const PAYMENT_CHARGE_STATUSES = ['pending', 'succeeded', 'declined', 'refunded', 'voided'] as const;
export type PaymentChargeStatus = (typeof PAYMENT_CHARGE_STATUSES)[number];
/** Declined first-premium charges an enrollment may have; then no other card is charged (card testing). */
export const MAX_DECLINED_CHARGES_PER_ENROLLMENT = 5;
/** The currency of every premium. */
export const PAYMENT_CURRENCY = 'usd';

/** One charge of an enrollment, as the console shows it: never a token, only the brand and last four digits. */
export const AdminPaymentChargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYMENT_CHARGE_KINDS),
  status: z.enum(PAYMENT_CHARGE_STATUSES),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  currency: z.string(),
  provider: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  decline_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPaymentCharge = z.infer<typeof AdminPaymentChargeSchema>;
export const AdminPaymentListSchema = z.object({ charges: z.array(AdminPaymentChargeSchema), can_refund: z.boolean() });
export type AdminPaymentList = z.infer<typeof AdminPaymentListSchema>;

export const PAYMENT_REASON_MIN = 5;
export const PAYMENT_REASON_MAX = 500;
const reason = lineString()
  .trim()
  .min(PAYMENT_REASON_MIN, { error: CONSOLE_PAYMENT_MESSAGES.reasonRequired })
  .max(PAYMENT_REASON_MAX, { error: MESSAGES.tooLong({ max: PAYMENT_REASON_MAX }) });

/** POST …/payments/:charge/refund: the amount in cents (absent: all that is left) and the reason for the audit log. */
export const RefundChargeBodySchema = z.object({ amount_cents: z.number().int().min(1).max(100_000_000).optional(), reason });
export type RefundChargeBody = z.infer<typeof RefundChargeBodySchema>;
/** POST …/payments/:charge/void: the reason for the audit log. */
export const VoidChargeBodySchema = z.object({ reason });
export type VoidChargeBody = z.infer<typeof VoidChargeBodySchema>;
export const ChargeParamsSchema = z.object({ policy: z.string().regex(/^[A-Z0-9-]{1,40}$/), charge: z.coerce.number().int().min(1).max(2147483647) });

/** A typed dollar amount ("12.34", "12") in cents, or null when it is not one. */
export function dollarsToCents(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}
