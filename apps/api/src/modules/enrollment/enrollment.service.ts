import { ENROLLMENT_TYPE, MESSAGES, SOURCE_LOCALE, type ChangeFilter, type ChangeFilterAnswer, type FilterInfo, type NewUserFilter } from '@benefit-store/domain';
import { repriceCart } from '../cart/index.js';
import { catalogSnapshot, personOfEnrollment, planAnswersFor, pricingContextOf } from '../catalog/index.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext, SessionRef } from '../shared/request-context.js';
import { checkPartyIds, insertHeldEnrollment, type NewEnrollment, newEnrollmentId, updateEnrollment, withLockedEnrollment } from '../enrollment-record/index.js';
import { lookupZip } from './zip-lookup.js';

function stateOfZip(zip: string): string {
  const place = lookupZip(zip);
  if (!place) throw AppError.field('zip', MESSAGES.invalidZip);
  return place.state;
}

/** The context columns both filter calls accept; undefined leaves a column as it is. */
function contextColumns(input: Partial<NewUserFilter>): Partial<NewEnrollment> {
  const values: Partial<NewEnrollment> = {
    type: input.type,
    eprocess: input.eprocess,
    openType: input.open_type,
    agentId: input.agent_id,
    groupId: input.group_id,
    platformGroupId: input.platform_group_id,
    userId: input.user_id,
    referral: input.referral,
    annualIncome: input.annual_incode,
    workingHours: input.working_hours,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

export async function createEnrollment(ctx: RequestContext & { session: SessionRef }, input: NewUserFilter): Promise<{ temp_enrollment_id: string }> {
  const filterInfo: FilterInfo = {
    dob: input.dob,
    zip: input.zip,
    state: stateOfZip(input.zip),
    tier: input.tier,
    gender: input.gender,
    is_smoker: input.is_smoker ?? null,
    category: input.category ?? null,
    user_id: input.user_id ?? null,
  };
  await checkPartyIds(ctx.db, ctx.site, input, null);
  const id = newEnrollmentId();
  await ctx.db.transaction(async (tx) => {
    await insertHeldEnrollment(tx, ctx.session.id, { type: ENROLLMENT_TYPE.newUser, ...contextColumns(input), id, filterInfo, locale: ctx.locale ?? SOURCE_LOCALE });
  });
  return { temp_enrollment_id: id };
}

/**
 * Changes only the fields given, then re-prices the cart for the new filter. The enrollment is locked first, so a
 * change made at the same moment (another field, a plan added) is read, not overwritten.
 */
export async function changeFilter(ctx: RequestContext, enrollmentId: string, input: ChangeFilter): Promise<ChangeFilterAnswer> {
  // The catalog facts re-pricing reads, before the lock: inside it only the transaction may touch the database.
  const snapshot = await catalogSnapshot(ctx.db);
  return withLockedEnrollment(ctx, enrollmentId, async (tx, enrollment) => {
    await checkPartyIds(tx, ctx.site, input, enrollment);
    const current = enrollment.filterInfo;
    const filterInfo: FilterInfo = {
      dob: input.dob ?? current.dob,
      zip: input.zip ?? current.zip,
      state: input.zip !== undefined ? stateOfZip(input.zip) : current.state,
      tier: input.tier ?? current.tier,
      gender: input.gender ?? current.gender,
      is_smoker: input.is_smoker ?? current.is_smoker,
      category: input.category ?? current.category,
      user_id: input.user_id ?? current.user_id,
    };
    const columns = contextColumns(input);
    await updateEnrollment(tx, enrollment.id, { ...columns, filterInfo });
    const person = personOfEnrollment({ ...enrollment, ...columns, filterInfo }, ctx.now);
    const cart = await repriceCart(tx, enrollment.id, person, pricingContextOf(snapshot, person, await planAnswersFor(tx, enrollment.id)), { now: ctx.now });
    return { temp_enrollment_id: enrollment.id, cart_repriced: cart.repriced, cart_removed: cart.removed };
  });
}

export function validateZip(zip: string): { zip: string; state_abbreviation: string; city: string } {
  const place = lookupZip(zip);
  if (!place) throw AppError.field('zip', MESSAGES.invalidZip);
  return { zip: place.zip, state_abbreviation: place.state, city: place.city };
}
