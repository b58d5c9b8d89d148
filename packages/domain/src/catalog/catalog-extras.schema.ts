import { z } from 'zod';

/** GET get-left-side-filter-fields: the categories the side filter offers, with how many plans each has. */
export const LeftSideFilterSchema = z.object({
  result: z.object({
    categories: z.array(z.object({ category: z.string(), label: z.string(), plan_count: z.number().int() })),
  }),
});
export type LeftSideFilter = z.infer<typeof LeftSideFilterSchema>;

/** GET get-plan-detail/{planId}. */
export const PlanDetailSchema = z.object({
  plan_id: z.number().int(),
  plan_name: z.string(),
  plan_category: z.string(),
  category_label: z.string(),
  plan_logo: z.string(),
  carrier_name: z.string(),
  plan_desc: z.object({ header_text: z.string(), body_text: z.string() }),
});
export type PlanDetail = z.infer<typeof PlanDetailSchema>;
