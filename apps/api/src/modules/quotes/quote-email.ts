import {
  decimalToCents,
  currentI18n,
  displayDateText,
  formatMoney,
  MAIL_MESSAGES,
  MESSAGES,
  PRODUCT_NAME,
  QUOTE_WEB_MESSAGES,
  tierLabel,
  type QuoteContact,
  type QuotedPlan,
} from '@benefit-store/domain';
import { escapeHtml } from '../shared/escape-html.js';

export interface QuoteEmailInput {
  recipientName: string;
  message: string | null;
  plans: QuotedPlan[];
  initialMonthCost: string;
  recurringMonthCost: string;
  premierInCart: boolean;
  agent: QuoteContact | null;
  /** MM/DD/YYYY, when the rep has chosen one. */
  effectiveDate: string | null;
  /** The quote link; null in the preview, which shows where the button will be. */
  link: string | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** Prices of 0 or less are not shown (spec: quote view); the same rule holds in the e-mail. */
const priceText = (price: string) => (decimalToCents(price) > 0 ? MESSAGES.pricePerMonth({ price: formatMoney(price) }) : '');

/**
 * Plans as text, without carrier logos: many mail clients block remote images, and the store's assets are served
 * same-origin only (Cross-Origin-Resource-Policy), so a logo would show as a broken image.
 */
function planRows(input: QuoteEmailInput): string {
  return input.plans
    .map(
      (plan) => `<tr>
<td style="padding:12px 8px;border-bottom:1px solid #e5e7eb"><strong>${escapeHtml(plan.plan_name)}</strong><br><span style="color:#4b5563;font-size:14px">${escapeHtml(tierLabel(plan.tier, { premierInCart: input.premierInCart }))}</span></td>
<td style="padding:12px 8px;border-bottom:1px solid #e5e7eb;text-align:right;white-space:nowrap">${escapeHtml(priceText(plan.price))}</td>
</tr>`,
    )
    .join('\n');
}

function contactHtml(agent: QuoteContact | null): string {
  if (!agent) return '';
  return `<p style="margin:24px 0 0;color:#374151">${escapeHtml(MAIL_MESSAGES.quoteMailRepresentative)} <strong>${escapeHtml(agent.name)}</strong><br>
<a href="mailto:${escapeHtml(agent.email)}" style="color:#0b4f94">${escapeHtml(agent.email)}</a> · ${escapeHtml(agent.phone)}</p>`;
}

function buttonHtml(link: string | null): string {
  const style = 'display:inline-block;padding:12px 24px;border-radius:8px;background:#0b4f94;color:#ffffff;font-weight:600;text-decoration:none';
  const label = escapeHtml(MAIL_MESSAGES.quoteMailLinkLabel);
  if (link) return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="${style}">${label}</a></p>`;
  // The preview has no link yet: the quote and its link are created by Send.
  return `<p style="margin:24px 0"><span style="${style}">${label}</span><br><span style="color:#4b5563;font-size:13px">${escapeHtml(MAIL_MESSAGES.quoteMailLinkLater)}</span></p>`;
}

/** The quote e-mail (and, without a link, its preview). Every value that came from a person is escaped. */
export function renderQuoteEmail(input: QuoteEmailInput): RenderedEmail {
  const from = input.agent?.name ?? PRODUCT_NAME;
  const subject = MAIL_MESSAGES.quoteMailSubject({ from });
  const greeting = MAIL_MESSAGES.quoteMailGreeting({ name: input.recipientName });
  const intro = MAIL_MESSAGES.quoteMailIntro({ from });
  const effectiveDate = input.effectiveDate ? displayDateText(input.effectiveDate) : null;
  const message = input.message
    ? `<p style="margin:16px 0;padding:12px 16px;border-left:4px solid #0b4f94;background:#f4f6f9;white-space:pre-line">${escapeHtml(input.message)}</p>`
    : '';
  const effective = effectiveDate ? `<p style="margin:8px 0">${escapeHtml(MAIL_MESSAGES.quoteMailEffectiveDate)} <strong>${escapeHtml(effectiveDate)}</strong></p>` : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(currentI18n().locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(QUOTE_WEB_MESSAGES.quoteViewTitle)}</h1>
<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">${escapeHtml(intro)}</p>
${message}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${planRows(input)}
</table>
<p style="margin:8px 0">${escapeHtml(MAIL_MESSAGES.quoteMailFirstMonth)} <strong>${escapeHtml(formatMoney(input.initialMonthCost))}</strong><br>${escapeHtml(MAIL_MESSAGES.quoteMailMonthly)} <strong>${escapeHtml(formatMoney(input.recurringMonthCost))}</strong></p>
${effective}
${buttonHtml(input.link)}
<p style="margin:0;color:#4b5563;font-size:14px">${escapeHtml(MAIL_MESSAGES.quoteMailAnswer)}</p>
${contactHtml(input.agent)}
</div>
</body></html>`;
  const text = [
    greeting,
    '',
    intro,
    ...(input.message ? ['', input.message] : []),
    '',
    ...input.plans.map((p) => `- ${p.plan_name} (${tierLabel(p.tier, { premierInCart: input.premierInCart })})${priceText(p.price) ? `: ${priceText(p.price)}` : ''}`),
    '',
    `${MAIL_MESSAGES.quoteMailFirstMonth} ${formatMoney(input.initialMonthCost)}`,
    `${MAIL_MESSAGES.quoteMailMonthly} ${formatMoney(input.recurringMonthCost)}`,
    ...(effectiveDate ? [`${MAIL_MESSAGES.quoteMailEffectiveDate} ${effectiveDate}`] : []),
    '',
    input.link ? MAIL_MESSAGES.quoteMailLinkText({ link: input.link }) : MAIL_MESSAGES.quoteMailLinkLaterText,
    ...(input.agent ? ['', `${MAIL_MESSAGES.quoteMailRepresentative} ${input.agent.name}, ${input.agent.email}, ${input.agent.phone}`] : []),
  ].join('\n');
  return { subject, html, text };
}
