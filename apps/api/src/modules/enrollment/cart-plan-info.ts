import { cartPlanFacts, type CartPlanFacts } from '@benefit-store/domain';
import { cartLines } from '../cart/index.js';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';

/** The cart's facts for the wizard's rules (IHA, premier, spouse tier), read in the caller's transaction (ctx.db). */
export async function cartPlanInfo(ctx: RequestContext, enrollment: EnrollmentRow): Promise<CartPlanFacts> {
  const lines = await cartLines(ctx.db, enrollment.id);
  return cartPlanFacts(
    lines.map((l) => l.planType),
    enrollment.filterInfo.tier,
  );
}
