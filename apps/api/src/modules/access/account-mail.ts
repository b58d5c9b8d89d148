import { ACCOUNT_MESSAGES, PASSWORD_TOKEN_HOURS, SET_PASSWORD_PATH, SET_PASSWORD_TOKEN_PARAM, type PasswordTokenPurpose } from '@benefit-store/domain';
import { escapeHtml } from '../shared/escape-html.js';

export interface AccountMail {
  subject: string;
  html: string;
  text: string;
}

/** The set-password link of a token: `<origin>/set-password?token=…` (the origin from linkOrigin(config) only). */
export function setPasswordLink(origin: string, token: string): string {
  const url = new URL(`${origin}${SET_PASSWORD_PATH}`);
  url.searchParams.set(SET_PASSWORD_TOKEN_PARAM, token);
  return url.toString();
}

/** Each link's texts: who it is for, how long it works. */
const TEXTS: Record<PasswordTokenPurpose, { subject: () => string; intro: (name: string) => string; link: (hours: number) => string }> = {
  invite: {
    subject: () => ACCOUNT_MESSAGES.inviteMailSubject,
    intro: (name) => ACCOUNT_MESSAGES.inviteMailIntro({ name }),
    link: (hours) => ACCOUNT_MESSAGES.inviteMailLink({ hours }),
  },
  reset: {
    subject: () => ACCOUNT_MESSAGES.resetMailSubject,
    intro: () => ACCOUNT_MESSAGES.resetMailIntro,
    link: (hours) => ACCOUNT_MESSAGES.resetMailLink({ hours }),
  },
};

/** The invitation or reset e-mail: who it is for, the link, how long it works. */
export function accountLinkMail(purpose: PasswordTokenPurpose, name: string, link: string): AccountMail {
  const texts = TEXTS[purpose];
  const intro = texts.intro(name);
  const linkLine = texts.link(PASSWORD_TOKEN_HOURS[purpose]);
  const html = `<p>${escapeHtml(intro)}</p>\n<p>${escapeHtml(linkLine)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`;
  const text = `${intro}\n\n${linkLine}\n${link}\n`;
  return { subject: texts.subject(), html, text };
}
