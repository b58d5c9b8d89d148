import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.mail.js';

/**
 * The texts of the e-mails the API sends (the quote e-mail; the wizard's mails keep theirs in ENROLLMENT_MESSAGES).
 * Only the API imports this catalog. Same rules as messages.ts: each text once across all catalogs.
 */
export const MAIL_MESSAGES = /* @__PURE__ */ defineCatalog('mail', {
  // Quote e-mail.
  quoteMailSubject: icu<{ from: string }>('Your benefits quote from {from}'),
  quoteMailGreeting: icu<{ name: string }>('Hello {name},'),
  quoteMailIntro: icu<{ from: string }>('{from} has prepared a quote for the plans below.'),
  quoteMailLinkLabel: 'Review your quote',
  quoteMailLinkText: icu<{ link: string }>('Review your quote: {link}'),
  quoteMailLinkLater: 'The link to the quote is added when it is sent.',
  quoteMailLinkLaterText: 'Review your quote: the link is added when the quote is sent.',
  quoteMailFirstMonth: 'First month:',
  quoteMailMonthly: 'Monthly:',
  quoteMailEffectiveDate: 'Proposed effective date:',
  quoteMailAnswer: 'From the link you can accept the quote and enroll, or decline it. Declining also stops reminder e-mails about this cart.',
  quoteMailRepresentative: 'Your representative:',
}, compiled);
