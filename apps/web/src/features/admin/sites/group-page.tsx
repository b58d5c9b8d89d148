import { Link, useParams } from 'react-router';
import { CONSOLE_ACCOUNT_MESSAGES, CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M } from '@benefit-store/domain';
import { useRecordDetail } from './api/branding-calls';
import { BrandingForm } from './components/branding-form';
import { Facts, RecordPage } from './components/record-page';

/** /admin/groups/:code: a group's facts, its rep and its branding form. */
export default function GroupPage() {
  const code = useParams().code ?? '';
  const detail = useRecordDetail('groups', code);
  return (
    <RecordPage back={{ to: '/admin/groups', label: M.backToGroups }} section={CONSOLE_MESSAGES.navGroups} query={detail} title={(group) => group.branding.display_name}>
      {(group) => (
        <>
          <Facts
            rows={[
              [M.rowLegalName, group.name],
              [CONSOLE_ACCOUNT_MESSAGES.inviteGroupCode, group.code],
              [M.columnLanding, group.landing_page],
              [M.columnHost, group.host ?? M.noHost],
              [CONSOLE_ACCOUNT_MESSAGES.roleAgent, <Link to={`/admin/reps/${encodeURIComponent(group.rep.code)}`}>{group.rep.display_name}</Link>],
            ]}
          />
          <BrandingForm key={group.code} kind="groups" id={group.code} branding={group.branding} />
        </>
      )}
    </RecordPage>
  );
}
