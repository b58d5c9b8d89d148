import { z } from 'zod';
import { MoneySchema } from '../catalog/plan.schema.js';
import { EnrollmentIdSchema } from '../enrollment/enrollment-id.js';
import { TAB_KEYS } from '../enrollment/tabs.js';
import { MESSAGES } from '../messages.js';
import { isIsoDateShaped, isUsDateShaped, parseAnyDate } from '../shared/dates.js';
import { optionalId, optionalText, requiredString } from '../shared/fields.js';

/**
 * Who goes on with the enrollment after checkout: the confirmation popup's "Rep Enrollment" (the rep fills the
 * wizard in) or "Member Enrollment" (the member does); the member process always checks out as `member`.
 */
export const CHECKOUT_TYPES = ['rep', 'member'] as const;
export type CheckoutType = (typeof CHECKOUT_TYPES)[number];

/** An effective date as the dropdown sends it (MM/DD/YYYY; YYYY-MM-DD also read). Whether it is offered is the server's rule. */
export const EffectiveDateFieldSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired, abort: true })
  .refine((value) => isUsDateShaped(value) || isIsoDateShaped(value), { error: MESSAGES.invalidDateFormat, abort: true })
  .refine((value) => parseAnyDate(value) !== null, { error: MESSAGES.dateDoesNotExist });

/** POST cart-checkout. */
export const CartCheckoutSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  effective_date: EffectiveDateFieldSchema,
  type: z.enum(CHECKOUT_TYPES, { error: (issue) => (issue.input === undefined ? MESSAGES.fieldRequired : MESSAGES.invalidChoice) }),
});
export type CartCheckout = z.infer<typeof CartCheckoutSchema>;

export const CartCheckoutResultSchema = z.object({
  effective_date: z.string(),
  type: z.enum(CHECKOUT_TYPES),
});
export type CartCheckoutResult = z.infer<typeof CartCheckoutResultSchema>;

/** GET get-cart-effective-dates: the offered dates, MM/DD/YYYY, ascending. */
export const EffectiveDatesSchema = z.object({ result: z.array(z.string()) });
export type EffectiveDates = z.infer<typeof EffectiveDatesSchema>;

/** The screenshot travels as a PNG data URL; the server caps the decoded image at this many bytes. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

/** POST save-screenshot. The size cap is checked by the server on the decoded bytes (413 over it). */
export const SaveScreenshotSchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  name: requiredString(120),
  image: z
    .string({ error: MESSAGES.fieldRequired })
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .refine((value) => value.startsWith(PNG_DATA_URL_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(value.slice(PNG_DATA_URL_PREFIX.length)), {
      error: MESSAGES.screenshotInvalid,
    }),
});
export type SaveScreenshot = z.infer<typeof SaveScreenshotSchema>;

/** GET get-suggested-plan-list(-new): the site hints of the menu calls; the -new variant also names a plan_id. */
export const SuggestedPlanQuerySchema = z.object({
  enrollment_id: EnrollmentIdSchema,
  plan_id: optionalId,
  group_id: optionalId,
  agent_id: optionalId,
  portal_id: optionalId,
  eprocess: optionalText(32),
  open_type: optionalText(32),
});

/**
 * Which popup a suggestion fills: at the member checkout term life first, then the vision or dental bundle; on the
 * plan page, after a medical plan is added, the accident-plan upsell (spec 000 section 4, add to cart).
 */
export const SUGGESTION_KINDS = ['term_life', 'dental', 'vision', 'accident'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** The checkout's second popup: the dental and vision bundle suggestions. */
export const isBundleSuggestion = (kind: SuggestionKind): boolean => kind === 'dental' || kind === 'vision';

/** The accident-plan upsell follows a medical plan only: it pays toward what the medical plan leaves to the member. */
export const UPSELL_AFTER_CATEGORIES: readonly string[] = ['medical', 'limitedmed'];

/** A suggested plan (spec section 3, "Suggested or accident plan"). plan_id_1/plan_pricing_id_1 are what Add to Cart adds. */
export const SuggestedPlanSchema = z.object({
  suggestion: z.enum(SUGGESTION_KINDS),
  plan_id: z.number().int(),
  plan_category: z.string(),
  plan_name: z.string(),
  pop_up_display: z.boolean(),
  pop_up_title: z.string(),
  pop_up_header: z.string(),
  pop_up_link: z.string(),
  pop_up_link_description: z.string(),
  plan_price: MoneySchema,
  plan_logo: z.string(),
  ppid: z.number().int(),
  plan_id_1: z.number().int(),
  plan_pricing_id_1: z.number().int(),
});
export type SuggestedPlan = z.infer<typeof SuggestedPlanSchema>;

/** GET get-dynamic-tabs: every wizard tab with whether this enrollment needs it and its order. */
export const DynamicTabSchema = z.object({
  tab_name: z.enum(TAB_KEYS),
  required: z.boolean(),
  order: z.number().int(),
});
export type DynamicTab = z.infer<typeof DynamicTabSchema>;

/** GET get-more-requirement: enrollment_id or plan_id. */
export const MoreRequirementQuerySchema = z
  .object({ enrollment_id: EnrollmentIdSchema.optional(), plan_id: optionalId })
  .refine((q) => q.enrollment_id !== undefined || q.plan_id !== undefined, { error: MESSAGES.fieldRequired, path: ['enrollment_id'] });
