import { ENROLLMENT_TYPE, MESSAGES, type ChangeFilter, type EnrollmentColumn, type FilterInfo, type NewUserFilter } from '@benefit-store/domain';
import { randomBytes } from 'node:crypto';
import { repriceCart } from '../cart/reprice-cart.js';
import { personOf } from '../pricing/person.js';
import { AppError } from '../shared/app-error.js';
import type { RequestContext, SessionRef } from '../shared/request-context.js';
import { insertHeldEnrollment, updateEnrollment, type EnrollmentRow, type NewEnrollment } from './enrollment.repository.js';
import { requireHeldEnrollment } from './held-enrollment.js';
import { lookupZip } from './zip-lookup.js';

/** 128 random bits, base64url without padding: 22 characters that cannot be guessed or counted. */
export function newEnrollmentId(): string {
  return randomBytes(16).toString('base64url');
}

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
  const id = newEnrollmentId();
  await ctx.db.transaction(async (tx) => {
    await insertHeldEnrollment(tx, ctx.session.id, { type: ENROLLMENT_TYPE.newUser, ...contextColumns(input), id, filterInfo });
  });
  return { temp_enrollment_id: id };
}

/** Changes only the fields given, then re-prices the cart for the new filter, all in one transaction. */
export async function changeFilter(ctx: RequestContext, enrollmentId: string, input: ChangeFilter): Promise<{ temp_enrollment_id: string }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
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
  await ctx.db.transaction(async (tx) => {
    await updateEnrollment(tx, enrollment.id, { ...contextColumns(input), filterInfo });
    await repriceCart(tx, enrollment.id, personOf(filterInfo, ctx.now));
  });
  return { temp_enrollment_id: enrollment.id };
}

/** Columns of later wizard steps are not stored yet; they read as null until their issues add them. */
function columnValue(row: EnrollmentRow, column: EnrollmentColumn): unknown {
  switch (column) {
    case 'filter_info':
      return row.filterInfo;
    case 'type':
      return row.type;
    case 'eprocess':
      return row.eprocess;
    case 'effective_date':
      return row.effectiveDate;
    case 'open_type':
      return row.openType;
    case 'group_id':
      return row.groupId;
    case 'agent_id':
      return row.agentId;
    case 'platform_group_id':
      return row.platformGroupId;
    case 'user_id':
      return row.userId;
    case 'portal_id':
      return row.portalId;
    case 'annual_incode':
      return row.annualIncome;
    case 'working_hours':
      return row.workingHours;
    default:
      return null;
  }
}

export async function getTempInfo(ctx: RequestContext, enrollmentId: string, column: EnrollmentColumn): Promise<{ result: unknown }> {
  const enrollment = await requireHeldEnrollment(ctx, enrollmentId);
  return { result: columnValue(enrollment, column) ?? null };
}

export function validateZip(zip: string): { zip: string; state_abbreviation: string; city: string } {
  const place = lookupZip(zip);
  if (!place) throw AppError.field('zip', MESSAGES.invalidZip);
  return { zip: place.zip, state_abbreviation: place.state, city: place.city };
}
