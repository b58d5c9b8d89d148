import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.repAccess.js';

/**
 * The rep access pages (000 section 2, 002 sections 2.9 and 2.10, issue 13): the access code, the rep's confirmation
 * card, the menu and the landing-config-error page; the landing page's rep-confirmation modal. The spec's own texts
 * ('Field is required', 'Landing url is not configured for this Agent or Group.', Yes, No) live in MESSAGES.
 */
export const REP_ACCESS_MESSAGES = /* @__PURE__ */ defineCatalog(
  'repAccess',
  {
    pageTitle: 'Representative access',
    intro: "Enter your representative's access code to open their storefront.",
    codeLabel: 'Representative access code',
    codePlaceholder: 'ABCD1234',
    codeHint: 'Four letters, then four digits, like ABCD1234.',
    codeFormat: 'Enter four letters, then four digits, like ABCD1234',
    submit: 'Submit Access Code',
    /** The API's answer to a code that names no rep, shown under the field. */
    unknownCode: 'No representative has this access code. Check the code and try again.',
    checkFailed: 'We could not check the access code. Please try again.',
    confirmTitle: 'Is this your representative?',
    repName: 'Representative',
    repCode: 'Access code',
    repEmail: 'Contact e-mail',
    repPhone: 'Contact phone',
    confirm: 'Confirm',
    menuLabel: 'Other ways in',
    groupApplication: 'GROUP APPLICATION',
    employeeEnrollment: 'EMPLOYEE ENROLLMENT',
    repRegistration: 'REP REGISTRATION',
    repDashboard: 'REP DASHBOARD',
    memberDashboard: 'MEMBER DASHBOARD',
    notMySite: 'NOT MY SITE',
    siteCleared: 'Everything this browser stored for the store was cleared.',
    menuTitle: 'Choose how to continue',
    configErrorTitle: 'This storefront is not set up yet',
    backToAccess: 'Back to the access page',
    repModalTitle: 'Enrol with this representative?',
    repModalQuestion: icu<{ name: string }>('Do you want to enrol under {name}?'),
  },
  compiled,
);
