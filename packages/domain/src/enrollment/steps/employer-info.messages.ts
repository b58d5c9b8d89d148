import { defineCatalog } from '../../i18n/catalog.js';

/**
 * The Employer Information step's texts (spec 001 sections 2, 3, 5, 8): its labels, its option names and its rule
 * messages, verbatim where the spec gives them. Texts already in another catalog (Field is required, Street
 * Address 1, City, State, Zip Code, USPS Address Validation, Yes, No...) are reused from there, not repeated here.
 */
export const EMPLOYER_MESSAGES = /* @__PURE__ */ defineCatalog('employer', {
  // Rules (spec 001 sections 5 and 8, verbatim).
  invalidEmployerInformation: 'Invalid employer information',
  retiredEmployer: 'You cannot proceed with retired employer',
  startDateTooLate: 'Start date should not be more than 2 months from effective date',
  selectHolidayPolicy: 'Select at least one holiday policy',
  // Our own refusals.
  skipNotAllowed: 'This step can be skipped only when an IHA plan is in the cart',
  employeeCountInvalid: 'Please enter the number of employees as a whole number of at least 1',

  // Labels (the spec's field names).
  employerNameLabel: 'Employer Name',
  employerPhoneLabel: 'Employer Phone',
  averageWorkWeekLabel: 'Average Work Week',
  employmentStartDateLabel: 'Employment Start Date (MM/DD/YYYY)',
  occupationLabel: 'Occupation',
  compensationTypeLabel: 'Compensation Type',
  employmentStatusLabel: 'Employment Status',
  employerIndustryLabel: 'Employer Industry',
  employeeCountLabel: 'Number of Employees (count yourself as 1)',
  vacationPolicyLabel: 'Vacation Policy',
  bargainingUnitLabel: 'Bargaining Unit',
  holidayPolicyLegend: 'Holiday Policy',
  skip: 'Skip',
  skipping: 'Skipping...',
  skipHint: 'An IHA plan is in your cart, so you may skip the employer information.',

  // Average work week.
  workWeekUnder20: 'Less than 20 hours',
  workWeek20To29: '20 to 29 hours',
  workWeek30To39: '30 to 39 hours',
  workWeek40Plus: '40 hours or more',
  // Employment status (A, C, R).
  statusActive: 'Active',
  statusCobra: 'COBRA',
  statusRetired: 'Retired',
  // Vacation policy.
  vacationNone: 'No paid vacation',
  vacationOneWeek: '1 week',
  vacationTwoWeeks: '2 weeks',
  vacationThreeWeeks: '3 weeks',
  vacationFourWeeks: '4 weeks or more',
  // Bargaining unit.
  bargainingUnion: 'Member of a union (bargaining unit)',
  bargainingNone: 'Not in a bargaining unit',
  // Holiday policy (keys as the spec spells them).
  holidayStandard6: 'Standard 6 holidays',
  holidayPresidentsDay: "Presidents' Day",
  holidayColumbusDay: 'Columbus Day',
  holidayReligiousDays: 'Religious days',
  holidayBirthday: 'Birthday',
  holidayFloatingDay: 'Floating day',
  // Compensation types.
  compensationG10L20: 'More than $10 and less than $20 an hour',
  compensationMW: 'Minimum wage',
  compensationGMWL10: 'More than minimum wage and less than $10 an hour',
  compensationG20: '$20 an hour or more',
  compensationSalary: 'Salary',
  compensation1099: '1099 (independent contractor)',
});
