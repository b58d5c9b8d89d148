import { AUDIT_ACTIONS, AUDIT_TARGETS, type CatalogFile, type ImportReport } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { recordAudit, type AuditActor } from '../audit/index.js';

/** Past this many rate changes (or keys of one kind per entity) the entry keeps the first ones and the count. */
export const AUDIT_LIST_CAP = 500;

const capped = <T>(list: readonly T[]) => list.slice(0, AUDIT_LIST_CAP);

/**
 * An applied import's audit entry: before, each rate's old price and the keys changed, removed or retired per entity;
 * after, each rate's new price and the keys added or changed, with the files and totals. Long lists are cut at
 * AUDIT_LIST_CAP; their full length is kept beside them. The rates entity is told by the rate changes.
 */
export function catalogImportAudit(files: readonly CatalogFile[], report: ImportReport): { before: unknown; after: unknown } {
  const entities = report.entities.filter((e) => e.entity !== 'rates');
  const rateCount = report.rate_changes.length;
  const rates = capped(report.rate_changes);
  const keys = (list: readonly string[]) => ({ keys: capped(list), count: list.length });
  return {
    before: {
      entities: Object.fromEntries(entities.map((e) => [e.entity, { changed: keys(e.changed), removed: keys(e.removed), retired: keys(e.retired) }])),
      rate_changes: rates.map((r) => ({ plan: r.plan, cell: r.cell, cents: r.old_cents })),
      rate_change_count: rateCount,
    },
    after: {
      files: files.map((f) => f.name),
      totals: report.totals,
      entities: Object.fromEntries(entities.map((e) => [e.entity, { added: keys(e.added), changed: keys(e.changed) }])),
      rate_changes: rates.map((r) => ({ plan: r.plan, cell: r.cell, cents: r.new_cents })),
      rate_change_count: rateCount,
    },
  };
}

/** Records an applied import in the audit log, inside its transaction: actor and ip null from the command line. */
export async function recordCatalogImport(tx: Db, files: readonly CatalogFile[], report: ImportReport, by: { actor: AuditActor | null; ip: string | null }): Promise<void> {
  await recordAudit(tx, { actor: by.actor, action: AUDIT_ACTIONS.catalogImport, target: { type: AUDIT_TARGETS.catalog, id: null }, ip: by.ip, ...catalogImportAudit(files, report) });
}
