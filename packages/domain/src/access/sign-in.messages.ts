import { defineCatalog } from '../i18n/catalog.js';

/**
 * Sign-in of reps and group administrators (beyond the spec, which shows no server-side roles): the sign-in page,
 * the sign-out control and the API's refusals. Each text once across all catalogs (messages.test.ts).
 */
export const SIGN_IN_MESSAGES = /* @__PURE__ */ defineCatalog('signIn', {
  pageTitle: 'Sign in to your dashboard',
  intro: 'Reps and group administrators sign in here to see their members.',
  emailLabel: 'E-mail address',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'Signing out did not work. Please try again.',
  checkingSignIn: 'Checking whether you are signed in…',
  signedInAs: 'Signed in as',
  continueSignedIn: 'Go to your dashboard',
  /** One answer for an unknown e-mail and a wrong password, so the page never tells which accounts exist. */
  wrongCredentials: 'The e-mail or password is incorrect.',
  lockedOut: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  emailRequired: 'Enter your e-mail address',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com',
  passwordRequired: 'Enter your password',
  signInCheckFailed: 'We could not check whether you are signed in. Please try again.',
});
