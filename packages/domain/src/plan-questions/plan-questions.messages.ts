import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.planQuestions.js';

/**
 * The plan questions' texts (spec 000 sections 4, 5, 8): the health-question form of a plan page and the
 * supplemental carrier questions. The spec's carrier texts are ENROLLMENT_MESSAGES' (answerShouldBeYes,
 * answerYesToContinue, answerShouldBeYesNo); the others are written for this product. Reused, not repeated:
 * MESSAGES.answerAllQuestions ('Please answer all questions'), MESSAGES.yes / no /
 * fieldRequired / invalidDateFormat, HEALTH_MESSAGES.yesNoLegend / dateNotInFuture, PRICING_MESSAGES.declineError.
 */
export const PLAN_QUESTION_MESSAGES = /* @__PURE__ */ defineCatalog('planQuestions', {
  enrollNow: 'Enroll Now',
  formTitle: 'Plan Questions',
  formLead: 'Please answer each question. Your answers are kept private and used only to decide whether this plan can be offered to you.',
  loadFailed: 'The plan questions could not be loaded. Please try again.',
  noQuestions: 'This plan has no questions to answer.',
  saved: 'Thank you. Your answers have been saved.',
  whoLabel: 'Who does this apply to?',
  whoSelf: 'Myself',
  whoSpouse: 'My spouse',
  whoChild: 'My child',
  optionsLegend: 'Please check all that apply',
  chooseOption: 'Please check at least one option',
  detailEntry: icu<{ n: number }>('Details {n}'),
  detailEntryOptional: icu<{ n: number }>('Details {n} (optional)'),
  dateFromLabel: 'Date From',
  dateToLabel: 'Date To',
  reasonLabel: 'Reason for Condition',
  recoveryLabel: 'Degree of Recovery',
  physicianLabel: 'Physician Name and Address',
  toBeforeFrom: 'The end date cannot be before the start date',
  invalidQuestion: 'This answer does not belong to a question of the plan',
  carrierTitle: 'Carrier Questions',
  carrierLead: 'The carrier asks these questions before this plan can be added to your cart.',
  carrierSave: 'Save Answers',
  carrierSaved: 'Your answers have been saved. You can now add this plan to your cart.',
  carrierRequired: 'Please answer the carrier questions before adding this plan to your cart.',

  // /PlanQuestionView: a plan's questions to read (docs/decisions/0078-the-spec-s-remaining-pages.md); its link to the
  // plans is STORE_WEB_MESSAGES.browsePlans.
  viewTitle: 'Simplified Issue Questionnaire',
  viewPlanLine: icu<{ plan: string; carrier: string }>('{plan}, offered by {carrier}'),
  viewLead: 'These are the health questions this plan asks before it can be offered. This page is for reading only: you answer them on the plan\'s page, with Enroll Now.',
  viewLoading: 'Loading the questionnaire…',
  viewNoPlan: 'This questionnaire could not be found.',
  viewChoose: 'These plans ask health questions before they can be offered. Choose one to read its questions.',
  viewChooseTitle: 'Plans with health questions',
  viewNoneAsk: 'No plan asks health questions at the moment.',
  viewListLoading: 'Loading the plans with health questions…',
  viewListFailed: 'The plans with health questions could not be loaded. Please try again.',
  // The plan page's link to its questionnaire (shown only for a plan that asks questions).
  readQuestions: 'Read this plan\'s health questions',
  viewQuestion: icu<{ n: number; total: number }>('Question {n} of {total}'),
  viewAnswerKind: 'Answered Yes or No.',
  viewOptionsKind: 'A Yes asks which of these apply:',
  viewDetailKind: 'A Yes asks for the dates, the reason, the degree of recovery and the physician.',
}, compiled);
