import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';
import { TIERS } from '../catalog/tiers.js';
import { LOCALE_CODES, type Locale } from '../i18n/locales.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { MESSAGES } from '../messages.js';
import { idSchema, isBlank, messageText, requiredText } from '../shared/fields.js';
import { isUsDateShaped, parseUsDate, US_DATE_LENGTH } from '../shared/dates.js';
import { QUOTE_EMAIL_MAX, QUOTE_MESSAGE_MAX, QUOTE_NAME_MAX, QUOTE_STATES, QUOTE_STATUS, QUOTE_TAB } from './quote.constants.js';

/**
 * "Letters only": letters of any alphabet, with single spaces between the parts of a full name ("Ana María Ruiz").
 * Digits, punctuation and symbols are refused with 'Please enter valid name'.
 */
export const QUOTE_NAME_PATTERN = /^\p{L}+(?: \p{L}+)*$/u;

/** The same practical pattern zod uses for z.email(), so the browser and the server agree on every address. */
export const EMAIL_PATTERN = z.regexes.email;

export const quoteNameSchema = requiredText(QUOTE_NAME_MAX)
  .transform((v) => v.replace(/\s+/g, ' '))
  .refine((v) => QUOTE_NAME_PATTERN.test(v), { error: MESSAGES.invalidName });

export const quoteEmailSchema = requiredText(QUOTE_EMAIL_MAX).refine((v) => EMAIL_PATTERN.test(v), {
  error: MESSAGES.invalidEmailAddress,
});

/** The one free-text field of the store: line breaks and tabs are kept, other control characters refused. */
export const quoteMessageSchema = messageText(QUOTE_MESSAGE_MAX);

/** The save cart / send quote form: Name, E-mail, Message. */
export const QuoteFormSchema = z.object({
  name: quoteNameSchema,
  email: quoteEmailSchema,
  message: quoteMessageSchema,
});
export type QuoteFormInput = z.input<typeof QuoteFormSchema>;
export type QuoteForm = z.output<typeof QuoteFormSchema>;

/** An effective date as the dropdown sends it: MM/DD/YYYY. */
export const effectiveDateSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired, abort: true })
  .max(US_DATE_LENGTH, { error: MESSAGES.invalidDateFormat, abort: true })
  .refine((v) => isUsDateShaped(v), { error: MESSAGES.invalidDateFormat, abort: true })
  .refine((v) => parseUsDate(v) !== null, { error: MESSAGES.dateDoesNotExist });

/**
 * The effective date chosen in the cart when the quote is saved (MM/DD/YYYY, optional): kept with the quote, named in
 * its e-mail and preselected in the quote view. Whether it is offered is the server's rule.
 */
const quotedEffectiveDateSchema = z.preprocess((v) => (isBlank(v) ? undefined : v), effectiveDateSchema.optional());

const tabSchema = z.literal(QUOTE_TAB, { error: MESSAGES.invalidChoice });

const cartLineSchema = z.object({ plan_id: idSchema, plan_pricing_id: idSchema });

/**
 * POST save-enrollment with tab cart_info: the quote payload (spec section 3). `data` is the cart as the rep sees it;
 * the server quotes its own prices and refuses the call when the cart changed in between (409).
 */
export const SaveQuoteRequestSchema = QuoteFormSchema.extend({
  enrollment_id: EnrollmentIdSchema,
  tab: tabSchema,
  data: z.object({ plans: z.array(cartLineSchema).max(100) }, { error: MESSAGES.invalidValue }),
  effective_date: quotedEffectiveDateSchema,
});
export type SaveQuoteRequest = z.output<typeof SaveQuoteRequestSchema>;
export type SaveQuoteRequestInput = z.input<typeof SaveQuoteRequestSchema>;

export const SaveQuoteResponseSchema = z.object({ result: z.object({ email: z.string() }) });
export type SaveQuoteResponse = z.infer<typeof SaveQuoteResponseSchema>;

/** GET get-quote-preview-content: the e-mail as it will be sent, without its link. */
export const QuotePreviewQuerySchema = QuoteFormSchema.extend({
  enrollment_id: EnrollmentIdSchema,
  tab: tabSchema,
  type: z.literal('preview', { error: MESSAGES.invalidChoice }),
  effective_date: quotedEffectiveDateSchema,
});
export type QuotePreviewQuery = z.output<typeof QuotePreviewQuerySchema>;

export const QuotePreviewResponseSchema = z.object({ content: z.string() });
export type QuotePreviewResponse = z.infer<typeof QuotePreviewResponseSchema>;

/** POST update-quoteseen-status: 1 accepts (with the chosen effective date), 0 declines. */
export const QuoteStatusRequestSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  quote_status: z.preprocess(
    (v) => (typeof v === 'string' && /^[01]$/.test(v.trim()) ? Number(v) : v),
    z.union([z.literal(QUOTE_STATUS.declined), z.literal(QUOTE_STATUS.accepted)], { error: MESSAGES.invalidChoice }),
  ),
  effective_date: z.preprocess((v) => (isBlank(v) ? undefined : v), effectiveDateSchema.optional()),
});
export type QuoteStatusRequest = z.output<typeof QuoteStatusRequestSchema>;

export const QuoteStatusResponseSchema = z.object({
  result: z.object({ quote_status: z.enum(QUOTE_STATES), answered_at: z.string(), effective_date: z.string().nullable() }),
});
export type QuoteStatusResponse = z.infer<typeof QuoteStatusResponseSchema>;

/** One plan as it was quoted: its own tier only, the price at the time of the quote. */
export const QuotedPlanSchema = z.object({
  plan_id: z.number().int(),
  plan_pricing_id: z.number().int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_category: z.string(),
  plan_type: z.string(),
  plan_short_text: z.string(),
  body_text: z.string(),
  tier: z.enum(TIERS),
  price: MoneySchema,
});
export type QuotedPlan = z.infer<typeof QuotedPlanSchema>;

export const QuoteContactSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });
export type QuoteContact = z.infer<typeof QuoteContactSchema>;

/** GET get-quote-detail: what the quote view shows (ours; the spec does not show how the view loads). */
export const QuoteDetailSchema = z.object({
  quote_id: z.string(),
  quote_name: z.string(),
  status: z.enum(QUOTE_STATES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  message: z.string().nullable(),
  plans: z.array(QuotedPlanSchema),
  initial_month_cost: MoneySchema,
  recurring_month_cost: MoneySchema,
  premier_in_cart: z.boolean(),
  agent: QuoteContactSchema.nullable(),
  effective_date: z.string().nullable(),
  effective_dates: z.array(z.string()),
});
export type QuoteDetail = z.infer<typeof QuoteDetailSchema>;

/** GET direct-continue/{id}: the link's enrollment, now held by this browser too (002 section 7). */
export const DirectContinueResultSchema = z.object({
  result: z.object({
    enrollment_id: z.string(),
    saved_tab: z.string(),
    others: z.object({
      group_id: z.number().int().nullable(),
      platform_group_id: z.number().int().nullable(),
      agent_id: z.number().int().nullable(),
      open_type: z.string().nullable(),
      eprocess: z.string().nullable(),
      effective_date: z.string().nullable(),
      type: z.string().nullable(),
      tier: z.enum(TIERS),
    }),
    /** The language the person enrolls in (issue 29): the resumed enrollment opens in it. Absent from older servers. */
    locale: z.enum(LOCALE_CODES as [Locale, ...Locale[]]).optional(),
  }),
});
export type DirectContinueResult = z.infer<typeof DirectContinueResultSchema>;
