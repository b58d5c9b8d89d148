import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.completion.js';

/**
 * Completion and the receipt (spec 002 sections 1, 2.5, 4; issue 11 items 5, 6): the server's refusals of an
 * incomplete enrollment, the receipt page, the 'Enrollment Receipt' e-mail and text message, and the PDF copy.
 * Reused: 'Signature is required' (ENROLLMENT_MESSAGES), the step titles (TAB_TITLES), Plans, Effective Date, First
 * Month Total Cost, Recurring Monthly Cost (STORE_WEB_MESSAGES), Yes/No (MESSAGES), Signature (AGREEMENT_MESSAGES).
 */
export const COMPLETION_MESSAGES = /* @__PURE__ */ defineCatalog('completion', {
  // Refusals of save-review-info (target_element: the tab key).
  stepMissing: icu<{ step: string }>('Please complete {step} before completing your enrollment.'),
  stepInvalid: icu<{ step: string }>('Please review {step}: some of its answers are missing or no longer valid.'),
  dependentsIncomplete: 'Your dependents do not meet the coverage tier you chose yet. Please review Dependent Information.',
  agreementChanged: 'Your plans changed after you signed. Please agree to the texts shown and sign again.',
  emptyCart: 'Your cart is empty. Please add a plan before completing your enrollment.',

  // The receipt page and e-mail.
  receiptTitle: 'Enrollment Receipt',
  receiptGreeting: icu<{ name: string }>('Thank you, {name}!'),
  receiptDone: 'Your enrollment is complete.',
  confirmationLabel: 'Confirmation number',
  receiptSent: 'A receipt titled Enrollment Receipt has been sent to you and to your benefits representative.',
  /** With no rep (the enrollment's, its group's or the site's), the receipt goes to the person only. */
  receiptSentToYou: 'A receipt titled Enrollment Receipt has been sent to you.',
  downloadPdf: 'Download a PDF copy',
  downloadPdfHint: 'Your application as submitted, with the agreement you signed.',
  returnHome: 'Return to homepage',
  receiptLoading: 'Loading your receipt…',
  receiptFailed: 'Your receipt could not be loaded. Your enrollment is saved; please try again.',
  retry: 'Try again',
  /** The receipt page opened where no completed enrollment is kept (another tab, the tab was closed) or no longer held. */
  receiptNotShown: 'There is no receipt to show here. If you completed an enrollment, your confirmation number is in the e-mail titled Enrollment Receipt.',

  // The confirmation page (/confirmation?policy_id=…; docs/decisions/0078-the-spec-s-remaining-pages.md); its plans
  // heading is mailPlansHeading ('Your plans').
  viewConfirmation: 'View your confirmation',
  confirmationTitle: 'Enrollment Confirmation',
  confirmationFor: icu<{ name: string }>('Enrollment of {name}'),
  confirmationStatus: 'Enrollment status',
  confirmationComplete: 'Complete',
  confirmationCompletedAt: 'Completed on',
  confirmationEffective: 'Coverage starts on',
  confirmationNoEffective: 'Your benefits representative will tell you the date your coverage starts.',
  confirmationNoPlans: 'No plans are listed on this enrollment.',
  confirmationNext: 'What happens next',
  confirmationNextMail: 'An e-mail titled Enrollment Receipt, with an electronic copy of your application, reaches you within 10 minutes of completion.',
  confirmationNextKeep: 'Keep your confirmation number: quote it whenever you contact us about this enrollment.',
  confirmationNextRep: 'Your benefits representative has a copy too.',
  confirmationPrint: 'Print this page',
  confirmationLoading: 'Loading your confirmation…',
  confirmationFailed: 'Your confirmation could not be loaded. Your enrollment is saved; please try again.',
  /** Opened in a browser that does not hold the enrollment, with an unknown number, or with none: nothing about anyone. */
  confirmationNotShown: 'There is no confirmation to show here. It opens only in the browser that completed the enrollment; your confirmation number is in the e-mail titled Enrollment Receipt.',

  // The e-mail and the text message.
  mailIntro: icu<{ name: string }>('{name}, thank you for your enrollment. A PDF copy of your application as submitted is attached.'),
  mailClientIntro: icu<{ name: string }>('{name} has completed an enrollment. A PDF copy of the application as submitted is attached.'),
  mailEffectiveDate: icu<{ date: string }>('Coverage starts on {date}.'),
  mailPlansHeading: 'Your plans',
  mailFirstMonth: icu<{ amount: string }>('First month total cost: {amount}'),
  mailRecurring: icu<{ amount: string }>('Recurring monthly cost: {amount}'),
  smsText: icu<{ policy: string }>('Benefit Store: your enrollment is complete and signed. Confirmation number {policy}. Your receipt was sent by e-mail.'),

  // The PDF copy.
  pdfTitle: 'Enrollment Application as Submitted',
  pdfPerson: 'Applicant',
  pdfAgreement: 'Agreement texts as shown',
  pdfTypedSignature: 'Signed by typing the name',
  pdfSignedAt: 'Signed at',
  pdfClientAddress: 'Client address',
  pdfRecordHash: 'Record hash (SHA-256)',
  pdfPage: icu<{ n: number; total: number }>('Page {n} of {total}'),
}, compiled);
