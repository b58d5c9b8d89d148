/**
 * Every user-facing message text, written once and grouped by product area (not by the issue that added it).
 * Web forms and API validation both import from here, so the wording can never drift.
 * Texts quoted by the spec (/work/shared/spec) are copied verbatim, typos included; the others are ours.
 * A new text goes under its area; a function entry takes the values the text interpolates.
 */
export const MESSAGES = {
  // Shared field validation (schemas in domain, api and web).
  fieldRequired: 'Field is required',
  thisFieldRequired: 'This field is required.',
  invalidDateFormat: 'Please enter a date as MM/DD/YYYY',
  invalidChoice: 'Please choose a valid option',
  invalidId: 'Invalid id',
  invalidValue: 'Invalid value',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  invalidCharacters: 'Please remove unsupported characters',
  invalidName: 'Please enter valid name',
  invalidEmailAddress: 'Please enter valid email address',
  enterValidEmail: 'Enter valid email address',

  // Sites, branding and landing.
  invalidSiteDomain: 'Invalid site domain',
  confirmEmployer: (name: string) => `Is ${name} your employer?`,
  referredBy: (name: string) => `Referred By: ${name}`,
  landingNotConfigured: 'Landing url is not configured for this Agent or Group.',
  pageNotFound: 'OOPS! Page not found.',
  pageNotFoundAlt: 'OOPS, Page not found',
  backToHomepage: 'Back to Homepage',
  choosePlatform: 'Please choose a platform',
  chooseGroup: 'Please choose a group',
  chooseEnrollForNewMember: 'Choose enroll for new member',
  invalidGroupCode: 'Invalid Group Enrollment Code',

  // Filter (basic information).
  invalidZip: 'Invalid Zip code',
  enterFiveDigitZip: 'Enter 5 digit zip code',
  enterFiveDigitZipDot: 'Enter 5 digit zip code.',
  ageRange: 'Age must be between 18 and 100 years.',
  chooseTier: 'Please choose a tier',
  answerAllQuestions: 'Please answer all questions',
  nearestZipNotFound: 'No zip code was found near this location.',

  // Catalog and recommendations.
  ioTierOnly: 'Plans are available for IO tier only',
  noPlans: 'No Plans are available for your selection',
  noRecommendedProducts: 'No Any Products',
  planNotFound: 'This plan is not available.',
  declineTermLife: 'No, I like medical questions',
  declineBundle: 'No, I like waiting periods',

  // Pricing.
  planPricingNotFound: 'This price is not available for your selection.',
  adminFeeNotice: (percent: string) => `A ${percent}% administrative fee is included in the displayed prices of some plans in your cart.`,

  // Cart.
  emptyCart: 'No items in cart.',
  removeFromCartConfirm: 'Are you sure you want to remove this plan from the cart?',
  planAdded: 'Plan added to cart.',
  enrollmentRequired: 'Please fill in your basic information first.',

  // Checkout.
  effectiveAsOf: (date: string) => `Your plans will be effective as of ${date}`,
  effectiveDateNotOffered: 'Please choose one of the offered effective dates.',
  checkoutEmptyCart: 'Your cart is empty. Please add a plan before checking out.',
  checkoutCartRepriced: 'The prices in your cart have changed. Please review your cart and check out again.',
  screenshotTooLarge: 'The screenshot is too large.',
  screenshotInvalid: 'The screenshot must be a PNG image.',

  // Quotes.
  quoteDeclined: 'This quote was declined. Please ask your representative for a new quote.',
  quoteAlreadyAccepted: 'This quote was already accepted.',
  quoteCartChanged: 'The cart has changed. Please review it and send the quote again.',
  quoteExpired: 'This quote has expired. Please ask your representative for a new quote.',

  // Enrollment ownership: representative, group, portal, member.
  agentNotFound: 'This representative was not found.',
  groupNotFound: 'This group was not found.',
  portalNotFound: 'This portal was not found.',
  memberNotFound: 'This member was not found.',
  groupNotOfAgent: "This group is not one of the representative's groups.",
  portalNotOfGroup: "This portal is not the group's portal.",
  portalNotOfAgent: 'The representative does not offer plans through this portal.',
  notOfThisSite: 'This does not belong to the store you are enrolling on.',

  // Transport and server errors (apps/api error handler).
  notFound: 'Not found',
  malformedBody: 'The request body is not valid JSON.',
  validationFailed: 'Some fields need your attention.',
  serverError: 'Something went wrong. Please try again.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  badRequest: 'The request could not be read.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'Please send the request as JSON.',
  invalidInput: 'Some of the values sent cannot be stored.',
  crossSiteRequest: 'This request must come from the store itself.',
} as const;

