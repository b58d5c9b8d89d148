import { describe, expect, it } from 'vitest';
import type { QuotedPlan } from '@benefit-store/domain';
import { renderQuoteEmail, type QuoteEmailInput } from './quote-email.js';

const plan = (name: string, price: string, tier: QuotedPlan['tier'] = 'IO'): QuotedPlan => ({
  plan_id: 1,
  plan_pricing_id: 1,
  plan_name: name,
  plan_logo: '/assets/x.svg',
  plan_category: 'dental',
  plan_type: 'ST',
  plan_short_text: '',
  body_text: '',
  tier,
  price,
});

const input = (overrides: Partial<QuoteEmailInput> = {}): QuoteEmailInput => ({
  recipientName: 'Jane Doe',
  message: null,
  plans: [plan('Bright Dental', '23.50')],
  initialMonthCost: '23.50',
  recurringMonthCost: '23.50',
  premierInCart: false,
  agent: { name: 'Jordan Lee', email: 'jordan@example.com', phone: '(512) 555-0142' },
  effectiveDate: null,
  link: 'https://store.example.com/save-cart-direct-continue/abc/Y2FydF9pbmZv',
  ...overrides,
});

describe('renderQuoteEmail', () => {
  it.each([
    ['a positive price is shown', '23.50', true],
    ['a zero price is hidden', '0.00', false],
    ['a negative price is hidden', '-5.00', false],
  ])('%s', (_case, price, shown) => {
    const { html, text } = renderQuoteEmail(input({ plans: [plan('Bright Dental', price)] }));
    const money = `$${Math.abs(Number(price)).toFixed(2)}/month`;
    expect(html.includes(money)).toBe(shown);
    expect(text.includes(money)).toBe(shown);
  });

  it.each([
    ['the name', { recipientName: '<b>Jane</b>' }, '&lt;b&gt;Jane&lt;/b&gt;', '<b>Jane</b>'],
    ['the message', { message: '<img src=x onerror=alert(1)>' }, '&lt;img src=x onerror=alert(1)&gt;', '<img src=x'],
    ['the plan name', { plans: [plan('A "quoted" & <odd> plan', '1.00')] }, 'A &quot;quoted&quot; &amp; &lt;odd&gt; plan', '<odd>'],
  ])('escapes %s', (_case, overrides, escaped, raw) => {
    const { html } = renderQuoteEmail(input(overrides as Partial<QuoteEmailInput>));
    expect(html).toContain(escaped);
    expect(html).not.toContain(raw);
  });

  it('carries the link in both bodies, and the preview (no link) says it comes with the sending', () => {
    const sent = renderQuoteEmail(input());
    expect(sent.html).toContain('href="https://store.example.com/save-cart-direct-continue/abc/Y2FydF9pbmZv"');
    expect(sent.text).toContain('https://store.example.com/save-cart-direct-continue/abc/Y2FydF9pbmZv');
    const preview = renderQuoteEmail(input({ link: null }));
    expect(preview.html).not.toContain('href="http');
    expect(preview.html).toContain('The link to the quote is added when it is sent.');
  });

  it('names the rep in the subject, or the store without one, and shows the premier IC label', () => {
    expect(renderQuoteEmail(input()).subject).toBe('Your benefits quote from Jordan Lee');
    expect(renderQuoteEmail(input({ agent: null })).subject).toBe('Your benefits quote from Benefit Store');
    expect(renderQuoteEmail(input({ plans: [plan('P', '1.00', 'IC')], premierInCart: true })).text).toContain('Member + 1 Child');
  });
});
