import { AUDIT_ACTION_LABELS, CONSOLE_ACCOUNT_MESSAGES, CONSOLE_MESSAGES as M, MEMBER_TABLE_MESSAGES, type AuditAction, type AuditTarget } from '@benefit-store/domain';

/** What an entry acted on, as the console names it. */
export function auditTargetLabel(target: AuditTarget): string {
  switch (target) {
    case 'account':
      return M.targetAccount;
    case 'catalog':
      return M.navCatalog;
    case 'site':
      return M.targetSite;
    case 'rep':
      return CONSOLE_ACCOUNT_MESSAGES.roleAgent;
    case 'group':
      return MEMBER_TABLE_MESSAGES.columnGroup;
    case 'enrollment':
      return M.targetEnrollment;
    case 'carrier':
      return M.targetCarrier;
  }
}

export const auditActionLabel = (action: AuditAction): string => AUDIT_ACTION_LABELS[action];
