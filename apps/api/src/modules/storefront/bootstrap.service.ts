import type { StoreBootstrap } from '@benefit-store/domain';
import { getCartAmount, getCartCount } from '../cart/index.js';
import { getCommonMenu, getPlanCategories } from '../catalog/index.js';
import { getTempInfo, type TempInfoColumnRegistry } from '../enrollment/index.js';
import { isAppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { getAgentLandingInfo, getDefaultInfo, getDomainSite, getElevateInfo, getGroupLandingInfo, getSiteTheme, getTicketLink } from '../sites/index.js';

type BootstrapEnrollment = NonNullable<StoreBootstrap['enrollment']>;

export interface BootstrapQuery {
  /** The visitor's host, decoded. */
  host: string;
  enrollmentId?: string | undefined;
  groupId?: number | undefined;
  agentId?: number | undefined;
}

/** A part whose call would answer 404 (an unknown rep or group) is null: the web then asks that call, which says so. */
async function unlessNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (isAppError(error) && error.kind === 'notFound') return null;
    throw error;
  }
}

/** The enrollment's filter and cart, when this browser holds it; null otherwise (its own calls then answer 404). */
function enrollmentPart(ctx: RequestContext, columns: TempInfoColumnRegistry, enrollmentId: string): Promise<StoreBootstrap['enrollment']> {
  return unlessNotFound(async () => {
    const [filter, count, amount] = await Promise.all([
      getTempInfo(ctx, columns, enrollmentId, 'filter_info'),
      getCartCount(ctx, enrollmentId),
      getCartAmount(ctx, enrollmentId),
    ]);
    // The column's reader checked the value against FilterInfoAnswerSchema (temp-info-column-registry.ts).
    return { filter_info: filter.result as BootstrapEnrollment['filter_info'], cart_count: count.result, cart_amount: amount.result };
  });
}

/**
 * get-store-bootstrap: what every page asks for on its first view (site, theme, header details, menu, categories,
 * the enrollment's filter and cart count), each part from the same service as its own call, so the answers agree.
 */
export async function getStoreBootstrap(ctx: RequestContext, columns: TempInfoColumnRegistry, query: BootstrapQuery): Promise<StoreBootstrap> {
  const [domainSite, theme, defaultInfo, groupLanding, agentLanding, elevate, ticketLink, categories, menu, enrollment] = await Promise.all([
    getDomainSite(ctx, query.host),
    getSiteTheme(ctx, query.host),
    getDefaultInfo(ctx),
    query.groupId === undefined ? null : unlessNotFound(() => getGroupLandingInfo(ctx, query.groupId!)),
    query.agentId === undefined || query.groupId !== undefined ? null : unlessNotFound(() => getAgentLandingInfo(ctx, query.agentId!)),
    getElevateInfo(ctx),
    getTicketLink(ctx),
    getPlanCategories(ctx),
    getCommonMenu(ctx),
    query.enrollmentId === undefined ? null : enrollmentPart(ctx, columns, query.enrollmentId),
  ]);
  return {
    domain_site: domainSite,
    theme,
    default_info: defaultInfo,
    group_landing: groupLanding,
    agent_landing: agentLanding,
    elevate,
    ticket_link: ticketLink,
    categories,
    menu: { items: menu.items, category_order: menu.categoryOrder },
    enrollment,
  };
}
