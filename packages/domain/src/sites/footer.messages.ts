import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.footer.js';

/**
 * The site footer's texts (and its admin menu, new-tab links and Employee Enroll button). The footer loads after
 * the first paint, so these stay out of the landing entry; each text once across all catalogs (messages.test.ts).
 */
export const FOOTER_WEB_MESSAGES = /* @__PURE__ */ defineCatalog('footer', {
  // Footer.
  adminLinks: 'Admin links',
  opensInNewTab: '(opens in a new tab)',
  copyright: icu<{ year: number | string; productName: string }>('© {year} {productName}. All rights reserved.'),
  registrationAndDashboards: 'Registration and dashboards',
  continueSavedEnrollment: 'Continue a saved enrollment',
  employersAndEmployees: 'Employers and employees',
  employeeEnroll: 'Employee Enroll',
  getMemberApp: 'Get the member app',
}, compiled);
