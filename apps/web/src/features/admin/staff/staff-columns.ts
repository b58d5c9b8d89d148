import { CONSOLE_ACCOUNT_MESSAGES as M, type AccountRole, type AccountStatus, type STAFF_SORT_KEYS } from '@benefit-store/domain';

export type StaffSort = (typeof STAFF_SORT_KEYS)[number];
export const STAFF_FILTERS = ['role', 'status'] as const;
export type StaffFilter = (typeof STAFF_FILTERS)[number];

export const ROLE_LABELS: Record<AccountRole, string> = { agent: M.roleAgent, group_admin: M.roleGroupAdmin, operator: M.roleOperator };
export const STATUS_LABELS: Record<AccountStatus, string> = { invited: M.statusInvited, active: M.statusActive, disabled: M.statusDisabled };
