import { dynamicTabs, EPROCESS, type DynamicTab } from '@benefit-store/domain';
import { cartLines, type CartLine } from '../cart/index.js';
import type { RequestContext } from '../shared/request-context.js';
import { type EnrollmentRow, requireHeldEnrollment } from '../enrollment-record/index.js';

/** The wizard's tabs for an enrollment already read, from the domain rule over its cart and tier. */
export async function dynamicTabsOf(ctx: RequestContext, enrollment: EnrollmentRow): Promise<DynamicTab[]> {
  return dynamicTabsOfCart(enrollment, await cartLines(ctx.db, enrollment.id));
}

/** The same, for a cart already read (completion reads its lines once). */
export function dynamicTabsOfCart(enrollment: EnrollmentRow, lines: readonly Pick<CartLine, 'category'>[]): DynamicTab[] {
  return dynamicTabs({
    isGroupEnrollment: enrollment.groupId !== null || enrollment.eprocess === EPROCESS.group,
    cartCategories: lines.map((l) => l.category),
    tier: enrollment.filterInfo.tier,
  });
}

/** GET get-dynamic-tabs: the wizard's tabs for this enrollment. */
export async function getDynamicTabs(ctx: RequestContext, enrollmentId: string): Promise<{ result: DynamicTab[] }> {
  return { result: await dynamicTabsOf(ctx, await requireHeldEnrollment(ctx, enrollmentId)) };
}
