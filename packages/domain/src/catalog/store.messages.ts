import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.store.js';

/**
 * The web's texts of the store's lazy screens: plans, cart, the Edit popup of the basic information, the employee
 * enroll popup and the member store. Apart from WEB_MESSAGES so the landing page does not carry them; each text
 * once across all catalogs (messages.test.ts).
 */
export const STORE_WEB_MESSAGES = /* @__PURE__ */ defineCatalog('store', {
  // Plans, cart, checkout and quote screens.
  /** Shown for a detail the server withholds (a member store link's birth date, zip and gender). */
  onFile: 'On file',
  /** The basic information bar's labels (beside WEB_MESSAGES.gender and WEB_MESSAGES.dob). */
  filterZip: 'ZIP',
  filterTier: 'Coverage tier',
  filterSmoker: 'Tobacco use',
  goToHome: 'Go to Home',
  filterUpdated: 'Your basic information was updated.',
  networkLabel: 'Medical network',
  allNetworks: 'All networks',
  clear: 'Clear',
  addToCart: 'Add to Cart',
  priceUnavailable: 'Not available for your selection',
  addedToCart: icu<{ planName: string }>('Added {planName} to cart'),
  removedFromCart: icu<{ planName: string }>('Removed {planName} from cart'),
  viewCart: 'View Cart',
  addMorePlan: 'Add More Plan',
  proceedToCheckout: 'Proceed to Checkout',
  repEnrollment: 'Rep Enrollment',
  memberEnrollment: 'Member Enrollment',
  backToCart: 'Back to Cart',
  additionalRiders: 'Additional Riders',
  noRiders: 'No riders are offered for the plans in your cart.',
  chooseEffectiveDate: 'Select a date',
  orderInfo: 'Order Info',
  firstMonthTotal: 'First Month Total Cost',
  recurringMonthly: 'Recurring Monthly Cost',
  whyFirstMonthDiffers: 'Why the first month costs more',
  oneTimeFeeOf: icu<{ amount: string; planName: string }>('The first month includes a one-time fee of {amount} for {planName}.'),
  /** An order summary's line (review, receipt e-mail, PDF): a plan's one-time fee, in the first month total only. */
  oneTimeFeeLine: icu<{ planName: string }>('{planName} one-time fee (first month only)'),
  effectiveDatesFailed: 'The effective dates could not be loaded.',
  effectiveDate: 'Effective Date',

  // The About dialog, the referral and group home pages.
  referralTitle: 'You were invited to shop benefits',
  phoneLabel: 'Phone:',
  emailLabel: 'E-mail:',
  aboutName: icu<{ name: string }>('About {name}'),
  noGroupPlans: 'No plans are offered here yet.',

  // Plans and categories.
  chooseCategory: 'Choose a category',
  allPlans: 'All plans',
  categoryPlans: icu<{ category: string }>('{category} plans'),
  plansOfferedBy: icu<{ group: string }>('Plans offered by {group}'),
  plansOfferedByEmployer: 'Plans offered by your employer',
  plansEnterInfo: icu<{ link: string }>('{link} to see your prices and add plans to your cart.'),
  plansEnterInfoLink: 'Enter your basic information',
  filterPlans: 'Filter plans',
  breadcrumb: 'Breadcrumb',
  categories: 'Categories',
  noCategoriesForSelection: 'No categories have plans for your selection.',
  showAllCategories: 'Show all categories',
  hideCategories: 'Hide categories',
  filterByCategory: icu<{ chosen: number }>('{chosen, plural, =0 {Filter by category} other {Filter by category (# chosen)}}'),
  categoryPlanCount: icu<{ count: number }>('{count, plural, one {# plan} other {# plans}}'),
  clearNetwork: 'network',
  priceFrom: 'From',
  perMonth: '/month',

  // Cart.
  planAdded: 'Plan added to cart.',
  declineTermLife: 'No, I like medical questions',
  declineBundle: 'No, I like waiting periods',
  addPlanToCart: icu<{ planName: string }>('Add {planName} to cart'),
  inCart: 'In cart',
  currentMember: 'Current Member',
  plans: 'Plans',
  planDetails: 'Plan Details',
  browsePlans: 'Browse plans',
  coverageTier: icu<{ tier: string }>('Coverage tier: {tier}'),
  yourCart: 'Your cart',
  plansInYourCart: 'Plans in your cart',
  l713PriceDetails: 'Premier plan L713 price details',
  remove: 'Remove',
  removePlanNamed: icu<{ planName: string }>('Remove {planName}'),
  removePlan: 'Remove plan',
  riderFor: icu<{ planName: string }>('Rider for {planName}.'),

  // Basic information: the Edit popup.
  editDetails: icu<{ details: string }>('Edit {details}'),
  basicInformation: 'basic information',
  editBasicInformationTitle: 'Edit your basic information',
  // What a change of the basic information did to the cart (change-filter-info's counts).
  cartChangedWithDetails: 'Your cart changed with your new details:',
  cartLinesRepriced: icu<{ count: number }>('{count, plural, one {# plan now has a new price.} other {# plans now have new prices.}}'),
  cartLinesRemoved: icu<{ count: number }>('{count, plural, one {# plan is no longer offered to you and was removed.} other {# plans are no longer offered to you and were removed.}}'),
  dismissNotice: 'Dismiss',
  filterEditLead: 'Your prices and the plans offered follow these details.',
  dependentInformation: 'Dependent information',
  categoryOptional: 'Category (optional)',
  anyCategory: 'Any category',
  back: 'Back',

  // Employee enroll and member store.
  employeeEnrollment: 'Employee Enrollment',
  enrollingAsEmployee: icu<{ group: string }>('Enrolling as an employee of {group}'),
  groupEnrollmentCode: 'Group Enrollment Code',
  enterDifferentCode: 'Enter a different code',
  cancel: 'Cancel',
  memberStoreWelcome: 'Welcome back',
  memberStoreOpening: 'Opening your member store…',

  // A plan's short share link (/p/{hash}).
  planShareLink: 'Short link to this plan:',
  planShareOpening: 'Opening the plan…',
}, compiled);
