import { formatMoney, PRODUCT_NAME, tierLabel, type QuoteContact, type QuotedPlan } from '@benefit-store/domain';
import { escapeHtml } from './escape-html.js';

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

const LINK_LABEL = 'Review your quote';

/** Prices of 0 or less are not shown (spec: quote view); the same rule holds in the e-mail. */
const priceText = (price: string) => (Number.parseFloat(price) > 0 ? `${formatMoney(price)}/month` : '');

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
  return `<p style="margin:24px 0 0;color:#374151">Your representative: <strong>${escapeHtml(agent.name)}</strong><br>
<a href="mailto:${escapeHtml(agent.email)}" style="color:#0b4f94">${escapeHtml(agent.email)}</a> · ${escapeHtml(agent.phone)}</p>`;
}

function buttonHtml(link: string | null): string {
  const style = 'display:inline-block;padding:12px 24px;border-radius:8px;background:#0b4f94;color:#ffffff;font-weight:600;text-decoration:none';
  if (link) return `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="${style}">${LINK_LABEL}</a></p>`;
  // The preview has no link yet: the quote and its link are created by Send.
  return `<p style="margin:24px 0"><span style="${style}">${LINK_LABEL}</span><br><span style="color:#4b5563;font-size:13px">The link to the quote is added when it is sent.</span></p>`;
}

/** The quote e-mail (and, without a link, its preview). Every value that came from a person is escaped. */
export function renderQuoteEmail(input: QuoteEmailInput): RenderedEmail {
  const from = input.agent?.name ?? PRODUCT_NAME;
  const subject = `Your benefits quote from ${from}`;
  const greeting = `Hello ${input.recipientName},`;
  const intro = `${from} has prepared a quote for the plans below.`;
  const message = input.message
    ? `<p style="margin:16px 0;padding:12px 16px;border-left:4px solid #0b4f94;background:#f4f6f9;white-space:pre-line">${escapeHtml(input.message)}</p>`
    : '';
  const effective = input.effectiveDate ? `<p style="margin:8px 0">Proposed effective date: <strong>${escapeHtml(input.effectiveDate)}</strong></p>` : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<h1 style="margin:0 0 16px;font-size:22px">Your quote</h1>
<p style="margin:0 0 8px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">${escapeHtml(intro)}</p>
${message}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${planRows(input)}
</table>
<p style="margin:8px 0">First month: <strong>${escapeHtml(formatMoney(input.initialMonthCost))}</strong><br>Monthly: <strong>${escapeHtml(formatMoney(input.recurringMonthCost))}</strong></p>
${effective}
${buttonHtml(input.link)}
<p style="margin:0;color:#4b5563;font-size:14px">From the link you can accept the quote and enroll, or decline it. Declining also stops reminder e-mails about this cart.</p>
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
    `First month: ${formatMoney(input.initialMonthCost)}`,
    `Monthly: ${formatMoney(input.recurringMonthCost)}`,
    ...(input.effectiveDate ? [`Proposed effective date: ${input.effectiveDate}`] : []),
    '',
    input.link ? `${LINK_LABEL}: ${input.link}` : `${LINK_LABEL}: the link is added when the quote is sent.`,
    ...(input.agent ? ['', `Your representative: ${input.agent.name}, ${input.agent.email}, ${input.agent.phone}`] : []),
  ].join('\n');
  return { subject, html, text };
}
