import {
  ConsoleSignInAnswerSchema,
  OperatorMeSchema,
  PendingConsoleStepSchema,
  SecondFactorSetupAnswerSchema,
  type OperatorMe,
  type PendingConsoleStep,
  type SecondFactor,
  type SecondFactorSetupAnswer,
  type StaffSignIn,
} from '@benefit-store/domain';
import { api } from '../../../../lib/api-client';
import { ADMIN_QUERY_ROOT } from '../../shell/api/operator-session';

export const pendingStepKey = [ADMIN_QUERY_ROOT, 'sign-in-step'] as const;

/** GET admin/sign-in/pending: this browser's pending second step, or null. */
export function getPendingStep(signal?: AbortSignal): Promise<PendingConsoleStep> {
  return api.get('admin/sign-in/pending', PendingConsoleStepSchema, undefined, signal);
}

/** POST admin/sign-in { email, password }: opens the second step. */
export function consoleSignIn(body: StaffSignIn) {
  return api.post('admin/sign-in', ConsoleSignInAnswerSchema, body);
}

/** POST admin/sign-in/second-factor { method, code }: signs in. */
export function sendSecondFactor(body: SecondFactor): Promise<OperatorMe> {
  return api.post('admin/sign-in/second-factor', OperatorMeSchema, body);
}

/** POST admin/sign-in/second-factor-setup { code }: confirms the new second factor; answers the recovery codes. */
export function confirmSetup(code: string): Promise<SecondFactorSetupAnswer> {
  return api.post('admin/sign-in/second-factor-setup', SecondFactorSetupAnswerSchema, { code });
}
