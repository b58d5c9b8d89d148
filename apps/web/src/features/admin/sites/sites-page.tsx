import { Link } from 'react-router';
import { CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, SITE_SORT_KEYS, type SiteListItem } from '@benefit-store/domain';
import { AdminPage } from '../shell/admin-page';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { listSites } from './api/branding-calls';
import { siteKindLabel } from './site-kind';

type Sort = (typeof SITE_SORT_KEYS)[number];

const columns: DataColumn<SiteListItem, Sort>[] = [
  { key: 'display_name', label: M.columnDisplayName, sort: 'display_name', rowHeader: true, render: (s) => <Link to={`/admin/sites/${encodeURIComponent(s.key)}`}>{s.display_name}</Link> },
  { key: 'key', label: M.columnKey, sort: 'key', nowrap: true, render: (s) => s.key },
  { key: 'kind', label: M.columnKind, sort: 'kind', render: (s) => siteKindLabel(s.kind) },
  { key: 'host', label: M.columnHost, render: (s) => s.host ?? M.noHost },
  { key: 'email', label: M.columnEmail, render: (s) => s.display_email },
];

/** /admin/sites: every site record, paged, sorted and searched on the server. */
export default function SitesPage() {
  const state = useTableUrlState<Sort>({ sortKeys: SITE_SORT_KEYS });
  return (
    <AdminPage title={CONSOLE_MESSAGES.navSites} lead={M.sitesLead}>
      <DataTable
        id="sites"
        caption={CONSOLE_MESSAGES.navSites}
        columns={columns}
        rowKey={(s) => s.key}
        fetcher={listSites}
        state={state}
        search={{ label: M.sitesSearch, hint: M.sitesSearchHint }}
        emptyText={M.noSites}
        noMatchText={M.noSitesMatch}
        errorText={M.sitesFailed}
      />
    </AdminPage>
  );
}
