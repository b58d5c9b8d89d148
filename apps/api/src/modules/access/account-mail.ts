import { ACCOUNT_MESSAGES, PASSWORD_TOKEN_HOURS, SET_PASSWORD_PATH, type PasswordTokenPurpose } from '@benefit-store/domain';
import { escapeHtml } from '../shared/escape-html.js';

export interface AccountMail {
  subject: string;
  html: string;
  text: string;
}

/** The set-password link of a token: `<origin>/set-password?token=…` (the origin from linkOrigin(config) only). */
export const setPasswordLink = (origin: string, token: string) => `${origin}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;

/** The invitation or reset e-mail: who it is for, the link, how long it works. */
export function accountLinkMail(purpose: PasswordTokenPurpose, name: string, link: string): AccountMail {
  const hours = PASSWORD_TOKEN_HOURS[purpose];
  const subject = purpose === 'invite' ? ACCOUNT_MESSAGES.inviteMailSubject : ACCOUNT_MESSAGES.resetMailSubject;
  const intro = purpose === 'invite' ? ACCOUNT_MESSAGES.inviteMailIntro({ name }) : ACCOUNT_MESSAGES.resetMailIntro;
  const linkLine = purpose === 'invite' ? ACCOUNT_MESSAGES.inviteMailLink({ hours }) : ACCOUNT_MESSAGES.resetMailLink({ hours });
  const html = `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(linkLine)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  const text = `${intro}\n\n${linkLine}\n${link}\n`;
  return { subject, html, text };
}
