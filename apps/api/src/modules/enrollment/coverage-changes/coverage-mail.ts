import { COVERAGE_MAIL_MESSAGES as M, currentI18n, displayDateText, MAIL_MESSAGES, PRODUCT_NAME } from '@benefit-store/domain';
import { escapeHtml } from '../../shared/escape-html.js';
import type { CompletedEnrollment } from '../completion/completed-enrollment.types.js';
import type { RenderedEmail } from '../resume/resume-email.js';
import type { CoverageChange } from './current-view.js';

const fullName = (p: { firstName: string; middleName: string; lastName: string }) => [p.firstName, p.middleName, p.lastName].filter(Boolean).join(' ');

/** The one line that says what changed, from the enrollment after the change (its current view), by the change's kind. */
const WHAT_CHANGED: Record<CoverageChange['kind'], (change: CoverageChange, after: CompletedEnrollment) => string> = {
  cancel_plan: (change, after) => {
    const plan = after.plans.find((p) => p.planId === change.planId);
    return M.cancelled({ plan: plan?.planName ?? '', date: displayDateText(plan?.endDate ?? '') });
  },
  terminate: (change, after) => M.terminated({ plan: after.plans.find((p) => p.planId === change.planId)?.planName ?? '', date: displayDateText(change.endDate ?? '') }),
  correct_name: (_change, after) => M.nameCorrected({ name: fullName(after.subscriber) }),
  correct_address: (_change, { address: a }) => M.addressCorrected({ address: [a.address1, a.address2, a.city, `${a.state} ${a.zip}`].filter(Boolean).join(', ') }),
  correct_dependent: (change, after) => {
    const dependent = after.dependents[(change.dependent ?? 0) - 1];
    return M.dependentCorrected({ name: dependent ? fullName(dependent) : '' });
  },
};
const whatChanged = (change: CoverageChange, after: CompletedEnrollment) => WHAT_CHANGED[change.kind](change, after);

/**
 * The member's "your coverage has changed" e-mail (issue 25 item 4), in the active language (the caller runs it in
 * the enrollment's): what changed and from when. Not the staff's reason, an internal note (decision 0086).
 */
export function renderCoverageChangeEmail(change: CoverageChange, after: CompletedEnrollment): RenderedEmail {
  const subject = `${M.subject({ policy: after.policyId })} - ${PRODUCT_NAME}`;
  const lines = [MAIL_MESSAGES.quoteMailGreeting({ name: fullName(after.subscriber) }), M.intro({ policy: after.policyId }), whatChanged(change, after), M.carriersInformed, M.notRight];
  const html = `<!doctype html>
<html lang="${escapeHtml(currentI18n().locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
${lines.map((l, i) => `<p style="margin:0 0 12px">${i === 2 ? `<strong>${escapeHtml(l)}</strong>` : escapeHtml(l)}</p>`).join('\n')}
</div>
</body></html>`;
  return { subject, html, text: lines.join('\n\n') };
}
