import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.billing.js';

/**
 * The Billing Information step's texts (spec 002 sections 2.3, 3, 4, 5, 8): the rule messages verbatim where the
 * spec gives them, its labels, the fixed-mode notes and the EFT text. Texts already in another catalog ('Field is
 * required', 'Invalid Zip code', 'Please enter valid first name' / 'last name', Street Address 1, City, State, Zip
 * Code, Select) are reused from there, not repeated here.
 */
export const BILLING_MESSAGES = /* @__PURE__ */ defineCatalog('billing', {
  // Rules (spec 002 section 5, verbatim).
  invalidAccountHolderName: 'Invalid account holder name',
  routingNumberLength: 'Routing number must be of 9 digits',
  accountNumberLength: 'Account Number must be of 4 to 17 digits.',
  cardNumberLength: 'Card number must be Min-13 and Max-25',
  securityCodeLength: 'Security code must of 3 or 4 digits',
  // Our own refusals (the spec has no text for these checks).
  cardNumberChecksum: 'This card number is not valid. Please check it and try again.',
  routingNumberChecksum: 'This routing number is not valid. Please check it and try again.',
  routingNumberUnknown: 'No bank was found for this routing number.',
  cardExpired: 'This card has expired',
  cardDeclined: 'Your card was declined. Please use another card.',
  paymentProviderUnavailable: 'The card could not be checked right now. Please try again.',
  // The first premium charged at completion (issue 25 item 3): shown on the review page with a way back to billing.
  chargeDeclined: 'Your card was declined when we charged the first premium. Please go back to Billing Information and enter another card.',
  chargeUnconfirmed: 'We could not confirm your payment yet. Please try again in a moment: you will not be charged twice.',
  chargeInProgress: 'Your payment is being processed. Please wait a moment, then try again.',
  // The e-mail to the member when the first premium is declined on the effective date (PAYMENT_CHARGE_AT=effective_date).
  chargeDeclinedMailSubject: 'Your card was declined for your first premium',
  chargeDeclinedMailText: icu<{ policy: string }>(
    'Your card was declined when we charged the first premium of your enrollment {policy}. Please contact your representative or the agency to give another card.',
  ),
  chargeAttemptsExceeded: 'Too many cards were declined for this enrollment. Please contact your representative or the agency to complete it.',
  cardTokenRequired: 'Please enter your card again: it could not be sent to the payment processor.',
  savedCardUnknown: 'This saved card is no longer available. Please choose another or enter a new card.',
  savedBankUnknown: 'This saved bank account is no longer available. Please choose another or enter new bank details.',
  paymentMethodNotOffered: 'This payment type is not offered for this enrollment.',

  // Labels.
  paymentTypeLegend: 'Payment Type',
  paymentCreditCard: 'Credit Card',
  paymentBankDraft: 'Bank Draft (EFT)',
  firstNameOnCardLabel: 'First Name on Card',
  lastNameOnCardLabel: 'Last Name on Card',
  cardNumberLabel: 'Card Number',
  expirationMonthLabel: 'Expiration Month',
  expirationYearLabel: 'Expiration Year',
  securityCodeLabel: 'Security Code',
  billingAddressLegend: 'Billing Address',
  physicalAddressLabel: 'Same as my physical address',
  savedCardsLegend: 'Saved Cards',
  savedCardLabel: icu<{ name: string; number: string; month: string; year: string }>('{name} {number} (expires {month}/{year})'),
  newCardLabel: 'Use a new card',
  routingNumberLabel: 'Routing Number',
  accountNameLabel: 'Account Holder Name',
  bankNameLabel: 'Bank Name',
  accountNumberLabel: 'Account Number',
  accountTypeLabel: 'Account Type',
  accountTypeChecking: 'Checking',
  accountTypeSavings: 'Savings',
  accountHolderTypeLabel: 'Account Holder Type',
  holderTypeIndividual: 'Individual',
  holderTypeCompany: 'Company',
  billDateLabel: 'Bill Date',
  billDateOption: icu<{ n: number }>('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of month'),
  savedBanksLegend: 'Saved Bank Accounts',
  savedBankLabel: icu<{ bank: string; number: string }>('{bank} {number}'),
  newBankLabel: 'Use new bank details',
  lookingUpBank: 'Looking up the bank…',
  statementDescriptorHeading: 'Statement Descriptor',
  statementDescriptorText: icu<{ descriptor: string }>('Your payments will appear on your card or bank statement as {descriptor}.'),

  // The fixed modes' notes (spec 002 section 4: no entry form, only an informational note).
  fixedModeEft: 'Your premium will be drafted from the bank account your employer group has on file. No payment details are needed here.',
  fixedModeList: 'Your premium is billed to your employer group on its list bill. No payment details are needed here.',
  fixedModeElist: 'Your premium is drafted by your employer group on its EFT list bill. No payment details are needed here.',
  fixedModeStmt: 'You will receive a billing statement for your premium. No payment details are needed here.',

  // The EFT text (spec 002 section 2.3).
  eftTextHeading: 'Bank Draft (EFT) Authorization',
  eftInitialPayment: 'The initial payment will be charged from the enrollment date up to 5 days after it.',
  eftMonthlyWindows:
    'The monthly charge falls between the 1st and 6th day of the month for coverage effective on the 15th, and between the 21st and 26th of the prior month for coverage starting on the 1st.',
  eftNoMonthlyCharge: 'There is no monthly charge for EFT.',
  eftStopPayment: 'To stop a payment, you must give notice of 3 business days or more before the charge.',
  eftInsufficientFunds: 'A fee of $30 is charged for a payment returned for insufficient funds.',
}, compiled);
