import { defineCatalog } from '../../i18n/catalog.js';

/**
 * The Agreement & Signature step's texts (spec 002 sections 2.4, 5; issue 11 item 3): the labels, and the agreement
 * texts shown per plan category (agreement-info.schema.ts agreementTextsFor). 'This field is required.' and 'Field is
 * required' (MESSAGES), 'Signature is required' (ENROLLMENT_MESSAGES), Clear (STORE_WEB_MESSAGES) and the L713
 * carrier lines (L713_MESSAGES) are reused from their catalogs.
 */
export const AGREEMENT_MESSAGES = /* @__PURE__ */ defineCatalog('agreement', {
  // Our own refusals ('This field is required.' is MESSAGES.thisFieldRequired).
  signatureInvalid: 'The signature could not be read. Please clear it and sign again.',
  signatureNameInvalid: 'Please type your full name (letters, spaces, apostrophes, periods and hyphens only)',
  // The verification blocks are checked against the enrollment's own group and rep (issue 27 item 1).
  groupNameMismatch: 'This is not the name of the group you are enrolling with.',
  groupCodeMismatch: 'This is not the code of the group you are enrolling with.',
  brokerNameMismatch: 'This is not the name of the rep on this enrollment.',
  brokerCodeMismatch: 'This is not the code of the rep on this enrollment.',

  // Labels.
  agreeLabel: 'I have read and agree to the above',
  carrierMessageHeading: 'Carrier Message',
  verificationLegend: 'Verification',
  brokerNameLabel: 'Broker Name',
  brokerCodeLabel: 'Broker Code',
  groupNameLabel: 'Group Name',
  groupCodeLabel: 'Group Code',
  applicantNameLabel: 'Applicant Name',
  dateLabel: 'Date',
  signatureLegend: 'Signature',
  signatureHint: 'Sign in the box with a mouse, pen or finger, or type your full name instead. Either is a valid signature.',
  drawSignatureLabel: 'Draw your signature',
  signaturePadLabel: 'Signature pad',
  typedSignatureLabel: 'Or type your full name to sign',
  signatureDrawn: 'Signature drawn.',
  signatureCleared: 'Signature cleared.',

  // Agreement texts (heading and body) per plan category group.
  generalHead: 'Application Agreement',
  generalBody:
    'I certify that the information in this application is true and complete to the best of my knowledge. I understand that coverage begins on the effective date shown only after this application is accepted and the first payment is received, and that any false or incomplete answer may void the coverage.',
  healthHead: 'Health Coverage Terms',
  healthBody:
    'I understand that the health plans I selected pay benefits only as described in their plan documents, that they may include waiting periods and exclusions for pre-existing conditions, and that they are not a substitute for major medical coverage unless stated.',
  incomeHead: 'Life and Income Protection Terms',
  incomeBody:
    'I understand that life, disability and income benefits are paid only to the named beneficiaries or to me as the plan documents state, and that coverage ends when premiums are not paid.',
  paymentHead: 'Payment Authorization',
  paymentBody:
    'I authorize the recurring monthly charge of the premiums shown in my order summary to the payment method I provided, until I cancel my coverage in writing.',
});
