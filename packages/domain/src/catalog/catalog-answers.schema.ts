import { z } from 'zod';
import { RecommendedPlanSchema } from '../recommendations/recommendation.schema.js';
import { successEnvelopeSchema } from '../shared/envelope.schema.js';
import { CategorySchema, MenuItemSchema, PlanCardSchema } from './plan.schema.js';

/** get-plan-category: every plan category, in menu order. */
export const PlanCategoriesSchema = z.array(CategorySchema);

/** get-common-menu: the whole envelope, which carries the site's category_order beside `data`. */
export const CommonMenuEnvelopeSchema = successEnvelopeSchema(z.array(MenuItemSchema)).extend({ category_order: z.array(z.string()) });

/** get-plan-network: the networks the plans of a category offer. */
export const PlanNetworksSchema = z.array(z.string());

/** get-related-plans: the cards of a plan's related plans. */
export const RelatedPlansSchema = z.array(PlanCardSchema);

/** get-featured-plans: the site's featured plans. */
export const FeaturedPlansAnswerSchema = z.object({ plans: z.array(RecommendedPlanSchema) });
