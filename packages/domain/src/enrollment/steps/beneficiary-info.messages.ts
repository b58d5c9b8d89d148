import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.beneficiary.js';

/**
 * The Beneficiary Information step's texts (spec 001 sections 2, 5 and 8): the total messages, the edit-open
 * reasons and the form's labels, verbatim where the spec gives them. 'Field is required', 'Invalid Social Security
 * Number' and the name messages are reused from MESSAGES / ENROLLMENT_MESSAGES. The Dependents step reuses the
 * edit-open reasons, the birthdate rule and the Birthdate / Relationship labels from here.
 */
export const BENEFICIARY_MESSAGES = /* @__PURE__ */ defineCatalog('beneficiary', {
  // -- rules (domain, API and web) --
  totalComplete: 'Now You can Continue Enrollment',
  totalOver: icu<{ total: number }>('Your total Beneficiary Percentage is {total} and it Should not be more than 100%'),
  totalUnder: icu<{ total: number }>('Your total Beneficiary Percentage is {total} and it Should not be less than 100%'),
  maxPrimary: 'Maximum allowed number of beneficiaries is 3',
  noneAdded: 'Please add your beneficiaries before continuing.',
  percentageRange: 'Beneficiary percentage should not be 0 or more than 100',
  birthdateNotPast: 'Birthdate must be before today',
  oneContingent: 'Only one contingent beneficiary is allowed',
  contingentNoPercentage: 'A contingent beneficiary does not take a percentage',
  editOpenDelete: 'Please submit the edited form first to delete',
  editOpenContinue: 'Please submit the edited form first to continue',
  beneficiaryErrorAt: icu<{ number: number; message: string }>('Beneficiary #{number}: {message}'),

  // -- the step (web) --
  listTitle: 'Added Beneficiaries',
  noBeneficiaries: 'No beneficiaries added yet.',
  addBeneficiary: 'Add Beneficiary',
  addContingent: 'Add Contingent Beneficiary',
  editBeneficiary: 'Edit Beneficiary',
  editContingent: 'Edit Contingent Beneficiary',
  primaryKind: 'Primary',
  contingentKind: 'Contingent',
  birthdateLabel: 'Birthdate',
  relationshipLabel: 'Relationship',
  percentageLabel: 'Beneficiary Percentage',
  percentValue: icu<{ percent: number }>('{percent}%'),
  editBeneficiaryButton: 'Edit',
  deleteBeneficiary: 'Delete',
  deleteNamed: icu<{ name: string }>('Delete {name}'),
  beneficiaryAdded: icu<{ name: string }>('{name} added'),
  beneficiaryUpdated: icu<{ name: string }>('{name} updated'),
  beneficiaryRemoved: icu<{ name: string }>('{name} removed'),
  existingLoadFailed: 'Your earlier beneficiaries could not be loaded. You can add them again.',
}, compiled);
