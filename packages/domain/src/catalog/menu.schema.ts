import * as z from 'zod/mini';
import { successEnvelopeSchema } from '../shared/envelope.schema.js';

/*
 * The store's navigation answers. Every page's header asks for them, so they stay in a file of their own: the page's
 * first script carries these few schemas, not the plan cards' (plan.schema.ts).
 */

export const CategorySchema = z.object({
  category: z.string(),
  label: z.string(),
  description: z.string(),
  icon: z.string(),
  plan_count: z.int(),
});
export type Category = z.infer<typeof CategorySchema>;

export const MenuItemSchema = z.object({ category: z.string(), label: z.string() });
export type MenuItem = z.infer<typeof MenuItemSchema>;

/** get-plan-category: every plan category, in menu order. */
export const PlanCategoriesSchema = z.array(CategorySchema);

/** get-common-menu: the whole envelope, which carries the site's category_order beside `data`. */
export const CommonMenuEnvelopeSchema = z.extend(successEnvelopeSchema(z.array(MenuItemSchema)), { category_order: z.array(z.string()) });

/** get-plan-network: the networks the plans of a category offer. */
export const PlanNetworksSchema = z.array(z.string());
