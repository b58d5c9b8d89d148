import * as z from 'zod/mini';
import { ContentLangSchema } from './localized.js';
import { PlanFactsSchema } from './plan-facts.schema.js';

/** GET get-left-side-filter-fields: the categories the side filter offers, with how many plans each has. */
export const LeftSideFilterSchema = z.object({
  result: z.object({
    categories: z.array(z.object({ category: z.string(), label: z.string(), plan_count: z.int() })),
  }),
});
export type LeftSideFilter = z.infer<typeof LeftSideFilterSchema>;

/** GET get-plan-detail/{planId}. */
export const PlanDetailSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_category: z.string(),
  category_label: z.string(),
  plan_logo: z.string(),
  carrier_name: z.string(),
  /** The plan's share hash (the plan card's {hash}): its short link is /p/{hash}, opened with GET {hash}. */
  hash: z.optional(z.string()),
  plan_desc: z.object({
    header_text: z.string(),
    body_text: z.string(),
    /** The spec's plan description fields; null when the plan has none (its toggle is not shown). */
    blueBarText: z.optional(z.nullable(z.string())),
    association_text: z.optional(z.nullable(z.string())),
    exclusions_text: z.optional(z.nullable(z.string())),
    exclusions_text_name: z.optional(z.nullable(z.string())),
    example_text: z.optional(z.nullable(z.string())),
    example_text_name: z.optional(z.nullable(z.string())),
    faq_text: z.optional(z.nullable(z.string())),
    faq_text_name: z.optional(z.nullable(z.string())),
    /** The language of these texts: 'en' where the catalog has no translation of them in the asked language. */
    content_lang: ContentLangSchema,
  }),
  /** The plan's benefit facts (plan-facts.ts), every one shown on the plan page. Null when the catalog has none. */
  plan_facts: z.optional(z.nullable(PlanFactsSchema)),
  /** The plan's type (MM: the premier plan, whose price the carrier explains, l713Breakdown). */
  plan_type: z.optional(z.string()),
  /**
   * What to know before buying: the administrative fee inside its prices, the carrier's notes (evidence of
   * insurability for optional life...). Empty when there is nothing to say.
   */
  plan_notices: z.optional(z.array(z.string())),
  /** The plan asks health questions: its page links to them, to read (/PlanQuestionView?planId=). */
  has_questions: z.optional(z.boolean()),
});
export type PlanDetail = z.infer<typeof PlanDetailSchema>;
