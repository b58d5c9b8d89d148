import type { EnrollmentColumn } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import { requireHeldEnrollment } from '../enrollment-record/index.js';
import { readColumn, type TempInfoColumnRegistry } from './temp-info-column-registry.js';

/** GET get-enrollment-temp-info: one column of an enrollment this browser holds (temp-info-column-registry.ts). */
export async function getTempInfo(ctx: RequestContext, columns: TempInfoColumnRegistry, enrollmentId: string, column: EnrollmentColumn): Promise<{ result: unknown }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: await readColumn(ctx, columns, enrollment, column) };
}
