import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.memberTable.js';

/**
 * The current-member tables (/agent-select-member, /group-select-member) and their Enroll Now tier picker. Only these
 * lazily loaded pages use them; each text once across all catalogs (messages.test.ts).
 */
export const MEMBER_TABLE_MESSAGES = /* @__PURE__ */ defineCatalog(
  'memberTable',
  {
    pageTitle: 'Current Members',
    agentIntro: 'Find one of your members by name, e-mail or policy number, then choose Enroll Now to start a new enrollment for them.',
    groupIntro: 'Find a member of your group by name, e-mail or policy number, then choose Enroll Now to start a new enrollment for them.',
    agentCaption: 'Your members',
    groupCaption: 'Members of your group',
    searchLabel: 'Search by name, e-mail or policy',
    searchHint: 'For example a last name, an e-mail address or a policy number such as POL-204511.',
    searchButton: 'Search',
    clearSearch: 'Clear search',
    columnName: 'Member name',
    columnDob: 'Birth date',
    columnPolicy: 'Policy',
    columnEmail: 'Email address',
    columnSsn: 'SSN',
    columnGroup: 'Group',
    columnPlans: 'Plans and status',
    columnAction: 'Action',
    noGroup: 'No group',
    noPlans: 'No plans yet',
    noPolicy: 'No policy yet',
    ssnNotOnFile: 'Not on file',
    ssnEnding: icu<{ last4: string }>('SSN ending in {last4}'),
    planStatus: icu<{ status: string }>('{status, select, active {Active} pending {Pending} other {Unknown}}'),
    enrollNowFor: icu<{ name: string }>('Enroll Now for {name}'),
    resultsCount: icu<{ total: number; page: number; pages: number }>(
      '{total, plural, one {# member} other {# members}} found, page {page} of {pages}',
    ),
    loadingMembers: 'Loading members…',
    loadFailed: 'The members could not be loaded. Please try again.',
    emptyState: 'No members found',
    emptySearch: icu<{ search: string }>('No members match “{search}”. Try another name, e-mail or policy number.'),
    paginationLabel: 'Member pages',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageNumber: icu<{ page: number }>('Page {page}'),
    tierDialogTitle: icu<{ name: string }>('Enroll {name}'),
    tierDialogText: 'Choose the coverage tier for this enrollment, then Submit to see the plans priced for this member.',
    enrollFailed: 'The enrollment could not be started. Please try again.',
  },
  compiled,
);
