/**
 * The catalogs only the operator console's staff read (issue 29: they may stay English). Listed once: the
 * translation coverage test exempts exactly these, so a new storefront catalog is checked from its first text.
 */
export const STAFF_ONLY_AREAS: ReadonlySet<string> = new Set([
  'catalogFile',
  'console',
  'consoleAccounts',
  'consoleCarriers',
  'consoleCoverageChanges',
  'consoleCatalog',
  'consoleEnrollments',
  'consoleErase',
  'consolePayments',
  'consoleReports',
  'consoleSites',
  'themeColor',
]);
