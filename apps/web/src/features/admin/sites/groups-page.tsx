import { Link } from 'react-router';
import { CONSOLE_ACCOUNT_MESSAGES, CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, GROUP_SORT_KEYS, type GroupListItem } from '@benefit-store/domain';
import { AdminPage } from '../shell/admin-page';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { listGroups } from './api/branding-calls';

type Sort = (typeof GROUP_SORT_KEYS)[number];

const columns: DataColumn<GroupListItem, Sort>[] = [
  { key: 'display_name', label: M.columnDisplayName, sort: 'display_name', rowHeader: true, render: (g) => <Link to={`/admin/groups/${encodeURIComponent(g.code)}`}>{g.display_name}</Link> },
  { key: 'code', label: CONSOLE_ACCOUNT_MESSAGES.inviteGroupCode, sort: 'code', nowrap: true, render: (g) => g.code },
  { key: 'rep', label: CONSOLE_ACCOUNT_MESSAGES.roleAgent, sort: 'rep', render: (g) => g.rep_name },
  { key: 'landing_page', label: M.columnLanding, render: (g) => g.landing_page },
];

/** /admin/groups: every employer group, paged, sorted and searched on the server. */
export default function GroupsPage() {
  const state = useTableUrlState<Sort>({ sortKeys: GROUP_SORT_KEYS });
  return (
    <AdminPage title={CONSOLE_MESSAGES.navGroups} lead={M.groupsLead}>
      <DataTable
        id="groups"
        caption={M.groupsCaption}
        columns={columns}
        rowKey={(g) => g.code}
        fetcher={listGroups}
        state={state}
        search={{ label: M.groupsSearch, hint: M.groupsSearchHint }}
        emptyText={M.noGroups}
        noMatchText={M.noGroupsMatch}
        errorText={M.groupsFailed}
      />
    </AdminPage>
  );
}
