import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.catalogFile.js';

/**
 * The catalog files' validation errors and the import report's words (the command line and the console's upload):
 * plain English, each located by the error's file, line or JSON path beside it. Same rules as messages.ts.
 */
export const CATALOG_FILE_MESSAGES = /* @__PURE__ */ defineCatalog('catalogFile', {
  notJson: icu<{ detail: string }>('is not valid JSON: {detail}'),
  unknownFile: 'is neither a catalog document, a people document nor a rates CSV file (a .json file needs a "format" of benefit-store/catalog or benefit-store/people)',
  wrongFormat: icu<{ formats: string }>('format must be one of {formats}'),
  wrongVersion: icu<{ version: number; supported: number }>('version {version} is not supported (this store reads version {supported})'),
  twoDocuments: icu<{ format: string; other: string }>('a second {format} document; the first is {other}'),
  required: icu<{ field: string }>('{field} is required'),
  wrongType: icu<{ field: string; expected: string }>('{field} must be a {expected}'),
  atLeast: icu<{ field: string; min: number }>('{field} must be {min} or more'),
  atMost: icu<{ field: string; max: number }>('{field} must be {max} or less'),
  tooShort: icu<{ field: string; min: number }>('{field} must have at least {min, plural, one {# character} other {# characters}}'),
  tooLong: icu<{ field: string; max: number }>('{field} must have at most {max, plural, one {# character} other {# characters}}'),
  tooFewItems: icu<{ field: string; min: number }>('{field} must have at least {min, plural, one {# entry} other {# entries}}'),
  tooManyItems: icu<{ field: string; max: number }>('{field} must have at most {max, plural, one {# entry} other {# entries}}'),
  oneOf: icu<{ field: string; values: string }>('{field} must be one of {values}'),
  badFormat: icu<{ field: string }>('{field} is not in the expected form'),
  unknownFields: icu<{ fields: string }>('unknown field {fields}'),
  notValid: icu<{ field: string }>('{field} is not valid'),
  unknownTier: icu<{ tier: string; tiers: string }>('unknown tier "{tier}" (tiers are {tiers})'),
  unknownReference: icu<{ what: string; key: string }>('unknown {what} "{key}"'),
  duplicateKey: icu<{ what: string; key: string }>('duplicate {what} "{key}"'),
  duplicateRate: icu<{ plan: string; cell: string }>('a second price for plan "{plan}", {cell}'),
  agesReversed: 'age_min must not be greater than age_max',
  ratesNeedCatalog: 'a rates file needs the catalog document (benefit-store/catalog) in the same import',
  csvHeader: icu<{ header: string }>('the first line must be the header {header}'),
  csvColumns: icu<{ expected: number; found: number }>('has {found} columns, expected {expected}'),
  csvNumber: icu<{ field: string }>('{field} must be a whole number'),
  csvPrice: 'price must be an amount in dollars, like 123.45',
  csvGender: 'gender must be M, F or empty (any gender)',
  csvTobacco: 'tobacco must be Y, N or empty (any)',
  csvState: 'state must be a two-letter state code or empty (any state)',
  csvQuote: 'has a quoted value that is not closed',
  stillReferenced: icu<{ what: string; key: string; by: string }>('{what} "{key}" cannot be removed: {by} still refer to it'),
  stillInUse: icu<{ what: string; key: string; count: number; use: 'staff' | 'billing' | 'enrollments' | 'leads' }>(
    '{what} "{key}" cannot be removed: it still has {use, select, staff {{count, plural, one {# staff account} other {# staff accounts}}} billing {group billing} enrollments {{count, plural, one {# enrollment or policy} other {# enrollments or policies}}} other {{count, plural, one {# lead} other {# leads}}}}',
  ),
  // Readable rating cells of the report.
  cellAges: icu<{ min: number; max: number }>('ages {min}-{max}'),
  anyGender: 'any gender',
  male: 'male',
  female: 'female',
  anyTobacco: 'any tobacco',
  tobaccoUser: 'tobacco user',
  nonTobacco: 'non-tobacco',
  anyState: 'any state',
}, compiled);
