import { EPROCESS_VALUES, type EnrollBy, type EnrollmentColumn, type EnrollmentStep, type TabKey } from '@benefit-store/domain';
import type { RequestContext } from '../shared/request-context.js';
import { dynamicTabsOf } from './dynamic-tabs.service.js';
import { type EnrollmentRow, requireHeldEnrollment } from '../enrollment-record/index.js';
import type { StepLoaderRegistry } from './step-loader-registry.js';
import { savedTabKeys } from './tab-data.repository.js';
import { readColumn, type TempInfoColumnRegistry } from './temp-info-column-registry.js';

/** Each tab's get-enrollment-temp-info column (the spec's column names differ from the tab keys for some). */
export const TAB_COLUMN: Record<TabKey, EnrollmentColumn | null> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  agreement_info: null,
  billing_info: 'payment_info',
};

/** Who enrolls: the enrollment's eprocess; none (or one we do not know) is the applicant's own enrollment. */
export function enrollByOf(enrollment: EnrollmentRow): EnrollBy {
  return (EPROCESS_VALUES as readonly string[]).includes(enrollment.eprocess ?? '') ? (enrollment.eprocess as EnrollBy) : 'applicant';
}

/**
 * GET get-enrollment-step: one step's tab list, saved tabs, field definitions, saved value and options in one
 * answer. The loaders of the step's module add fields and options (step-loader-registry.ts).
 */
export async function getEnrollmentStep(
  ctx: RequestContext,
  registries: { loaders: StepLoaderRegistry; columns: TempInfoColumnRegistry },
  enrollmentId: string,
  tab: TabKey,
): Promise<EnrollmentStep> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  // A completed enrollment is a policy: its steps are shown read-only with where to go, so nothing of the form is sent.
  if (enrollment.completedAt !== null) {
    const [tabs, savedTabs] = await Promise.all([dynamicTabsOf(ctx, enrollment), savedTabKeys(ctx.db, enrollment.id)]);
    return { tabs, saved_tabs: savedTabs, fields: [], value: null, options: {}, enroll_by: enrollByOf(enrollment), type: enrollment.type, completed: true };
  }
  const loader = registries.loaders.loaderFor(tab);
  const column = TAB_COLUMN[tab];
  const [tabs, savedTabs, fields, options, saved] = await Promise.all([
    dynamicTabsOf(ctx, enrollment),
    savedTabKeys(ctx.db, enrollment.id),
    loader?.fields ? loader.fields(ctx, enrollment) : [],
    loader?.options ? loader.options(ctx, enrollment) : {},
    column ? readColumn(ctx, registries.columns, enrollment, column) : null,
  ]);
  const value = saved ?? (loader?.unsavedValue ? await loader.unsavedValue(ctx, enrollment) : null);
  return { tabs, saved_tabs: savedTabs, fields, value: value ?? null, options, enroll_by: enrollByOf(enrollment), type: enrollment.type, completed: false };
}
