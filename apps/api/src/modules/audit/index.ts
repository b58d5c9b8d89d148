// The audit module's door (issue 23): every module that changes something on an operator's or staff member's behalf
// records it here; the console lists it. Append-only (migration 0016's trigger).
export { recordAudit, listAuditEntries } from './audit-log.js';
export type { AuditActor, AuditRecord } from './audit-log.js';
