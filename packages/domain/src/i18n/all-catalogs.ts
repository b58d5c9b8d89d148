import { MESSAGES, WEB_MESSAGES } from '../messages.js';
import { API_MESSAGES } from '../api.messages.js';
import { ENROLLMENT_MESSAGES } from '../enrollment/enrollment.messages.js';
import { QUOTE_WEB_MESSAGES } from '../quotes/quote.messages.js';
import { OUTBOX_WEB_MESSAGES } from '../mail/outbox.messages.js';
import { MAIL_MESSAGES } from '../mail/mail.messages.js';
import { CATEGORY_MESSAGES } from '../catalog/category.messages.js';
import { STORE_WEB_MESSAGES } from '../catalog/store.messages.js';
import { FOOTER_WEB_MESSAGES } from '../sites/footer.messages.js';
import { HEADER_WEB_MESSAGES } from '../sites/header.messages.js';
import { PERSONAL_DETAIL_MESSAGES } from '../enrollment/steps/personal-labels.js';
import { TIER_LABELS } from '../catalog/tiers.js';
import { CATEGORY_LABELS } from '../catalog/categories.js';
import { TAB_TITLES } from '../enrollment/tabs.js';
import { LINK_LABELS } from '../sites/site-links.js';
import { L713_MESSAGES } from '../cart/l713.js';
import { EMPLOYER_MESSAGES } from '../enrollment/steps/employer-info.messages.js';
import { BENEFICIARY_MESSAGES } from '../enrollment/steps/beneficiary-info.messages.js';
import { DEPENDENT_MESSAGES } from '../enrollment/steps/dependent-info.messages.js';
import { HEALTH_MESSAGES } from '../enrollment/steps/health-questions.messages.js';
import { BILLING_MESSAGES } from '../enrollment/billing/billing.messages.js';
import { AGREEMENT_MESSAGES } from '../enrollment/steps/agreement.messages.js';
import { PRICING_MESSAGES } from '../pricing/pricing.messages.js';
import { PLAN_PAGE_MESSAGES } from '../catalog/plan-page.messages.js';
import { COMPARE_MESSAGES } from '../catalog/compare.messages.js';
import { REVIEW_MESSAGES } from '../enrollment/review/review.messages.js';
import { COMPLETION_MESSAGES } from '../enrollment/completion/completion.messages.js';
import { PLAN_QUESTION_MESSAGES } from '../plan-questions/plan-questions.messages.js';
import { POPUP_MESSAGES } from '../plan-detail/popups.messages.js';
import { SIGN_IN_MESSAGES } from '../access/sign-in.messages.js';
import { MEMBER_TABLE_MESSAGES } from '../members/member-table.messages.js';
import { HOMES_MESSAGES } from '../homes/homes.messages.js';
import { REP_ACCESS_MESSAGES } from '../access/rep-access.messages.js';
import { CATALOG_FILE_MESSAGES } from '../catalog-file/catalog-file.messages.js';
import { ACCOUNT_MESSAGES } from '../access/accounts.messages.js';
import { CONSOLE_ACCOUNT_MESSAGES } from '../admin/console-accounts.messages.js';
import { CONSOLE_MESSAGES } from '../admin/console.messages.js';
import { CONSOLE_CATALOG_MESSAGES } from '../admin/console-catalog.messages.js';
import { CONSOLE_SITES_MESSAGES, THEME_COLOR_LABELS } from '../admin/sites.messages.js';
import { CONSOLE_ERASE_MESSAGES } from '../admin/erase.messages.js';
import { CONSOLE_CARRIER_MESSAGES } from '../admin/console-carriers.messages.js';
import { CONSOLE_ENROLLMENT_MESSAGES } from '../admin/console-enrollments.messages.js';
import { CONSOLE_REPORT_MESSAGES } from '../admin/reports.messages.js';
import { CONSOLE_PAYMENT_MESSAGES } from '../admin/console-payments.messages.js';
import { COVERAGE_CHANGE_MESSAGES } from '../admin/coverage-changes.messages.js';
import { COVERAGE_MAIL_MESSAGES } from '../mail/coverage-mail.messages.js';

/**
 * Every catalog, for the compile script (`npm run i18n:compile`) and the catalog tests; not for runtime code, which
 * imports only the catalogs of its area so the landing page carries only its own texts. A new catalog file is listed here.
 */
export const ALL_CATALOGS: readonly object[] = [
  MESSAGES, API_MESSAGES, WEB_MESSAGES, ENROLLMENT_MESSAGES, QUOTE_WEB_MESSAGES, OUTBOX_WEB_MESSAGES, MAIL_MESSAGES, CATEGORY_MESSAGES, STORE_WEB_MESSAGES, FOOTER_WEB_MESSAGES,
  PERSONAL_DETAIL_MESSAGES, TIER_LABELS, CATEGORY_LABELS, TAB_TITLES, LINK_LABELS, L713_MESSAGES, EMPLOYER_MESSAGES,
  BENEFICIARY_MESSAGES,
  DEPENDENT_MESSAGES,
  HEALTH_MESSAGES,
  BILLING_MESSAGES,
  AGREEMENT_MESSAGES,
  PRICING_MESSAGES,
  PLAN_PAGE_MESSAGES,
  COMPARE_MESSAGES,
  REVIEW_MESSAGES,
  COMPLETION_MESSAGES,
  HEADER_WEB_MESSAGES,
  POPUP_MESSAGES,
  PLAN_QUESTION_MESSAGES,
  SIGN_IN_MESSAGES,
  MEMBER_TABLE_MESSAGES,
  HOMES_MESSAGES,
  REP_ACCESS_MESSAGES,
  CATALOG_FILE_MESSAGES,
  ACCOUNT_MESSAGES,
  CONSOLE_ACCOUNT_MESSAGES,
  CONSOLE_MESSAGES,
  CONSOLE_CATALOG_MESSAGES,
  CONSOLE_SITES_MESSAGES,
  THEME_COLOR_LABELS,
  CONSOLE_ERASE_MESSAGES,
  CONSOLE_CARRIER_MESSAGES,
  CONSOLE_ENROLLMENT_MESSAGES,
  CONSOLE_REPORT_MESSAGES,
  CONSOLE_PAYMENT_MESSAGES,
  COVERAGE_CHANGE_MESSAGES,
  COVERAGE_MAIL_MESSAGES,
];
