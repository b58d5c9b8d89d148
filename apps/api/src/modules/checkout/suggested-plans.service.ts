import { centsToDecimal, UPSELL_AFTER_CATEGORIES, type SuggestedPlan, type SuggestionKind } from '@benefit-store/domain';
import { cartLines, priceOffered } from '../cart/index.js';
import { requireHeldEnrollment } from '../enrollment-record/index.js';
import { personWithHousehold, pricingContextFor } from '../catalog/index.js';
import type { RequestContext } from '../shared/request-context.js';
import { listSuggestions } from './checkout.repository.js';

/**
 * GET get-suggested-plan-list(-new): the member checkout's popups (term life, then the dental or vision bundle),
 * and the plan page's after an add (the accident upsell first when the plan added is medical), from the catalog's
 * suggestion rows. A suggestion is offered only while the cart holds no plan of its category
 * and does not hold the suggested plan, and only when the person can buy it. The -new variant names a plan
 * (the one just added) that is never suggested back. A household-priced plan is priced on the enrollment's stored
 * spouse and children, as on its page and in the cart; on a spouse or children tier without them it is left out.
 */
export async function getSuggestedPlans(ctx: RequestContext, query: { enrollment_id: string; plan_id?: number | undefined }): Promise<SuggestedPlan[]> {
  const enrollment = await requireHeldEnrollment(ctx, query.enrollment_id);
  const lines = await cartLines(ctx.db, enrollment.id);
  const categories = new Set(lines.map((l) => l.category));
  const inCart = new Set(lines.map((l) => l.planId));
  // The accident upsell follows a medical plan just added on its page (the -new variant), and comes first there.
  const added = query.plan_id === undefined ? undefined : lines.find((l) => l.planId === query.plan_id);
  const afterMedical = added !== undefined && UPSELL_AFTER_CATEGORIES.includes(added.category);
  const open = (await listSuggestions(ctx.db))
    .filter((s) => !categories.has(s.missingCategory) && !inCart.has(s.plan.id) && s.plan.id !== query.plan_id)
    .filter((s) => s.kind !== 'accident' || afterMedical)
    .sort((x, y) => Number(y.kind === 'accident') - Number(x.kind === 'accident'));
  if (open.length === 0) return [];
  const person = await personWithHousehold(ctx.db, enrollment, ctx.now);
  const prices = await priceOffered(
    ctx.db,
    open.map((s) => s.plan),
    person,
    await pricingContextFor(ctx.db, person),
  );
  return open.flatMap((s) => {
    const row = prices.get(s.plan.id);
    if (!row) return [];
    return [
      {
        suggestion: s.kind as SuggestionKind,
        plan_id: s.plan.id,
        plan_category: s.plan.category,
        plan_name: s.plan.name,
        pop_up_display: s.display,
        pop_up_title: s.title,
        pop_up_header: s.header,
        pop_up_link: s.link,
        pop_up_link_description: s.linkDescription,
        plan_price: centsToDecimal(row.priceCents),
        plan_logo: s.plan.logo,
        ppid: row.ppid,
        plan_id_1: s.plan.id,
        plan_pricing_id_1: row.ppid,
      },
    ];
  });
}
