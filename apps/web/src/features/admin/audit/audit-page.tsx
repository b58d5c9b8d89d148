import { AUDIT_ACTION_VALUES, AUDIT_TARGET_VALUES, CONSOLE_MESSAGES as M, displayDateTime, type AuditEntry } from '@benefit-store/domain';
import { AdminPage } from '../shell/admin-page';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { AUDIT_FILTER_KEYS, getAuditLog } from './api/get-audit-log';
import { AuditFilters } from './audit-filters';
import { auditActionLabel, auditTargetLabel } from './audit-labels';
import styles from './audit-page.module.css';

const SORT_KEYS = ['at', 'action', 'actor_email'] as const;
type Sort = (typeof SORT_KEYS)[number];

/** A field's value as the log shows it: text as it is, anything else as JSON. */
const shown = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function Changes({ entry }: { entry: AuditEntry }) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return <span className={styles.muted}>{M.auditNoChanges}</span>;
  return (
    <details className={styles.changes}>
      <summary>{M.auditShowChanges}</summary>
      <dl>
        {keys.map((key) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>
              <span className="visually-hidden">{M.auditBefore} </span>
              <del>{shown(before[key])}</del> <span aria-hidden="true">→</span> <span className="visually-hidden">{M.auditAfter} </span>
              <ins>{shown(after[key])}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const columns: DataColumn<AuditEntry, Sort>[] = [
  { key: 'at', label: M.auditColumnAt, sort: 'at', rowHeader: true, render: (e) => <time dateTime={e.at}>{displayDateTime(new Date(e.at))}</time> },
  { key: 'actor', label: M.auditColumnActor, sort: 'actor_email', render: (e) => e.actor_email ?? M.auditSystem },
  { key: 'action', label: M.auditActionLabel, sort: 'action', render: (e) => auditActionLabel(e.action) },
  { key: 'target', label: M.auditTarget, render: (e) => (e.target_id ? `${auditTargetLabel(e.target_type)} · ${e.target_id}` : auditTargetLabel(e.target_type)) },
  { key: 'ip', label: M.auditColumnFrom, nowrap: true, render: (e) => e.ip ?? '' },
  { key: 'changes', label: M.auditColumnChanges, render: (e) => <Changes entry={e} /> },
];

/** /admin/audit: the append-only audit log, newest first, its filters and page in the address. Read-only. */
export default function AuditPage() {
  const state = useTableUrlState<Sort, (typeof AUDIT_FILTER_KEYS)[number]>({ sortKeys: SORT_KEYS, defaultDir: 'desc', filterKeys: AUDIT_FILTER_KEYS });
  // Values the address carries that the server would refuse are left out of the call (and of the form).
  const filters = { ...state.query.filters };
  if (filters.action && !(AUDIT_ACTION_VALUES as readonly string[]).includes(filters.action)) delete filters.action;
  if (filters.target_type && !(AUDIT_TARGET_VALUES as readonly string[]).includes(filters.target_type)) delete filters.target_type;
  for (const key of ['from', 'to'] as const) if (filters[key] && !/^\d{4}-\d{2}-\d{2}$/.test(filters[key])) delete filters[key];
  const safeState = { ...state, query: { ...state.query, filters } };
  return (
    <AdminPage title={M.navAudit} lead={M.auditLead}>
      <AuditFilters key={JSON.stringify(filters)} current={filters} onApply={state.setFilters} />
      <DataTable
        id="audit"
        caption={M.auditCaption}
        columns={columns}
        rowKey={(e) => e.id}
        fetcher={getAuditLog}
        state={safeState}
        search={{ label: M.auditSearch, hint: M.auditSearchHint }}
        emptyText={M.auditEmpty}
        noMatchText={M.auditNoMatch}
        errorText={M.auditFailed}
      />
    </AdminPage>
  );
}
