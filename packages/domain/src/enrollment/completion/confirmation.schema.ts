import { z } from 'zod';
import { CONFIRMATION_NUMBER_PATTERN } from './signed-record.js';

/**
 * A confirmation number as the query sends it: 'BS-2026-7KQ2M9XD' (confirmationNumber's pattern), upper-cased, so a
 * number read out on the phone in lower case finds the same page. Bounded before it is trimmed.
 */
export const ConfirmationNumberSchema = z.string().max(64).trim().toUpperCase().regex(CONFIRMATION_NUMBER_PATTERN);

/** GET get-confirmation: the completed enrollment by its confirmation number (docs/decisions/0078-the-spec-s-remaining-pages.md). */
export const GetConfirmationQuerySchema = z.object({ policy_id: ConfirmationNumberSchema });
export type GetConfirmationQuery = z.output<typeof GetConfirmationQuerySchema>;

/** An order as the confirmation shows it: orderLines' breakdown, money as the API's decimal strings ("12.50"). */
const ConfirmationOrderSchema = z.object({
  plans: z.array(z.object({ plan_name: z.string(), plan_category: z.string(), price: z.string() })),
  membership: z.object({ name: z.string(), monthly_fee: z.string() }).nullable(),
  one_time_fees: z.array(z.object({ plan_name: z.string(), amount: z.string() })),
  initial_month_cost: z.string(),
  recurring_month_cost: z.string(),
});

/**
 * The confirmation of a completed enrollment, for the browser that holds it only (anyone else: 404, the same as an
 * unknown number): the number, the person's name as the receipt greets them, when it was completed, when coverage
 * starts, the plans with their prices and the two totals, and whether the receipt also went to the rep. Nothing the
 * person typed beyond their name (no e-mail, address, SSN, answers or payment details).
 */
export const ConfirmationSchema = z.object({
  policy_id: z.string(),
  name: z.string(),
  /** ISO 8601 instant. */
  completed_at: z.string(),
  /** YYYY-MM-DD, or null when the enrollment kept none. */
  effective_date: z.string().nullable(),
  order: ConfirmationOrderSchema,
  rep_copy: z.boolean(),
});
export type Confirmation = z.infer<typeof ConfirmationSchema>;
