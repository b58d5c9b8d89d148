import { defineCatalog, icu } from './i18n/catalog.js';
import compiledCommon from './i18n/compiled/en.common.js';
import compiledWeb from './i18n/compiled/en.web.js';

/**
 * Every user-facing message text, written once and grouped by product area (not by the issue that added it).
 * Web forms and API validation both import from here, so the wording can never drift.
 * Texts quoted by the spec (/work/shared/spec) are copied verbatim, typos included; the others are ours.
 * A new text goes under its area; a text with values is an ICU message, `icu<{ name: string }>('Hello {name}')`,
 * called as `MESSAGES.x({ name })` (plurals: `{n, plural, one {# try} other {# tries}}`). Each key is the message id
 * `<area>.<key>` of the Lingui catalog (i18n/catalog.ts); a second language is a translation of these ids.
 */
export const MESSAGES = /* @__PURE__ */ defineCatalog('common', {
  // Shared field validation (schemas in domain, api and web).
  fieldRequired: 'Field is required',
  thisFieldRequired: 'This field is required.',
  invalidDateFormat: 'Please enter a date as MM/DD/YYYY',
  dateDoesNotExist: 'This date does not exist',
  invalidChoice: 'Please choose a valid option',
  invalidId: 'Invalid id',
  invalidValue: 'Invalid value',
  tooLong: icu<{ max: number }>('Must be at most {max} characters'),
  invalidCharacters: 'Please remove unsupported characters',
  invalidName: 'Please enter valid name',
  invalidEmailAddress: 'Please enter valid email address',
  enterValidEmail: 'Enter valid email address',

  // Sites, branding and landing.
  invalidSiteDomain: 'Invalid site domain',
  confirmEmployer: icu<{ name: string }>('Is {name} your employer?'),
  referredBy: icu<{ name: string }>('Referred By: {name}'),
  landingNotConfigured: 'Landing url is not configured for this Agent or Group.',
  pageNotFound: 'OOPS! Page not found.',
  pageNotFoundAlt: 'OOPS, Page not found',
  backToHomepage: 'Back to Homepage',
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseEnrollForNewMember: 'Choose enroll for new member',
  invalidGroupCode: 'Invalid Group Enrollment Code',

  // People: genders, yes and no (GENDER_LABELS, TOBACCO_LABELS and the store's Yes/No buttons read these).
  male: 'Male',
  female: 'Female',
  yes: 'Yes',
  no: 'No',

  // Filter (basic information).
  invalidZip: 'Invalid Zip code',
  enterFiveDigitZip: 'Enter 5 digit zip code',
  enterFiveDigitZipDot: 'Enter 5 digit zip code.',
  ageRange: 'Age must be between 18 and 100 years.',
  chooseTier: 'Please choose a tier',
  answerAllQuestions: 'Please answer all questions',

  // Catalog and recommendations.
  ioTierOnly: 'Plans are available for IO tier only',
  noPlans: 'No Plans are available for your selection',
  noRecommendedProducts: 'No Any Products',

  // Pricing.
  pricePerMonth: icu<{ price: string }>('{price}/month'),
  adminFeeNotice: icu<{ percent: string }>('A {percent}% administrative fee is included in the displayed prices of some plans in your cart.'),

  // Cart.
  emptyCart: 'No items in cart.',
  removeFromCartConfirm: 'Are you sure you want to remove this plan from the cart?',
  enrollmentRequired: 'Please fill in your basic information first.',

  // Checkout.
  effectiveAsOf: icu<{ date: string }>('Your plans will be effective as of {date}'),
  screenshotInvalid: 'The screenshot must be a PNG image.',

  // Transport and server errors (apps/api error handler).
  notFound: 'Not found',
  validationFailed: 'Some fields need your attention.',
  serverError: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
}, compiledCommon);

/** Web-app texts the spec does not quote (appended by the web app). */
export const WEB_MESSAGES = /* @__PURE__ */ defineCatalog('web', {
  // Layout, landing and shared controls.
  skipToContent: 'Skip to main content',
  home: 'Home',
  homeOf: icu<{ name: string }>('{name} home'),
  contactName: icu<{ name: string }>('Contact {name}'),
  menu: 'Menu',
  mainNavigation: 'Main',
  landingTitle: 'Benefits that fit your life',
  browseByCategory: 'Browse plans by category',
  landingLead: 'Tell us a little about you to see the plans and prices available where you live.',
  yourBasicInformation: 'Your basic information',
  reloadPage: 'Reload the page',
  close: 'Close',
  about: 'About',
  cart: 'Cart',
  cartItems: icu<{ count: number }>('{count, plural, one {# item} other {# items}}'),
  cartPerMonth: icu<{ amount: string }>('{amount} a month'),
  cartTotalUnavailable: 'total unavailable',
  locationRegion: 'Location',
  submit: 'Submit',
  dob: 'DOB',
  // The dependent block of the landing form and the Edit popup (tiers with a spouse or children).
  spouseDob: 'Spouse DOB',
  numberOfChildren: 'Number of Children',
  gender: 'Gender',
  zipCode: 'Zip Code',
  datePlaceholder: 'MM/DD/YYYY',
  selectPlaceholder: 'Select',
  chooseTier: 'Choose Tier',
  // Shared: loading, network, retry.
  networkError: 'We could not reach the server. Please check your connection and try again.',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. Please try again.',
  retry: 'Retry',
  savedDetailsFailed: 'Your saved details could not be loaded. You can fill the form in again.',
  menuFailed: 'The menu could not be loaded.',

  // Sites and branding.

  // Filter and location.
  locationPrompt: 'Allow this site to use your location to suggest your zip code?',
  locationAllow: 'Allow',
  locationDeny: "Don't Allow",
  locationFailed: 'Your location could not be found. You can type your zip code instead.',
  locationSaved: icu<{ zip: string }>('Zip code {zip} filled in from your location.'),

  // Catalog and recommendations.
  viewAll: 'View All',
  moreInfo: 'More Info',
  recommendedProducts: 'Recommended Products',
  nextProducts: 'Next products',
  carousel: 'carousel',
  /** The carousel's own name inside the "Recommended Products" section: two landmarks never share one name (axe landmark-unique). */
  recommendedSlides: icu<{ total: number }>('{total, plural, one {# recommended plan} other {# recommended plans}}'),
  slide: 'slide',
  slideOf: icu<{ index: number; total: number }>('{index} of {total}'),
  carrierLogo: icu<{ carrier: string }>('{carrier} logo'),
  previousProducts: 'Previous products',
  aboutPlan: icu<{ planName: string }>('about {planName}'),
  /** A recommended plan's lowest Member Only price (its card and More Info). */
  recommendedPriceFrom: icu<{ price: string }>('From {price}/month'),

  // Pricing.

  // Cart.

  // Checkout.
}, compiledWeb);
