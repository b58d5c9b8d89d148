import {
  dependentInfoErrors,
  dependentInfoFor,
  householdOfDependents,
  MESSAGES,
  type DependentInfo,
  type StoreDependentInfo,
  API_MESSAGES,
} from '@benefit-store/domain';
import { type EnrollmentRow, findDependentInfo, type LockedTx, requireHeldEnrollment, saveDependentInfo, withLockedEnrollment } from '../../enrollment-record/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { catalogSnapshot, type CatalogSnapshot, personOfEnrollment, planAnswersFor, pricingContextOf } from '../../catalog/index.js';
import { repriceCart } from '../../cart/index.js';

/**
 * POST store-temp-dependent-info: the spouse's date of birth (IS, IF) and the number of children (IC, IF), checked
 * against the enrollment's stored tier with the same rules as the Edit popup. Fields the tier does not cover are
 * not kept, so a later tier change cannot leave a stale spouse behind. With plan_id (the plan page's dependent
 * modal) or without (the filter's dependent block); the cart's household-priced plans are re-priced at once.
 */
export async function storeDependentInfo(ctx: RequestContext, input: StoreDependentInfo): Promise<DependentInfo> {
  // The catalog is read before the lock: it is not the enrollment's data, and ctx.db must not be used inside it.
  const snapshot = await catalogSnapshot(ctx.db);
  const planKnown = input.plan_id === undefined || snapshot.byId.has(input.plan_id);
  // Under the enrollment's lock, so the tier checked is the tier stored even while the filter changes.
  return withLockedEnrollment(ctx, input.enrollment_id, async (tx, enrollment) => {
    const tier = enrollment.filterInfo.tier;
    if (!planKnown) throw AppError.field('plan_id', API_MESSAGES.planNotFound);
    const errors = dependentInfoErrors(tier, input, ctx.now);
    if (errors.length > 0) throw new AppError('invalid', MESSAGES.validationFailed, errors);
    const kept = dependentInfoFor(tier, input);
    await saveDependentInfo(tx, enrollment.id, { planId: input.plan_id ?? null, spouseDob: kept.spouse_dob, noOfChildren: kept.no_of_children });
    // Household-priced plans in the cart move to the new household's price in the same transaction.
    const person = personOfEnrollment(enrollment, ctx.now);
    await repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person, await planAnswersFor(tx, enrollment.id)), { now: ctx.now });
    return kept;
  });
}

/** GET get-temp-dependent-info: what was stored, or nulls. */
export async function getDependentInfo(ctx: RequestContext, enrollmentId: string): Promise<DependentInfo> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  const row = await findDependentInfo(ctx.db, enrollment.id);
  return { spouse_dob: row?.spouseDob ?? null, no_of_children: row?.noOfChildren ?? null };
}

/**
 * The household the enrollment is priced on follows the dependents being enrolled (save-dependent-info, in its
 * transaction): a spouse entered with another birth date than the landing's, or another number of children, moves the
 * cart's household-priced plans to that household's price (or out of the cart, when a plan refuses it). A fact the
 * list does not give keeps what was stored. Nothing changes, and nothing is re-priced, when the facts are the same.
 */
export async function keepHouseholdWithDependents(
  ctx: RequestContext,
  tx: LockedTx,
  enrollment: EnrollmentRow,
  snapshot: CatalogSnapshot,
  dependents: readonly { relationship: string; birthdate: string }[],
): Promise<{ repriced: number; removed: number }> {
  const listed = householdOfDependents(enrollment.filterInfo.tier, dependents);
  const stored = await findDependentInfo(tx, enrollment.id);
  const spouseDob = listed.spouse_dob ?? stored?.spouseDob ?? null;
  const noOfChildren = listed.no_of_children ?? stored?.noOfChildren ?? null;
  if (spouseDob === (stored?.spouseDob ?? null) && noOfChildren === (stored?.noOfChildren ?? null)) return { repriced: 0, removed: 0 };
  await saveDependentInfo(tx, enrollment.id, { planId: stored?.planId ?? null, spouseDob, noOfChildren });
  const person = personOfEnrollment(enrollment, ctx.now);
  return repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person, await planAnswersFor(tx, enrollment.id)), { now: ctx.now });
}
