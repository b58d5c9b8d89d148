import { z } from 'zod';
import { StaffSignInSchema } from '../access/staff-session.schema.js';
import { CONSOLE_ACCOUNT_MESSAGES } from './console-accounts.messages.js';
import { OperatorMeSchema } from './operator.schema.js';

/**
 * Operators' sessions (issue 23): shorter than reps' (30 minutes idle, 12 hours in all), since an operator can change
 * every account and the catalog.
 */
export const OPERATOR_SESSION_IDLE_MINUTES = 15;
export const OPERATOR_SESSION_ABSOLUTE_HOURS = 8;
/** The step between the password and the second factor: bound to the browser, this long, this many wrong codes. */
export const SECOND_FACTOR_STEP_MINUTES = 5;
export const SECOND_FACTOR_SETUP_MINUTES = 15;
export const SECOND_FACTOR_MAX_TRIES = 5;
/**
 * Wrong codes per operator ACCOUNT, across all its steps and browsers, within 15 minutes: this many lock the
 * account's second step for 15 minutes (new steps are not opened, codes not checked), so opening fresh steps with the
 * password cannot guess the six digits.
 */
export const SECOND_FACTOR_ACCOUNT_MAX_WRONG = 10;
/** TOTP (RFC 6238): SHA-1, 6 digits, 30-second steps, one step either side accepted; a used step is refused. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Benefit Store';
/** Recovery codes given when the second factor is set up: each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_MAX = 40;
/** Where the console starts after sign-in: its home, the reports (decision 0084). */
export const CONSOLE_SIGN_IN_PATH = '/admin/sign-in';
export const CONSOLE_HOME_PATH = '/admin';

/** POST /api/v1/admin/sign-in: the same e-mail and password fields as the staff sign-in. */
export const ConsoleSignInSchema = StaffSignInSchema;

/** What the browser does next: enter a code, or (no second factor yet) set one up. */
export const CONSOLE_STEPS = ['second_factor', 'second_factor_setup'] as const;
export type ConsoleStep = (typeof CONSOLE_STEPS)[number];
export const ConsoleSignInAnswerSchema = z.object({ next: z.enum(CONSOLE_STEPS) });

/**
 * GET /api/v1/admin/sign-in/pending: the browser's pending step, or null. The set-up step carries the new secret
 * (base32) and its otpauth:// URI, shown until a code confirms them.
 */
export const PendingConsoleStepSchema = z
  .discriminatedUnion('step', [
    z.object({ step: z.literal('second_factor'), email: z.string() }),
    z.object({ step: z.literal('second_factor_setup'), email: z.string(), secret: z.string(), otpauth_uri: z.string() }),
  ])
  .nullable();
export type PendingConsoleStep = z.infer<typeof PendingConsoleStepSchema>;

const totpCode = z
  .string({ error: CONSOLE_ACCOUNT_MESSAGES.codeRequired })
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().min(1, { error: CONSOLE_ACCOUNT_MESSAGES.codeRequired, abort: true }).regex(/^\d{6}$/, { error: CONSOLE_ACCOUNT_MESSAGES.codeInvalid }));

/** POST /api/v1/admin/sign-in/second-factor: a TOTP code, or one recovery code. */
export const SecondFactorSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({
    method: z.literal('recovery'),
    code: z
      .string({ error: CONSOLE_ACCOUNT_MESSAGES.recoveryRequired })
      .trim()
      .min(1, { error: CONSOLE_ACCOUNT_MESSAGES.recoveryRequired })
      .max(RECOVERY_CODE_MAX, { error: CONSOLE_ACCOUNT_MESSAGES.codeWrong }),
  }),
]);
export type SecondFactor = z.input<typeof SecondFactorSchema>;

/** POST /api/v1/admin/sign-in/second-factor-setup: the first code of the new secret. */
export const SecondFactorSetupSchema = z.object({ code: totpCode });
export type SecondFactorSetup = z.input<typeof SecondFactorSetupSchema>;
/** The recovery codes (shown once) and who is now signed in. */
export const SecondFactorSetupAnswerSchema = z.object({ recovery_codes: z.array(z.string()), operator: OperatorMeSchema });
export type SecondFactorSetupAnswer = z.infer<typeof SecondFactorSetupAnswerSchema>;
export const ConsoleSignedOutSchema = z.null();
