import * as z from 'zod/mini';
import { MoneySchema } from '../catalog/money.schema.js';
import { MenuItemSchema, PlanCategoriesSchema } from '../catalog/menu.schema.js';
import { FilterInfoAnswerSchema } from '../enrollment/temp-info.schema.js';
import {
  AgentLandingInfoSchema,
  DefaultInfoSchema,
  DomainSiteSchema,
  ElevateInfoSchema,
  GroupLandingInfoSchema,
  ThemeEntriesSchema,
  TicketLinkSchema,
} from './site.schema.js';

/*
 * get-store-bootstrap: what every page of the store asks for on its first view, in one call (issue 24). Each part is
 * the answer of the call named beside it, so the web files it under that call's own query and the call itself keeps
 * working. A part that is null where its call would answer 404 (an unknown rep or group, an enrollment this browser
 * does not hold) is left for that call to answer. On zod/mini, as the answers it carries (site.schema.ts); what the call
 * takes is StoreBootstrapQuerySchema in site-request.schema.ts.
 */

/** The enrollment's part: its filter and its cart, for an enrollment this browser holds. */
export const BootstrapEnrollmentSchema = z.object({
  /** get-enrollment-temp-info, column filter_info. */
  filter_info: FilterInfoAnswerSchema,
  /** get-cart-count. */
  cart_count: z.int(),
  /** get-cart-amount. */
  cart_amount: MoneySchema,
});

export const StoreBootstrapSchema = z.object({
  /** get-domainSite-infromation for site_domain; null where it answers 204 (no site). */
  domain_site: z.nullable(DomainSiteSchema),
  /** get-external-site-dynamic-information for site_domain; null where it answers 204. */
  theme: z.nullable(ThemeEntriesSchema),
  /** get-default-info; null where it answers 204. */
  default_info: z.nullable(DefaultInfoSchema),
  /** get-group-landing-page-info for group_id; null when none was named or it is unknown. */
  group_landing: z.nullable(GroupLandingInfoSchema),
  /** get-agent-landing-page-info for agent_id; null when none was named, a group was, or it is unknown. */
  agent_landing: z.nullable(AgentLandingInfoSchema),
  /** get-elevate-info. */
  elevate: ElevateInfoSchema,
  /** get-ticket-link; null where it answers 204. */
  ticket_link: z.nullable(TicketLinkSchema),
  /** get-plan-category. */
  categories: PlanCategoriesSchema,
  /** get-common-menu: its data and its category_order. */
  menu: z.object({ items: z.array(MenuItemSchema), category_order: z.array(z.string()) }),
  /** For enrollment_id when this browser holds it; null otherwise. */
  enrollment: z.nullable(BootstrapEnrollmentSchema),
});
export type StoreBootstrap = z.infer<typeof StoreBootstrapSchema>;
