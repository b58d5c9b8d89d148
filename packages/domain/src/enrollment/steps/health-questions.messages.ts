import { defineCatalog, icu } from '../../i18n/catalog.js';
import compiled from '../../i18n/compiled/en.health.js';

/**
 * The Health Questions step's texts (spec 001 sections 2, 3, 4, 5): the condition and medication fields' labels, the
 * date rules, the medication rows. The spec gives the field names but not their labels; these are written for this
 * product. Reused from other catalogs, not repeated here: MESSAGES.yes / no / fieldRequired / invalidDateFormat,
 * DEPENDENT_MESSAGES.pleaseSelect, ENROLLMENT_MESSAGES.invalidContactPhone, STORE_WEB_MESSAGES.remove.
 */
export const HEALTH_MESSAGES = /* @__PURE__ */ defineCatalog('health', {
  intro: 'Please answer each question for yourself. Answering Yes asks for the details.',
  noQuestions: 'No health questions apply to the plans in your cart.',
  questionsLoadFailed: 'The health questions could not be loaded. Please try again.',
  yesNoLegend: icu<{ n: number }>('Question {n}'),
  conditionDetails: 'Condition details',
  healthConditionLabel: 'Health Condition',
  dateOfOnsetLabel: 'Date of Onset',
  dateOfRecoveryLabel: 'Date of Recovery',
  isTreatmentLabel: 'Currently Receiving Treatment',
  isMedicateLabel: 'Taking Medication',
  lastSeenLabel: 'Date Last Seen by a Doctor',
  symptomsLabel: 'Symptoms',
  conditionLabel: 'Condition',
  conditionStatusLabel: 'Current Status',
  lastSeenByPhysicianLabel: 'Last Seen by Physician',
  physicianNameLabel: 'Physician Name',
  physicianAddressLabel: 'Physician Address',
  physicianPhoneLabel: 'Physician Phone',
  medicationLabel: 'Medication',
  dosageLabel: 'Dosage',
  medicalConditionLabel: 'Medical Condition',
  medicationRow: icu<{ n: number }>('Medication #{n}'),
  addMedication: 'Add Medication',
  removeMedication: icu<{ n: number }>('Remove Medication #{n}'),
  medicationRemoved: icu<{ n: number }>('Medication #{n} removed'),
  notesLabel: 'Additional Notes',
  dateNotInFuture: 'Date cannot be in the future',
  recoveryBeforeOnset: 'Date of recovery cannot be before the date of onset',
  tooManyMedications: icu<{ max: number }>('Please list at most {max} medications.'),
  answerEveryQuestion: 'Please answer every health question.',
  // The lead above a dependent's questions (health-question-wording.ts): the English question texts are reworded
  // about them there with plain English words, not catalog texts; in another locale this lead says whom they are about.
  aboutSpouseIntro: 'Please answer each question about your spouse.',
  aboutChildIntro: 'Please answer each question about your child.',
  aboutDependentIntro: 'Please answer each question about this dependent.',
}, compiled);