/** Web-app texts the spec does not quote (appended by the web app). */
export const WEB_MESSAGES = {
  // Layout, landing and shared controls.
  adminLinks: 'Admin links',
  /** Shown for a detail the server withholds (a member store link's birth date, zip and gender). */
  onFile: 'On file',
  skipToContent: 'Skip to main content',
  opensInNewTab: '(opens in a new tab)',
  copyright: (year: number | string, productName: string) => `© ${year} ${productName}. All rights reserved.`,
  registrationAndDashboards: 'Registration and dashboards',
  home: 'Home',
  employersAndEmployees: 'Employers and employees',
  groupQuote: 'Group Quote',
  submitSupportRequest: 'Submit a Support Request',
  getMemberApp: 'Get the member app',
  contactName: (name: string) => `Contact ${name}`,
  menu: 'Menu',
  mainNavigation: 'Main',
  landingTitle: 'Benefits that fit your life',
  browseByCategory: 'Browse plans by category',
  landingLead: 'Tell us a little about you to see the plans and prices available where you live.',
  yourBasicInformation: 'Your basic information',
  referralTitle: 'You were invited to shop benefits',
  reloadPage: 'Reload the page',
  phoneLabel: 'Phone:',
  emailLabel: 'E-mail:',
  close: 'Close',
  aboutName: (name: string) => `About ${name}`,
  about: 'About',
  cart: 'Cart',
  locationRegion: 'Location',
  submit: 'Submit',
  dob: 'DOB',
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
  goToHome: 'Go to Home',

  // Sites and branding.
  noGroupPlans: 'No plans are offered here yet.',

  // Filter and location.
  filterUpdated: 'Your basic information was updated.',
  locationPrompt: 'Allow this site to use your location to suggest your zip code?',
  locationAllow: 'Allow',
  locationDeny: "Don't Allow",
  locationFailed: 'Your location could not be found. You can type your zip code instead.',
  locationSaved: (zip: string) => `Zip code ${zip} filled in from your location.`,
  networkLabel: 'Medical network',
  allNetworks: 'All networks',
  clear: 'Clear',

  // Catalog and recommendations.
  viewAll: 'View All',
  moreInfo: 'More Info',
  recommendedProducts: 'Recommended Products',
  addToCart: 'Add to Cart',

  // Pricing.
  priceUnavailable: 'Not available for your selection',

  // Cart.
  addedToCart: (planName: string) => `Added ${planName} to cart`,
  removedFromCart: (planName: string) => `Removed ${planName} from cart`,
  viewCart: 'View Cart',
  addMorePlan: 'Add More Plan',
  proceedToCheckout: 'Proceed to Checkout',
  repEnrollment: 'Rep Enrollment',
  memberEnrollment: 'Member Enrollment',
  backToCart: 'Back to Cart',
  additionalRiders: 'Additional Riders',
  noRiders: 'No riders are offered for the plans in your cart.',

  // Checkout.
  chooseEffectiveDate: 'Select a date',
  orderInfo: 'Order Info',
  firstMonthTotal: 'First Month Total Cost',
  recurringMonthly: 'Recurring Monthly Cost',
  effectiveDatesFailed: 'The effective dates could not be loaded.',
  effectiveDate: 'Effective Date',
} as const;
