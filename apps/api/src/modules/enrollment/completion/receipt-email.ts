import { COMPLETION_MESSAGES, currentI18n, displayDateText, formatMoney, isOrderTotal, orderLines, PRODUCT_NAME } from '@benefit-store/domain';
import { escapeHtml } from '../../shared/escape-html.js';
import type { RenderedEmail } from '../resume/resume-email.js';
import type { SignedRecordContent } from './signed-record-content.js';

/**
 * The 'Enrollment Receipt' e-mail (spec 002 section 1): to the person, or to the client (the rep), with the
 * confirmation number, the plans and their costs; the PDF copy of the application goes as its attachment.
 */
export function renderReceiptEmail(content: SignedRecordContent, forClient: boolean): RenderedEmail {
  const m = COMPLETION_MESSAGES;
  const subject = `${m.receiptTitle} - ${content.policy_id} - ${PRODUCT_NAME}`;
  const intro = forClient ? m.mailClientIntro({ name: content.person.name }) : m.mailIntro({ name: content.person.name });
  const effective = content.effective_date ? m.mailEffectiveDate({ date: displayDateText(content.effective_date) }) : '';
  // The review's order summary lines (domain orderLines): plans, membership, one-time fees; then the two totals.
  const plans = orderLines(content.cart)
    .filter((l) => !isOrderTotal(l))
    .map((l) => `${l.label}: ${l.value}`);
  const first = m.mailFirstMonth({ amount: formatMoney(content.cart.initial_month_cost) });
  const recurring = m.mailRecurring({ amount: formatMoney(content.cart.recurring_month_cost) });
  const html = `<!doctype html>
<html lang="${escapeHtml(currentI18n().locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(m.receiptTitle)}</h1>
<p style="margin:0 0 12px">${escapeHtml(intro)}</p>
<p style="margin:0 0 4px;color:#4b5563;font-size:14px">${escapeHtml(m.confirmationLabel)}</p>
<p style="margin:0 0 16px;font-size:24px;font-weight:700;letter-spacing:2px;font-family:Consolas,Menlo,monospace" data-policy-id>${escapeHtml(content.policy_id)}</p>
${effective ? `<p style="margin:0 0 12px">${escapeHtml(effective)}</p>` : ''}
<h2 style="margin:16px 0 8px;font-size:18px">${escapeHtml(m.mailPlansHeading)}</h2>
<ul style="margin:0 0 12px;padding-left:20px">${plans.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>
<p style="margin:0 0 4px">${escapeHtml(first)}</p>
<p style="margin:0">${escapeHtml(recurring)}</p>
</div>
</body></html>`;
  const text = [m.receiptTitle, '', intro, '', `${m.confirmationLabel}: ${content.policy_id}`, effective, '', m.mailPlansHeading, ...plans, '', first, recurring]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  return { subject, html, text };
}

/** The text message sent when the review asked for one (send_sms 1). */
export const renderReceiptSms = (policyId: string) => COMPLETION_MESSAGES.smsText({ policy: policyId });

/** The attachment's file name: the confirmation number, so the person finds it again. */
export const receiptPdfFilename = (policyId: string) => `${policyId}.pdf`;
