import {
  PasswordLinkSchema,
  PasswordResetRequestedSchema,
  SetPasswordAnswerSchema,
  type PasswordLink,
  type RequestPasswordReset,
  type SetPassword,
  type SetPasswordAnswer,
} from '@benefit-store/domain';
import { api } from '../../../lib/api-client';

/** POST request-password-reset { email }: mails a link when the address has an account (the same answer either way). */
export function requestPasswordReset(body: RequestPasswordReset): Promise<null> {
  return api.post('request-password-reset', PasswordResetRequestedSchema, body);
}

/** POST password-link { token }: whose link it is and the shortest password its role takes (410 when it has ended). */
export function readPasswordLink(token: string): Promise<PasswordLink> {
  return api.post('password-link', PasswordLinkSchema, { token });
}

/** POST set-password { token, password, confirm }: sets the password and uses the link up. */
export function setPassword(body: SetPassword): Promise<SetPasswordAnswer> {
  return api.post('set-password', SetPasswordAnswerSchema, body);
}
