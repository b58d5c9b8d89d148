/**
 * The enrollment wizard's texts (personal and contact information, one-time codes, resume codes, cancel,
 * signature). Kept apart from MESSAGES so that the landing page, which loads MESSAGES, does not carry the
 * wizard's words: a catalog split by area, as the i18n work needs. Same rules as messages.ts: the spec's wording
 * verbatim, each text once (messages.test.ts checks across both).
 */
export const ENROLLMENT_MESSAGES = {
  // Enrollment wizard: questions, personal and contact information, signature, cancel.
  answerShouldBeYes: '*Answer should be Yes to continue',
  answerYesToContinue: 'Please answer yes in order to continue',
  answerShouldBeYesNo: '*Answer should be Yes/No to continue',
  invalidFirstName: 'Please enter valid first name',
  invalidLastName: 'Please enter valid last name',
  invalidMiddleName: 'Please enter valid middle name',
  weightNotPositive: 'Weight cannot be zero or less',
  heightNotZero: 'Height cannot be zero',
  inchInvalid: 'Inch is invalid',
  invalidWeight: 'Please enter a weight of 1 to 999 lbs',
  invalidHeightFeet: 'Please enter the height in feet as one digit',
  invalidSsn: 'Invalid Social Security Number',
  invalidContactEmail: 'Invalid email format. Please enter a valid email',
  invalidContactPhone: 'Invalid phone number. Please enter a 10-digit numeric phone number',
  priorTermBeforeEffective: 'Termination date cannot be before the effective date',
  invalidState: 'Please choose a valid state',
  uspsAddressMismatch: 'City, state and zip code do not match. Please check the address or uncheck USPS Address Validation.',
  signatureRequired: 'Signature is required',
  cancelEnrollmentConfirm: 'Are you sure you want to cancel the enrollment?',
  somethingWentWrongSave: 'Something went wrong. Please save your enrollment.',

  // Access: one-time codes and resume links.
  otpEnterValidEmail: 'Enter a valid email address',
  otpEnterValidPhone: 'Enter a valid contact number',
  otpEmptyEmail: 'Please enter OTP sent to your provided email to proceed.',
  otpEmptyPhone: 'Please enter OTP sent to your provided phone number to proceed.',
  otpTooShort: 'Please enter 6 digit OTP inorder to proceed',
  otpResendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  otpVerified: 'Verification Successful!',
  otpWrong: (triesLeft: number) =>
    triesLeft === 1 ? 'The code is not correct. You have 1 try left.' : `The code is not correct. You have ${triesLeft} tries left.`,
  otpExpired: 'This code has expired. Please request a new code.',
  otpLocked: 'Too many wrong codes. Please request a new code.',
  otpAlreadyUsed: 'This code was already used. Please request a new code.',
  invalidResumeCode: 'Please enter the code exactly as it appears in your e-mail.',
} as const;
