import { AuditPageSchema, type AdminPage, type AuditEntry } from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { toRequestQuery, type TableQuery } from '../../shell/data-table';

export const AUDIT_FILTER_KEYS = ['action', 'target_type', 'actor', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** GET admin/audit-log: one page of entries, newest first unless sorted otherwise, with the filters of the address. */
export const getAuditLog = (query: TableQuery<string, AuditFilterKey>, signal: AbortSignal): Promise<AdminPage<AuditEntry>> =>
  api.get('admin/audit-log', AuditPageSchema, toRequestQuery(query), signal);
