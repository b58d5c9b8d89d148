import { dynamicTabs, EPROCESS, type DynamicTab } from '@benefit-store/domain';
import { cartLines } from '../cart/cart.repository.js';
import type { RequestContext } from '../shared/request-context.js';
import { requireHeldEnrollment } from './held-enrollment.js';

/** GET get-dynamic-tabs: the wizard's tabs for this enrollment, from the domain rule over its cart and tier. */
export async function getDynamicTabs(ctx: RequestContext, enrollmentId: string): Promise<{ result: DynamicTab[] }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const lines = await cartLines(ctx.db, enrollment.id);
  return {
    result: dynamicTabs({
      isGroupEnrollment: enrollment.groupId !== null || enrollment.eprocess === EPROCESS.group,
      cartCategories: lines.map((l) => l.category),
      tier: enrollment.filterInfo.tier,
    }),
  };
}
