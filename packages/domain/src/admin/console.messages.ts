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
