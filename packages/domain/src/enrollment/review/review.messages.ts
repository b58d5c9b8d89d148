import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.review.js';

/**
 * The Review & Confirmation step's texts (spec 002 sections 2.2, 4, 8; issue 11 item 4). Reused from their catalogs:
 * 'Something went wrong. Please save your enrollment.' and 'Save & Continue Later' (ENROLLMENT_MESSAGES), the tab
 * titles (TAB_TITLES: Health Questions, Agreement & Signature), the steps' field labels (ENROLLMENT_MESSAGES,
 * EMPLOYER_MESSAGES, BENEFICIARY_MESSAGES, BILLING_MESSAGES, HEALTH_MESSAGES), 'Effective Date' (STORE_WEB_MESSAGES).
 */
export const REVIEW_MESSAGES = /* @__PURE__ */ defineCatalog('review', {
  // Cards (spec 002 section 2.2).
  personalInfoCard: 'Personal Info',
  contactInfoCard: 'Contact Info',
  employerInfoCard: 'Employer Info',
  beneficiaryInfoCard: 'Beneficiary Info',
  dependentInfoCard: 'Dependent Info',
  billingInfoCard: 'Billing Info',
  viewDetails: 'View Details',
  editDetails: 'Edit Details',
  editingSection: icu<{ title: string }>('Editing {title}'),
  sectionNotSaved: 'Not completed yet.',
  noneListed: 'None listed.',
  notProvided: 'Not provided',

  // Summary values.
  nameLabel: 'Full Name',
  heightLabel: 'Height',
  heightValue: icu<{ feet: number; inches: number }>('{feet} ft {inches} in'),
  weightSummaryLabel: 'Weight',
  weightValue: icu<{ lbs: number }>('{lbs} lbs'),
  priorEffectiveDateLabel: 'Prior Coverage Effective Date',
  emailSummaryLabel: 'Email',
  phoneSummaryLabel: 'Phone Number',
  zipSummaryLabel: 'Zip',
  employerAddressLabel: 'Employer Address',
  employmentStartLabel: 'Employment Start Date',
  beneficiaryLine: icu<{ name: string; relationship: string; percentage: number }>('{name} ({relationship}), {percentage}%'),
  contingentBeneficiaries: 'Contingent beneficiaries',
  primaryBeneficiaries: 'Primary beneficiaries',
  dependentLine: icu<{ name: string; relationship: string; birthdate: string }>('{name} ({relationship}), born {birthdate}'),
  conditionLine: icu<{ condition: string; date: string }>('{condition}, since {date}'),
  medicationLine: icu<{ medication: string; dosage: string; condition: string }>('{medication} {dosage}, for {condition}'),
  paymentMethodLabel: 'Payment Method',
  nameOnCardLabel: 'Name on Card',
  expiresLabel: 'Expires',
  paymentMethodStatement: 'Billing statement',
  paymentMethodList: 'List billing',
  paymentMethodEftList: 'EFT list billing',
  agreedLabel: 'Agreed',
  notAgreedLabel: 'Not agreed yet',
  signedLabel: 'Signed',
  signedBy: icu<{ name: string }>('Signed by {name}'),
  notSignedLabel: 'Not signed yet',

  // Order summary.
  orderSummary: 'Order Summary',
  noEffectiveDate: 'Not set',

  // The review's own fields.
  additionalNotesLabel: 'Additional notes for the review (optional)',
  notesCounter: icu<{ count: number; max: number }>('{count} of {max} characters'),
  sendTextNotification: 'Send enrollment & signature notification via Text Message',

  // Complete Enrollment.
  completeEnrollment: 'Complete Enrollment',
  completingEnrollment: 'Completing your enrollment…',
  errorsHeading: 'Your enrollment could not be completed:',
  goToStep: icu<{ title: string }>('Go to {title}'),
  saveAndContinueLaterButton: 'Save and Continue Later',
  reviewLoadFailed: 'The review could not be loaded.',

  // delete-dependent-in-IO (API).
  dependentsRemoved: 'The dependents listed for this enrollment were removed, as its tier covers no dependents.',
  noDependentsToRemove: 'There were no dependents to remove.',
  dependentsKept: 'This tier covers dependents; they were kept.',
}, compiled);
