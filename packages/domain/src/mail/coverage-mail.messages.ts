import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.coverageMail.js';

/**
 * The member's e-mail after a coverage change (issue 25 item 4): what changed and from when, in the enrollment's
 * language, greeted as the quote e-mail greets (MAIL_MESSAGES.quoteMailGreeting). The staff's reason is not in it (decision 0086: an internal note). Only the API imports this catalog.
 */
export const COVERAGE_MAIL_MESSAGES = /* @__PURE__ */ defineCatalog(
  'coverageMail',
  {
    subject: icu<{ policy: string }>('Your coverage has changed - policy {policy}'),
    intro: icu<{ policy: string }>('We made this change to your coverage under policy {policy}:'),
    cancelled: icu<{ plan: string; date: string }>('{plan} is cancelled: it will not begin on {date}.'),
    terminated: icu<{ plan: string; date: string }>('{plan} ends: {date} is its last day of coverage.'),
    nameCorrected: icu<{ name: string }>('The name on your policy is now {name}.'),
    addressCorrected: icu<{ address: string }>('The address on your policy is now {address}.'),
    dependentCorrected: icu<{ name: string }>('The details of {name}, covered on your policy, were corrected.'),
    carriersInformed: 'Your insurance carriers are informed in their next enrollment file.',
    notRight: 'If this change is not right, contact your representative or reply to this e-mail.',
  },
  compiled,
);
