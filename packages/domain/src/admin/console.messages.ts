import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.console.js';

/**
 * The operator console's shell (issue 23): its layout, navigation, session check and the server-paged table. Only
 * the lazy /admin chunk imports it. Each console area keeps its own texts in its own catalog beside its schema
 * (admin/sites.messages.ts...), so the areas can grow apart.
 */
export const CONSOLE_MESSAGES = /* @__PURE__ */ defineCatalog(
  'console',
  {
    consoleName: 'Benefit Store console',
    navLabel: 'Console',
    navStaff: 'Staff',
    navCatalog: 'Catalog',
    navSites: 'Sites',
    navReps: 'Reps',
    navGroups: 'Groups',
    navAudit: 'Audit log',
    signedInAs: icu<{ name: string }>('Signed in as {name}'),
    checkingSession: 'Checking your console session…',
    sessionFailed: 'The console could not check who is signed in.',
    loadingPage: 'Loading the page…',
    signInTitle: 'Console sign-in',
    signInArrives: 'Signing in to the console arrives with operator accounts.',
    pageArrives: 'This part of the console is on its way.',
    notFoundTitle: 'Page not found',
    notFoundText: 'The console has no page at this address.',
    documentTitle: icu<{ page: string }>('{page} · Benefit Store console'),
    // The audit log (features/admin/audit).
    auditLead: 'Every change made by an operator or a staff member: who, when, from where, and what it was before and after. Nobody can edit or remove an entry.',
    auditCaption: 'Audit log entries',
    auditFilters: 'Filter the log',
    auditAnyAction: 'Any action',
    auditActionLabel: 'What was done',
    auditTarget: 'Record changed',
    auditAnyTarget: 'Anything',
    auditActor: 'By (e-mail contains)',
    auditFrom: 'From date',
    auditTo: 'To date',
    auditApply: 'Apply filters',
    auditClear: 'Clear filters',
    auditDatesReversed: 'The end date is before the start date',
    auditSearch: 'Search by what changed',
    auditSearchHint: 'A code, key or e-mail address of the record.',
    auditColumnAt: 'When',
    auditColumnActor: 'By',
    auditColumnFrom: 'From address',
    auditColumnChanges: 'Before and after',
    auditShowChanges: 'Show the change',
    auditBefore: 'Before',
    auditAfter: 'After',
    auditNoChanges: 'No fields',
    auditSystem: 'The command line',
    auditEmpty: 'No entries yet.',
    auditNoMatch: 'No entries match these filters.',
    auditFailed: 'The audit log could not be loaded.',
    targetAccount: 'Staff account',
    targetSite: 'Site',
    // The server-paged table (shell/data-table).
    tableSearchButton: 'Search the list',
    tableLoading: 'Loading the list…',
    tableLoadFailed: 'The list could not be loaded.',
    tableCount: icu<{ total: number }>('{total, plural, one {# row} other {# rows}}'),
    tablePageOf: icu<{ page: number; pages: number }>('Page {page} of {pages}'),
    tablePagination: 'Table pages',
  },
  compiled,
);
