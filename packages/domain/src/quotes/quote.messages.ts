import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.quote.js';

/**
 * The web's own texts of the saved-cart quote: the Save Cart dialog, the quote view, the decline page.
 * Apart from WEB_MESSAGES so the landing page does not carry them (a catalog split by area); each text once
 * across all catalogs (messages.test.ts).
 */
export const QUOTE_WEB_MESSAGES = /* @__PURE__ */ defineCatalog('quote', {
  // Quotes.
  saveCart: 'Save Cart',
  saveCartTitle: 'Save cart / send quote',
  preview: 'Preview',
  send: 'Send',
  previewTitle: 'Quote preview',
  quoteSentTitle: 'Quote sent',
  quoteSentTo: icu<{ email: string }>('Your quote has been sent to {email}.'),
  quoteViewTitle: 'Your quote',
  acceptAndEnroll: 'Accept and Enroll',
  decline: 'Decline',
  viewMoreDetails: 'View more details',
  viewLessDetails: 'View less details',
  yourRepresentative: 'Your representative',
  quoteDeclinedNotice: 'You declined this quote. Please ask your representative for a new quote.',
  quoteAcceptedNotice: 'You accepted this quote.',
  declineThanksTitle: 'Thank you',
  declineThanksText: 'You have opted out of reminder e-mails for this cart. We will not send you any more reminders about it.',
  openingQuote: 'Opening your quote…',
  quotePreparedFor: icu<{ name: string }>('Prepared for {name}'),
  quotedPlans: 'Quoted plans',
  // The lead a rep reads (they quote for a client); a visitor sends the plans to themselves or to someone they choose.
  saveCartLead: 'Send the plans in this cart to your client by e-mail. They can accept or decline from the link.',
  saveCartLeadVisitor: 'Send the plans in this cart by e-mail, to yourself or to someone else. The e-mail has a link to accept or decline them.',
  quoteNameLabel: 'Name',
  quoteEmailLabel: 'E-mail',
  quoteMessageLabel: 'Message (optional)',
  ok: 'OK',
  // Declining: asked first, then said what happened (issue 14).
  declineConfirmTitle: 'Decline this quote?',
  declineConfirmText: 'You will not be able to accept this quote afterwards, and we will stop sending you reminder e-mails about it.',
  declineConfirm: 'Yes, decline',
  keepQuote: 'Keep the quote',
  declineDoneText: 'You declined this quote.',
  declineNewQuoteText: 'Changed your mind? Ask your representative to send you a new quote.',
  // A quote link that is tampered with, expired or gone.
  invalidLinkTitle: 'This quote link is invalid or has expired',
  invalidLinkText: icu<{ days: number }>('Quote links work for {days} days after they are sent. Ask your representative to send you a new quote.'),
}, compiled);
