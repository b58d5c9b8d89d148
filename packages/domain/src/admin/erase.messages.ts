import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.consoleErase.js';

/**
 * The console's erase-on-request page (issue 28 item 4): find one person's unfinished enrollment by e-mail or resume
 * code and erase its personal data, with a reason. Only the lazy /admin chunk and the API import it.
 */
export const CONSOLE_ERASE_MESSAGES = /* @__PURE__ */ defineCatalog(
  'consoleErase',
  {
    navErase: 'Erase on request',
    eraseLead:
      'When someone asks for their data to be erased, find their unfinished enrollment by the e-mail address they gave or the resume code they received, then erase it. Completed enrollments are kept for the years the store is configured to keep them.',
    findLegend: 'Find the enrollment',
    findByLabel: 'Find by',
    findByCode: 'Resume code',
    findByRequired: 'Choose what to search by',
    findSubmit: 'Find',
    findSubmitting: 'Searching…',
    findFailed: 'The search could not be run. Please try again.',
    resultsCaption: 'Unfinished enrollments found',
    noneFound: 'No unfinished enrollment has this e-mail address or resume code. Completed or already erased enrollments are not listed.',
    columnStarted: 'Started',
    columnLastActive: 'Last active',
    columnEmails: 'E-mail addresses it holds',
    columnSteps: 'Steps saved',
    columnAction: 'Erase it',
    erase: 'Erase…',
    eraseTitle: 'Erase this person’s data?',
    eraseText:
      'Their answers, codes, screenshots, quotes and links to this enrollment are removed for good; what remains (plans in the cart, rep, group) identifies nobody. The audit log records who erased it and why.',
    reasonLabel: 'Reason (recorded in the audit log)',
    reasonRequired: 'Give the reason for the erasure',
    reasonTooShort: icu<{ min: number }>('Write at least {min} characters'),
    confirmErase: 'Erase for good',
    erasing: 'Erasing…',
    cancel: 'Keep it',
    eraseFailed: 'The data could not be erased. Nothing was changed; please try again.',
    erased: icu<{ steps: number }>('Erased: {steps, plural, one {# saved step} other {# saved steps}} and everything linked to the enrollment.'),
    notUnfinished: 'This enrollment is completed or already erased: it cannot be erased here.',
  },
  compiled,
);
