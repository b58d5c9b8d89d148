import { Link } from 'react-router';
import { CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, REP_ACCESS_MESSAGES, REP_SORT_KEYS, type RepListItem } from '@benefit-store/domain';
import { AdminPage } from '../shell/admin-page';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { listReps } from './api/branding-calls';

type Sort = (typeof REP_SORT_KEYS)[number];

const columns: DataColumn<RepListItem, Sort>[] = [
  { key: 'display_name', label: M.columnDisplayName, sort: 'display_name', rowHeader: true, render: (r) => <Link to={`/admin/reps/${encodeURIComponent(r.code)}`}>{r.display_name}</Link> },
  { key: 'code', label: REP_ACCESS_MESSAGES.repCode, sort: 'code', nowrap: true, render: (r) => r.code },
  { key: 'landing_page', label: M.columnLanding, sort: 'landing_page', render: (r) => r.landing_page },
  { key: 'email', label: M.columnEmail, render: (r) => r.display_email },
  { key: 'groups', label: CONSOLE_MESSAGES.navGroups, render: (r) => r.group_count },
];

/** /admin/reps: every rep, paged, sorted and searched on the server. */
export default function RepsPage() {
  const state = useTableUrlState<Sort>({ sortKeys: REP_SORT_KEYS });
  return (
    <AdminPage title={CONSOLE_MESSAGES.navReps} lead={M.repsLead}>
      <DataTable
        id="reps"
        caption={CONSOLE_MESSAGES.navReps}
        columns={columns}
        rowKey={(r) => r.code}
        fetcher={listReps}
        state={state}
        search={{ label: M.repsSearch, hint: M.repsSearchHint }}
        emptyText={M.noReps}
        noMatchText={M.noRepsMatch}
        errorText={M.repsFailed}
      />
    </AdminPage>
  );
}
