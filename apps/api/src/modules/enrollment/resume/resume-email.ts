import { calendarDateOf, currentI18n, ENROLLMENT_MESSAGES, PRODUCT_NAME, toUsDate } from '@benefit-store/domain';
import { escapeHtml } from '../../shared/escape-html.js';

export interface ResumeEmailInput {
  /** As the person should type it: formatResumeCode ('ABCDE-FGHJK'). */
  code: string;
  /** The direct-continue link. */
  link: string;
  expiresAt: Date;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** The Save & Continue Later e-mail: the resume code, the direct-continue link and until when both work. */
export function renderResumeEmail(input: ResumeEmailInput): RenderedEmail {
  const m = ENROLLMENT_MESSAGES;
  const subject = `${m.resumeMailSubject} - ${PRODUCT_NAME}`;
  const expiry = m.resumeMailExpiry({ date: toUsDate(calendarDateOf(input.expiresAt)) });
  const button =
    'display:inline-block;padding:12px 24px;border-radius:8px;background:#0b4f94;color:#ffffff;font-weight:600;text-decoration:none';
  const html = `<!doctype html>
<html lang="${escapeHtml(currentI18n().locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(m.resumeMailHeading)}</h1>
<p style="margin:0 0 8px">${escapeHtml(m.resumeMailIntro)}</p>
<p style="margin:16px 0;font-size:28px;font-weight:700;letter-spacing:4px;font-family:Consolas,Menlo,monospace" data-resume-code>${escapeHtml(input.code)}</p>
<p style="margin:0 0 8px">${escapeHtml(m.resumeMailLinkIntro)}</p>
<p style="margin:16px 0 24px"><a href="${escapeHtml(input.link)}" style="${button}">${escapeHtml(m.resumeMailLinkLabel)}</a></p>
<p style="margin:0 0 8px;color:#4b5563;font-size:14px">${escapeHtml(expiry)}</p>
<p style="margin:0;color:#4b5563;font-size:14px">${escapeHtml(m.resumeMailIgnore)}</p>
</div>
</body></html>`;
  const text = [m.resumeMailHeading, '', m.resumeMailIntro, '', input.code, '', m.resumeMailLinkIntro, input.link, '', expiry, m.resumeMailIgnore].join('\n');
  return { subject, html, text };
}
