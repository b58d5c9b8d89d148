import { Link, useParams } from 'react-router';
import { CONSOLE_ACCOUNT_MESSAGES, CONSOLE_MESSAGES, CONSOLE_SITES_MESSAGES as M, REP_ACCESS_MESSAGES } from '@benefit-store/domain';
import { useRecordDetail } from './api/branding-calls';
import { BrandingForm } from './components/branding-form';
import { Facts, RecordPage } from './components/record-page';

/** /admin/reps/:code: a rep's facts, groups and branding form. */
export default function RepPage() {
  const code = useParams().code ?? '';
  const detail = useRecordDetail('reps', code);
  return (
    <RecordPage back={{ to: '/admin/reps', label: M.backToReps }} section={CONSOLE_MESSAGES.navReps} query={detail} title={(rep) => rep.branding.display_name}>
      {(rep) => (
        <>
          <Facts
            rows={[
              [CONSOLE_ACCOUNT_MESSAGES.columnName, rep.name],
              [REP_ACCESS_MESSAGES.repCode, rep.code],
              [M.columnLanding, rep.landing_page],
              [
                CONSOLE_MESSAGES.navGroups,
                rep.groups.length === 0 ? (
                  M.noGroupsOfRep
                ) : (
                  <ul>
                    {rep.groups.map((g) => (
                      <li key={g.code}>
                        <Link to={`/admin/groups/${encodeURIComponent(g.code)}`}>{g.display_name}</Link>
                      </li>
                    ))}
                  </ul>
                ),
              ],
            ]}
          />
          <BrandingForm key={rep.code} kind="reps" id={rep.code} branding={rep.branding} />
        </>
      )}
    </RecordPage>
  );
}
