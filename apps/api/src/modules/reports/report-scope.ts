import type { StaffPrincipal } from '../access/index.js';

/**
 * Whose completed enrollments a report counts: all (an operator), a rep's own, or a group's. The same scopes as the
 * console's completed enrollments (enrollment/completion/enrollments.admin.routes.ts), applied in SQL.
 */
export type ReportScope = { kind: 'all' } | { kind: 'agent'; agentId: number } | { kind: 'group'; groupId: number };

/** A rep counts their own enrollments, a group administrator their group's. */
export const staffReportScope = (staff: StaffPrincipal): ReportScope =>
  staff.role === 'agent' ? { kind: 'agent', agentId: staff.agentId } : { kind: 'group', groupId: staff.groupId };
