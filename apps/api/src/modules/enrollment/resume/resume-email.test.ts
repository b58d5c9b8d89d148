import { describe, expect, it } from 'vitest';
import { renderResumeEmail } from './resume-email.js';

describe('the Save & Continue Later e-mail', () => {
  const mail = renderResumeEmail({
    code: 'ABCDE-FGHJK',
    link: 'https://store.example.com/direct-continue/abc/Y29udGFjdF9pbmZv?x="<b>',
    expiresAt: new Date(2026, 3, 9, 12),
  });

  it('carries the code, the link and the last day both work, in HTML and text', () => {
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('ABCDE-FGHJK');
      expect(body).toContain('The code and the link are valid until 04/09/2026.');
    }
    expect(mail.text).toContain('https://store.example.com/direct-continue/abc/Y29udGFjdF9pbmZv?x="<b>');
    expect(mail.subject).toBe('Your enrollment code - Benefit Store');
  });

  it('escapes the link in the HTML', () => {
    expect(mail.html).toContain('href="https://store.example.com/direct-continue/abc/Y29udGFjdF9pbmZv?x=&quot;&lt;b&gt;"');
    expect(mail.html).not.toContain('<b>');
  });
});
