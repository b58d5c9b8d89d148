import { StaffAccountSchema, StaffPageSchema, type InviteStaff, type StaffAccount, type StaffPage } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_ROOT } from '../../shell/api/operator-session';
import { toRequestQuery, type TableQuery } from '../../shell/data-table';
import type { StaffFilter, StaffSort } from '../staff-columns';

export const STAFF_TABLE_ID = 'staff';
export const staffListKey = [ADMIN_QUERY_ROOT, STAFF_TABLE_ID] as const;

/** GET admin/staff: one page of accounts. */
export function getStaffPage(query: TableQuery<StaffSort, StaffFilter>, signal: AbortSignal): Promise<StaffPage> {
  return api.get('admin/staff', StaffPageSchema, toRequestQuery(query), signal);
}

/** POST admin/staff/invite: creates the account and mails its invitation. */
export function inviteStaff(body: InviteStaff): Promise<StaffAccount> {
  return api.post('admin/staff/invite', StaffAccountSchema, body);
}

export type StaffAction = 'resend-invite' | 'disable' | 'enable';

/** POST admin/staff/:id/resend-invite | disable | enable. */
export function staffAction(id: number, action: StaffAction): Promise<StaffAccount> {
  return api.post(`admin/staff/${id}/${action}`, StaffAccountSchema, {});
}
