import { CONSOLE_ENROLLMENT_MESSAGES as M, displayDateTime, EnrollmentListQuerySchema, formatMoney, type AdminEnrollmentRow, type Cents } from '@benefit-store/domain';
import { Link } from 'react-router';
import { AdminPage } from '../shell/admin-page';
import { StaffHomeLink, StaffRoleText } from '../shell/staff-area';
import { DataTable, useTableUrlState, type DataColumn } from '../shell/data-table';
import { ENROLLMENT_FILTER_KEYS, getAdminEnrollments, getStaffEnrollments } from './api/admin-enrollments';
import { EnrollmentFilters } from './enrollment-filters';
import { ENROLLMENT_PATHS, useEnrollmentsArea, type EnrollmentsArea } from './enrollments-area';

const SORT_KEYS = ['completed_at', 'name', 'policy_id'] as const;
type Sort = (typeof SORT_KEYS)[number];

const columnsOf = (area: EnrollmentsArea): DataColumn<AdminEnrollmentRow, Sort>[] => [
  { key: 'policy', label: M.columnPolicy, sort: 'policy_id', rowHeader: true, nowrap: true, render: (e) => <Link to={`${ENROLLMENT_PATHS[area]}/${encodeURIComponent(e.policy_id)}`}>{e.policy_id}</Link> },
  { key: 'name', label: M.columnPerson, sort: 'name', render: (e) => e.name },
  { key: 'email', label: M.columnEmail, render: (e) => e.email },
  { key: 'completed', label: M.columnCompleted, sort: 'completed_at', nowrap: true, render: (e) => <time dateTime={e.completed_at}>{displayDateTime(new Date(e.completed_at))}</time> },
  { key: 'plans', label: M.columnPlans, render: (e) => e.plans.join(', ') },
  { key: 'monthly', label: M.columnMonthly, nowrap: true, render: (e) => formatMoney(e.recurring_month_cents as Cents) },
];

/**
 * /admin/enrollments: every completed enrollment, newest first; search, filters and page in the address. In the staff's
 * area (/admin/staff-enrollments) the same list of the rep's members or the group's, with the search (the console's filters
 * name carriers and groups, which are the console's).
 */
export default function EnrollmentsPage() {
  const area = useEnrollmentsArea();
  const state = useTableUrlState<Sort, (typeof ENROLLMENT_FILTER_KEYS)[number]>({ sortKeys: SORT_KEYS, defaultDir: 'desc', filterKeys: ENROLLMENT_FILTER_KEYS });
  // Values the address carries that the server would refuse are left out of the call (and of the form).
  const filters = { ...state.query.filters };
  // The server's own query schema decides, field by field.
  for (const key of ENROLLMENT_FILTER_KEYS) if (filters[key] && !EnrollmentListQuerySchema.shape[key].safeParse(filters[key]).success) delete filters[key];
  const safeState = { ...state, query: { ...state.query, filters } };
  return (
    <AdminPage title={M.enrollmentsTitle} lead={area === 'admin' ? M.enrollmentsLead : <StaffRoleText rep={M.staffEnrollmentsLead} group={M.groupEnrollmentsLead} />} actions={area === 'staff' && <StaffHomeLink />}>
      {area === 'admin' && <EnrollmentFilters key={JSON.stringify(filters)} current={filters} onApply={state.setFilters} />}
      <DataTable
        id="enrollments"
        caption={M.enrollmentsCaption}
        columns={columnsOf(area)}
        rowKey={(e) => e.policy_id}
        fetcher={area === 'admin' ? getAdminEnrollments : getStaffEnrollments}
        state={safeState}
        search={{ label: M.searchLabel, hint: M.searchHint }}
        emptyText={M.emptyList}
        noMatchText={M.noMatch}
        errorText={M.listError}
      />
    </AdminPage>
  );
}
