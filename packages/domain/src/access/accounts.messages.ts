import { defineCatalog, icu } from '../i18n/catalog.js';
import compiled from '../i18n/compiled/en.accounts.js';

/**
 * Account lifecycle (issue 23) on the storefront side and in the API: forgotten password, set-password links (invites
 * and resets, all three roles), the password policy (NIST SP 800-63B-4) and the e-mails that carry the links.
 * Each text once across all catalogs (messages.test.ts).
 */
export const ACCOUNT_MESSAGES = /* @__PURE__ */ defineCatalog(
  'accounts',
  {
    // Password policy.
    passwordTooShort: icu<{ min: number }>('Use at least {min} characters'),
    passwordTooLong: icu<{ max: number }>('Use at most {max} characters'),
    passwordTooCommon: 'This password is too common: choose another',
    passwordsDoNotMatch: 'The passwords do not match',
    confirmRequired: 'Enter the password again',
    linkExpired: 'This link has expired or was already used',
    // /sign-in's link and /forgot-password.
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Reset your password',
    forgotIntro: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    forgotSubmit: 'Send the link',
    forgotSubmitting: 'Sending…',
    /** One answer whether or not the address has an account. */
    forgotSent: 'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
    backToSignIn: 'Back to sign-in',
    // /set-password.
    setTitle: 'Choose your password',
    setChecking: 'Checking your link…',
    setCheckFailed: 'We could not check your link. Please try again.',
    setIntro: icu<{ email: string }>('Choose a password for {email}. Long passphrases are welcome; no special characters are required.'),
    setNewPassword: 'New password',
    setConfirmPassword: 'New password again',
    setHint: icu<{ min: number }>('At least {min} characters. Avoid passwords that others use.'),
    setSubmit: 'Save the password',
    setSubmitting: 'Saving…',
    setDone: 'Your password is set. Sign in with it.',
    setDoneOperator: 'Your password is set. Next, set up your second factor.',
    continueToSignIn: 'Continue to sign-in',
    continueToConsole: 'Set up the second factor',
    // E-mails.
    inviteMailSubject: 'You are invited to Benefit Store',
    inviteMailIntro: icu<{ name: string }>('Hello {name}, an account has been created for you at Benefit Store.'),
    inviteMailLink: icu<{ hours: number }>('Choose your password within {hours} hours with this link (it works once):'),
    resetMailSubject: 'Reset your Benefit Store password',
    resetMailIntro: 'Someone asked to reset the password of your Benefit Store account. If it was not you, ignore this e-mail.',
    resetMailLink: icu<{ hours: number }>('Choose a new password within {hours, plural, one {# hour} other {# hours}} with this link (it works once):'),
  },
  compiled,
);
