import { z } from 'zod';
import { PLAN_CATEGORIES } from '../catalog/categories.js';
import { PlanFactsSchema } from '../catalog/plan-facts.schema.js';
import { TIERS } from '../catalog/tiers.js';
import { PlanRulesSchema } from '../pricing/plan-rules.js';
import { adminListQuerySchema, adminPageSchema } from './admin-list.schema.js';

/**
 * The console's catalog screens (issue 23 item 5): read-only views of the plans, their rules, fees, facts and rates.
 * Money is integer cents; the console formats it with formatMoney.
 */

/** The columns the plans table sorts by; the first (the storefront's display order) is the default. */
export const ADMIN_PLAN_SORT_KEYS = ['sort_order', 'name', 'category', 'carrier', 'rate_count', 'min_price'] as const;
export type AdminPlanSortKey = (typeof ADMIN_PLAN_SORT_KEYS)[number];

/** A plan's slug in a console URL (`/admin/catalog/:slug`, `GET admin/catalog/plans/:slug`). */
export const PlanSlugSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/);

/** GET /api/v1/admin/catalog/plans: `?category=dental&q=pine&sort=name&dir=asc&page=1&per_page=25`; q searches name, slug and carrier. */
export const AdminPlanListQuerySchema = adminListQuerySchema(ADMIN_PLAN_SORT_KEYS).extend({ category: z.enum(PLAN_CATEGORIES).optional() });
export type AdminPlanListQuery = z.infer<typeof AdminPlanListQuerySchema>;

/** One row of the console's plans table. Prices are the lowest and highest of the plan's rates (null when it has none). */
export const AdminPlanRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PLAN_CATEGORIES),
  carrier_name: z.string(),
  rate_count: z.number().int().min(0),
  min_price_cents: z.number().int().nullable(),
  max_price_cents: z.number().int().nullable(),
  featured: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminPlanRow = z.infer<typeof AdminPlanRowSchema>;
export const AdminPlanPageSchema = adminPageSchema(AdminPlanRowSchema);

/** GET /api/v1/admin/catalog/categories: every category of the domain, in menu order, with its plan count (the tabs). */
export const AdminCategoryCountSchema = z.object({ category: z.enum(PLAN_CATEGORIES), plan_count: z.number().int().min(0) });
export type AdminCategoryCount = z.infer<typeof AdminCategoryCountSchema>;
export const AdminCategoryCountsSchema = z.array(AdminCategoryCountSchema);

/** GET /api/v1/admin/catalog/plans/:slug. */
export const AdminPlanParamsSchema = z.object({ slug: PlanSlugSchema });

/** One rating cell of a plan: null gender, tobacco or state means "any" (gender 0 male, 1 female; tobacco 1 user, 0 not). */
export const AdminPlanRateSchema = z.object({
  id: z.number().int(),
  tier: z.enum(TIERS),
  age_min: z.number().int(),
  age_max: z.number().int(),
  gender: z.number().int().nullable(),
  tobacco: z.number().int().nullable(),
  state: z.string().nullable(),
  price_cents: z.number().int(),
});
export type AdminPlanRate = z.infer<typeof AdminPlanRateSchema>;

const titledText = z.object({ name: z.string(), text: z.string() });

/** The plan page's texts as the console shows them. */
export const AdminPlanTextsSchema = z.object({
  short_text: z.string(),
  body_text: z.string(),
  network: z.string().nullable(),
  callout_text: z.string().nullable(),
  callout_color: z.string().nullable(),
  blue_bar_text: z.string().nullable(),
  association_text: z.string().nullable(),
  exclusions: titledText.nullable(),
  example: titledText.nullable(),
  faq: titledText.nullable(),
});

/** The plan's fees: a one-time fee (cents), whether the admin fee is in the price, and whether it needs the membership. */
export const AdminPlanFeesSchema = z.object({
  one_time_fee_cents: z.number().int(),
  admin_fee_included: z.boolean(),
  requires_membership: z.boolean(),
});

export const AdminPlanDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PLAN_CATEGORIES),
  plan_type: z.string(),
  carrier: z.object({ key: z.string(), name: z.string() }),
  featured: z.boolean(),
  sort_order: z.number().int(),
  texts: AdminPlanTextsSchema,
  rules: PlanRulesSchema,
  fees: AdminPlanFeesSchema,
  facts: z.nullable(PlanFactsSchema),
  /** Every rating cell, ordered by tier, age, gender, tobacco and state. */
  rates: z.array(AdminPlanRateSchema),
});
export type AdminPlanDetail = z.infer<typeof AdminPlanDetailSchema>;
