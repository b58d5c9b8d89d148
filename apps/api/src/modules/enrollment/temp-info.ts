import type { EnrollmentColumn } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import { requireHeldEnrollment } from './held-enrollment.js';
import { readColumn } from './temp-info-columns.js';

/** GET get-enrollment-temp-info: one column of an enrollment this browser holds (temp-info-columns.ts). */
export async function getTempInfo(ctx: RequestContext, enrollmentId: string, column: EnrollmentColumn): Promise<{ result: unknown }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: await readColumn(ctx, enrollment, column) };
}
