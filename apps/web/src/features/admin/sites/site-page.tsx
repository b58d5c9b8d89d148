import { Link, useParams } from 'react-router';
import { CONSOLE_ACCOUNT_MESSAGES, CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, MESSAGES } from '@benefit-store/domain';
import { useRecordDetail } from './api/branding-calls';
import { BrandingForm } from './components/branding-form';
import { Facts, RecordPage } from './components/record-page';
import { siteKindLabel } from './site-kind';

/** /admin/sites/:key: a site's facts and its branding form (with its menu links). */
export default function SitePage() {
  const key = useParams().key ?? '';
  const detail = useRecordDetail('sites', key);
  return (
    <RecordPage back={{ to: '/admin/sites', label: M.backToSites }} section={CONSOLE_MESSAGES.navSites} query={detail} title={(site) => site.branding.display_name}>
      {(site) => (
        <>
          <Facts
            rows={[
              [M.columnKey, site.key],
              [M.columnKind, siteKindLabel(site.kind)],
              [M.columnHost, site.host ?? M.noHost],
              [M.rowWhiteLabel, site.white_label ? MESSAGES.yes : MESSAGES.no],
              [CONSOLE_ACCOUNT_MESSAGES.roleAgent, site.rep ? <Link to={`/admin/reps/${encodeURIComponent(site.rep.code)}`}>{site.rep.display_name}</Link> : MESSAGES.no],
              [CONSOLE_MESSAGES.navGroups, site.group ? <Link to={`/admin/groups/${encodeURIComponent(site.group.code)}`}>{site.group.display_name}</Link> : MESSAGES.no],
            ]}
          />
          <BrandingForm key={site.key} kind="sites" id={site.key} branding={site.branding} />
        </>
      )}
    </RecordPage>
  );
}
