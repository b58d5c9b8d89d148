import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.planPopups.js';

/**
 * The plan page's popups (salary and working hours, tobacco, group code): a lazy screen, so apart from the landing's
 * catalogs. The spec gives no wording for these fields' checks; the texts below are ours (docs/decisions/0043-plan-page-popups-and-plan-detail-start.md).
 */
export const POPUP_MESSAGES = /* @__PURE__ */ defineCatalog('planPopups', {
  salaryHoursTitle: 'Your salary and working hours',
  salaryHoursLead: 'Some plans are priced by your annual salary and need a minimum number of working hours a week.',
  annualSalary: 'Annual salary (US dollars)',
  weeklyHours: 'Working hours a week',
  salaryWholeDollars: 'Enter your annual salary in whole US dollars, for example 45,000.',
  salaryTooHigh: 'Enter an annual salary of at most $100,000,000.',
  hoursRange: 'Enter your working hours a week, from 1 to 168.',
  enterSalaryHours: 'Enter salary and working hours',
  // A listed plan's card names its plan in its button, so a list's buttons are told apart (the shown words come first).
  enterSalaryHoursFor: icu<{ planName: string }>('Enter salary and working hours for {planName}'),
  chooseTobaccoFor: icu<{ planName: string }>('Choose tobacco usage for {planName}'),
  enterDependentsFor: icu<{ planName: string }>('Enter dependent information for {planName}'),
  tobaccoTitle: 'Tobacco usage',
  tobaccoLead: 'This plan is priced by tobacco usage.',
  tobaccoQuestion: 'Have you used tobacco in the last 12 months?',
  chooseTobacco: 'Choose tobacco usage',
  answerSaved: 'Your answer is saved. The prices are updated.',
  save: 'Save and see prices',
  haveGroupCode: 'Enrolling through your employer? Enter your group enrollment code',
  groupCodeSaved: 'Your group enrollment code is saved on your enrollment.',
  groupCodeSaveFailed: 'Your group enrollment code could not be saved on your enrollment.',
  membershipTitle: 'Association membership required',
  membershipLead: 'This plan needs the wellness association membership. It goes in your cart with the plan, once however many plans need it.',
  membershipFirst: 'Membership',
  planSecond: 'Plan',
  addBoth: 'Add membership and plan to cart',
  membershipChosen: 'Membership chosen',
  planStartTitle: 'Get your price',
  planStartLead: 'Tell us a little about yourself to see the prices of this plan.',
  planStartMemberLead: 'Welcome back. Choose the coverage tier you want to shop for, then Submit to see this plan priced for you.',
  memberLinkExpired: 'Your member store link has expired. Enter your information below, or open the newest member store link from your e-mail.',
  choosePortal: 'Choose enrollment portal',
  chooseRepGroup: 'Choose a group to enrol a new group member',
  startNewMember: 'Start New Member Enrollment',
  alreadyActiveTitle: 'You already have this plan',
  alreadyActive: 'This plan is already active on your policy, so it cannot be added to your cart again.',
  noThanks: 'No, thanks: go to my cart',
  noPortals: 'No enrollment portal is available. Please contact your representative.',
  // The dependent modal of a household-priced plan (check-prudential-plan).
  householdLead: "This plan's price depends on your spouse's age and the number of children you cover.",
  enterDependents: 'Enter dependent information',
  changeDependents: 'Change dependent information',
  dependentsSaved: 'Your dependent information is saved. The price is updated.',
}, compiled);
