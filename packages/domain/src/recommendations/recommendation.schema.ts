import * as z from 'zod/mini';
import { RECOMMENDATION_SOURCES } from './recommendation.constants.js';

/* The recommendation answers, on zod/mini (what the calls take: recommendation-request.schema.ts). */

export const RecommendationResultSchema = z.object({
  /** Plan ids, best first. */
  recs: z.array(z.int()),
  /** Which ranking produced them; 'featured' when there was too little data. */
  source: z.enum(RECOMMENDATION_SOURCES),
});
export type RecommendationResult = z.infer<typeof RecommendationResultSchema>;

/** A plan as the recommended strip and the recommend-list page show it. */
export const RecommendedPlanSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  carrier_name: z.string(),
  plan_short_text: z.string(),
  plan_category: z.string(),
  category_label: z.string(),
  /** The plan's lowest Member Only price, shown as "From …/month" (as the listing before the basic information); null when unpriced. */
  plan_price: z.optional(z.nullable(z.string().check(z.regex(/^-?\d+\.\d{2}$/)))),
});
export type RecommendedPlan = z.infer<typeof RecommendedPlanSchema>;

export const DecryptedDetailSchema = z.object({
  agentId: z.nullable(z.int()),
  groupId: z.nullable(z.int()),
  portalId: z.nullable(z.int()),
  planId: z.nullable(z.int()),
  userID: z.nullable(z.int()),
});
export type DecryptedDetail = z.infer<typeof DecryptedDetailSchema>;

/** recommendation/plan-details: the cards of the given plans, in order. */
export const RecommendedPlanListSchema = z.array(RecommendedPlanSchema);

/** decrypt-detail: the decrypted details. */
export const DecryptedDetailListSchema = z.array(DecryptedDetailSchema);

/** get-featured-plans: the site's featured plans. */
export const FeaturedPlansAnswerSchema = z.object({ plans: z.array(RecommendedPlanSchema) });
