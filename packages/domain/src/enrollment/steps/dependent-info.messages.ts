import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.dependents.js';

/**
 * The Dependent Information step's texts (spec 001 sections 2, 4, 5, 8): the spec's wording verbatim where it gives
 * one; the rest (headers by tier, limit messages) written for this product. Each text once across all catalogs.
 */
export const DEPENDENT_MESSAGES = /* @__PURE__ */ defineCatalog('dependents', {
  dependentNumber: icu<{ n: number }>('Dependent #{n}'),
  dependentError: icu<{ n: number; message: string }>('Dependent #{n}: {message}'),
  editDependent: icu<{ n: number }>('Edit Dependent #{n}'),
  deleteDependent: icu<{ n: number }>('Delete Dependent #{n}'),
  deletedDependent: icu<{ n: number }>('Dependent #{n} removed'),
  savedDependent: icu<{ n: number }>('Dependent #{n} saved'),
  pendingEdit: icu<{ n: number }>('Dependent #{n} has changes that are not submitted yet.'),
  continueEditing: icu<{ n: number }>('Continue editing Dependent #{n}'),
  discardChanges: 'Discard changes',
  addSpouse: 'Add Spouse',
  addChild: 'Add Child',
  headerSpouse: 'Please add your spouse to continue.',
  headerChildren: icu<{ max: number }>('Please add your children (up to {max}).'),
  headerFamily: icu<{ max: number }>('Please add your spouse and children (up to {max} dependents in all).'),
  headerPremierChild: 'Please add your child (one child with this plan).',
  noDependentsYet: 'No dependents added yet.',
  dependentsListLabel: 'Added dependents',
  editOpenAdd: 'Please submit the edited form first to add dep',
  nextTooltip: 'Click to continue enrollment',
  legallyDisabledQuestion: 'Is this dependent legally disabled?',
  legallyDisabledTooltip: "Select 'Yes' if the dependent has a legal disability to bypass age restrictions.",
  disabilityConditionLabel: 'Disability Condition',
  genericMedicationNote: 'If you take a generic medication, list the generic name, not the brand name. This helps ensure accurate review of your prescriptions.',
  relationshipSpouse: 'Spouse',
  relationshipChild: 'Child',
  spouseQuestion: 'Will your spouse be enrolled with you in this plan?',
  pleaseSelect: 'Please Select',
  spouseStatusRequired: 'Please select spouse status',
  l713OneChild: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  tooManyDependents: icu<{ max: number }>('You can add at most {max} dependents.'),
  spouseTierNeedsSpouse: 'Member + Spouse coverage needs exactly one dependent: your spouse.',
  childrenTierChildrenOnly: 'Member + Children coverage covers children only.',
  childrenTierNeedsChild: 'Please add at least one child.',
  oneSpouseOnly: 'Only one spouse can be added.',
  familyNeedsTwo: 'Please add at least two dependents for Family coverage.',
  noDependentsForTier: 'Member Only coverage has no dependents.',
  spouseDeclined: 'You answered that your spouse will not be enrolled. Please delete the spouse or change the answer.',
  childTooOld: icu<{ age: number }>('A child must be under {age} unless legally disabled.'),
  healthQuestionsLoadFailed: "The dependents' health questions could not be loaded. Please try again.",
}, compiled);
