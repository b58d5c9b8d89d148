import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agents, outboxMessages, quotes } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { QUOTES_PER_HOUR } from '@benefit-store/domain';

let t: TestApp;
// The app's clock: the expiry test moves it, nothing fakes the global Date.
const clock = new FixedClock('2026-03-10T12:00:00Z');
let rep: Browser;
let enrollmentId: string;
let cartLines: { plan_id: number; plan_pricing_id: number }[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  const [agent] = await t.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
  rep = new Browser(t.app);
  enrollmentId = await startEnrollment(rep, { agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
  const listing = await rep.get('get-filtered-plans', { enrollment_id: enrollmentId, categories: 'dental' });
  const card = listing.json().data.result[0].plans[0];
  const added = await rep.post('add-plan-to-cart', { enrollment_id: enrollmentId, plan_id: card.plan_id, plan_pricing_id: card.ppid });
  expect(added.statusCode).toBe(200);
  cartLines = [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }];
});
afterAll(async () => {
  await t.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({ name: 'Jane Doe', email: 'jane@example.com', message: 'Here is the plan we talked about.', ...overrides });

function sendQuote(browser: Browser, overrides: Record<string, unknown> = {}, id = enrollmentId) {
  return browser.post('save-enrollment', { enrollment_id: id, tab: 'cart_info', ...form(overrides), data: { plans: cartLines } });
}

function preview(browser: Browser, overrides: Record<string, unknown> = {}) {
  const query = Object.fromEntries(Object.entries({ enrollment_id: enrollmentId, tab: 'cart_info', type: 'preview', ...form(overrides) }).filter(([, v]) => v !== undefined));
  return browser.get('get-quote-preview-content', query as Record<string, string>);
}

/** The link in the newest e-mail to `email`, read from /dev/outbox by the rep who sent it (each browser sees its own mail). */
async function linkFromOutbox(email: string): Promise<{ id: string; tab: string; href: string }> {
  const list = await rep.get('dev/outbox');
  const summary = list.json().data.result.find((m: { recipient: string }) => m.recipient === email);
  const message = await rep.get(`dev/outbox/${summary.id}`);
  const match = /href="(https?:\/\/[^"]+\/save-cart-direct-continue\/([^/"]+)\/([^/"]+))"/.exec(message.json().data.html);
  if (!match) throw new Error('no quote link in the e-mail');
  return { href: match[1]!, id: match[2]!, tab: match[3]! };
}

async function outboxCount(): Promise<number> {
  return (await t.app.database.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;
}

describe('the save cart / send quote form', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['a missing name', { name: undefined }, 'name', 'Field is required'],
    ['a blank name', { name: '   ' }, 'name', 'Field is required'],
    ['a name with digits', { name: 'Jane 2' }, 'name', 'Please enter valid name'],
    ['a name with punctuation', { name: 'Jane <Doe>' }, 'name', 'Please enter valid name'],
    ['a missing e-mail', { email: undefined }, 'email', 'Field is required'],
    ['a blank e-mail', { email: '' }, 'email', 'Field is required'],
    ['an e-mail without a domain', { email: 'jane@' }, 'email', 'Please enter valid email address'],
    ['an e-mail with spaces', { email: 'jane doe@example.com' }, 'email', 'Please enter valid email address'],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message', 'Must be at most 1000 characters'],
  ];

  it.each(cases)('save-enrollment refuses %s under its field', async (_case, overrides, field, message) => {
    const before = await outboxCount();
    const response = await sendQuote(rep, overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
    expect(response.json().data).toContainEqual({ target_element: field, error_message: message });
    expect(await outboxCount()).toBe(before);
  });

  it.each(cases)('get-quote-preview-content refuses %s under its field', async (_case, overrides, field, message) => {
    const response = await preview(rep, overrides);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({ target_element: field, error_message: message });
  });

  it('accepts names in any alphabet and no message at all', async () => {
    expect((await preview(rep, { name: 'Ana María Núñez', message: undefined })).statusCode).toBe(200);
  });
});

describe('get-quote-preview-content', () => {
  it('renders the e-mail with the plans and the escaped message, without a link, and saves nothing', async () => {
    const before = await outboxCount();
    const response = await preview(rep, { message: '<script>alert(1)</script> & more' });
    expect(response.statusCode).toBe(200);
    const html: string = response.json().data.content;
    expect(html).toContain('Test Dental');
    expect(html).toContain('Hello Jane Doe,');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('save-cart-direct-continue');
    expect(html).toContain('Tess Agent'); // the rep's contact, from the agent data
    expect(await outboxCount()).toBe(before);
  });
});

describe('save-enrollment with the cart', () => {
  it('creates a quote and writes its e-mail, with the link, to the outbox in one go', async () => {
    const response = await sendQuote(rep, { email: 'first@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', data: { result: { email: 'first@example.com' } } });

    const [quote] = await t.app.database.db.select().from(quotes).where(eq(quotes.recipientEmail, 'first@example.com'));
    expect(quote).toMatchObject({ enrollmentId, recipientName: 'Jane Doe', status: 'sent', answeredAt: null });
    const [mail] = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, quote!.outboxMessageId));
    expect(mail).toMatchObject({ channel: 'email', template: 'quote', recipient: 'first@example.com', idempotencyKey: `quote:${quote!.id}` });
    expect(mail!.html).toContain('Test Dental');
    expect(mail!.text).toContain('/save-cart-direct-continue/');
  });

  it('refuses a cart that changed since the rep looked at it, and sends nothing', async () => {
    const before = await outboxCount();
    const response = await rep.post('save-enrollment', { enrollment_id: enrollmentId, tab: 'cart_info', ...form(), data: { plans: [] } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The cart has changed. Please review it and send the quote again.');
    expect(await outboxCount()).toBe(before);
  });

  it("refuses an empty cart with 'No items in cart.'", async () => {
    const other = new Browser(t.app);
    const emptyId = await startEnrollment(other);
    const response = await other.post('save-enrollment', { enrollment_id: emptyId, tab: 'cart_info', ...form(), data: { plans: [] } });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('No items in cart.');
  });

  it('answers 404 to a browser that does not hold the enrollment', async () => {
    const stranger = new Browser(t.app);
    await startEnrollment(stranger);
    expect((await sendQuote(stranger)).statusCode).toBe(404);
    expect((await preview(stranger)).statusCode).toBe(404);
    expect((await stranger.get('get-quote-detail', { enrollment_id: enrollmentId })).statusCode).toBe(404);
    expect((await stranger.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 0 })).statusCode).toBe(404);
  });
});

describe('the effective date chosen in the cart before Save Cart', () => {
  // Its own app: the quotes sent here do not count against the hourly quote limit of the other tests.
  let own: TestApp;
  let seller: Browser;
  let id: string;
  let lines: { plan_id: number; plan_pricing_id: number }[];
  beforeAll(async () => {
    own = await createTestApp({ clock });
    const [agent] = await own.app.database.db.select({ id: agents.id }).from(agents).where(eq(agents.accessCode, 'TEST1234'));
    seller = new Browser(own.app);
    id = await startEnrollment(seller, { agent_id: agent!.id, eprocess: 'rep', open_type: 'agent' });
    const card = (await seller.get('get-filtered-plans', { enrollment_id: id, categories: 'dental' })).json().data.result[0].plans[0];
    expect((await seller.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid })).statusCode).toBe(200);
    lines = [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }];
  });
  afterAll(async () => {
    await own.close();
  });
  const send = (overrides: Record<string, unknown>) => seller.post('save-enrollment', { enrollment_id: id, tab: 'cart_info', ...form(overrides), data: { plans: lines } });
  const sentCount = async () => (await own.app.database.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;

  it('is kept with the quote, named in its e-mail and preselected in the quote view', async () => {
    const offered: string[] = (await seller.get('get-cart-effective-dates', { enrollment_id: id })).json().data.result;
    // Not the first offered date: the view used to fall back to that one.
    const chosen = offered[2]!;
    const previewed = await seller.get('get-quote-preview-content', { enrollment_id: id, tab: 'cart_info', type: 'preview', name: 'Jane Doe', email: 'jane@example.com', effective_date: chosen });
    expect(previewed.statusCode).toBe(200);
    expect(previewed.json().data.content).toContain(chosen);

    expect((await send({ email: 'dated@example.com', effective_date: chosen })).statusCode).toBe(200);
    const [quote] = await own.app.database.db.select().from(quotes).where(eq(quotes.recipientEmail, 'dated@example.com'));
    const [mail] = await own.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, quote!.outboxMessageId));
    expect(mail!.text).toContain(chosen);
    const link = /\/save-cart-direct-continue\/([^/"\s]+)\//.exec(mail!.text)![1]!;

    const client = new Browser(own.app);
    expect((await client.get(`direct-continue/${link}`)).statusCode).toBe(200);
    const detail = (await client.get('get-quote-detail', { enrollment_id: id })).json().data;
    expect(detail.effective_date).toBe(chosen);
    expect(detail.effective_dates).toContain(chosen);
  });

  it('refuses a date the cart does not offer, or one that does not exist, under effective_date and sends nothing', async () => {
    const before = await sentCount();
    const notOffered = await send({ effective_date: '01/01/2020' });
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().data).toEqual([{ target_element: 'effective_date', error_message: 'Please choose one of the offered effective dates.' }]);
    const impossible = await send({ effective_date: '02/30/2026' });
    expect(impossible.statusCode).toBe(422);
    expect(impossible.json().data).toContainEqual({ target_element: 'effective_date', error_message: 'This date does not exist' });
    expect(await sentCount()).toBe(before);
  });
});

describe('sending quotes in bulk', () => {
  it(`refuses the ${QUOTES_PER_HOUR + 1}th quote of one visitor within an hour with a 429 envelope`, async () => {
    const limited = await createTestApp({ config: { rateLimitMax: 600 } });
    try {
      const browser = new Browser(limited.app);
      const id = await startEnrollment(browser);
      const card = (await browser.get('get-filtered-plans', { enrollment_id: id, categories: 'dental' })).json().data.result[0].plans[0];
      await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
      const send = () =>
        browser.post('save-enrollment', { enrollment_id: id, tab: 'cart_info', ...form(), data: { plans: [{ plan_id: card.plan_id, plan_pricing_id: card.ppid }] } });
      for (let i = 0; i < QUOTES_PER_HOUR; i++) expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ status: 'error' });
    } finally {
      await limited.close();
    }
  });
});

describe('the quote link', () => {
  it("opens the quote in another browser, which then holds the enrollment and sees the quote as sent", async () => {
    await sendQuote(rep, { email: 'opens@example.com' });
    const link = await linkFromOutbox('opens@example.com');
    expect(Buffer.from(link.tab, 'base64url').toString()).toBe('cart_info');

    const client = new Browser(t.app);
    const opened = await client.get(`direct-continue/${link.id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.result).toMatchObject({ enrollment_id: enrollmentId, saved_tab: 'cart_info', others: { tier: 'IO', eprocess: 'rep' } });
    expect(client.hasSession).toBe(true);

    const detail = await client.get('get-quote-detail', { enrollment_id: enrollmentId });
    expect(detail.statusCode).toBe(200);
    const quote = detail.json().data;
    expect(quote).toMatchObject({ quote_name: 'Jane Doe', status: 'sent', answered_at: null });
    expect(quote.plans).toHaveLength(1);
    expect(quote.plans[0]).toMatchObject({ plan_name: 'Test Dental', tier: 'IO' });
    expect(quote.agent).toMatchObject({ name: 'Tess Agent' });
    expect(quote.effective_dates.length).toBeGreaterThanOrEqual(3);
  });

  it('answers 404 to a link whose token was changed, and creates no session for it', async () => {
    // Its own quote, so this test does not depend on the order or success of the others.
    expect((await sendQuote(rep, { email: 'tamper@example.com' })).statusCode).toBe(200);
    const { id } = await linkFromOutbox('tamper@example.com');
    // The genuine link opens, so every refusal below is caused by the change made to it.
    expect((await new Browser(t.app).get(`direct-continue/${id}`)).statusCode).toBe(200);
    const decoded = Buffer.from(id, 'base64url').toString();
    const tampered = [
      Buffer.from(decoded.replace(/^quote\.(.)/, (_m, c: string) => `quote.${c === 'A' ? 'B' : 'A'}`)).toString('base64url'),
      Buffer.from(decoded.split('.').map((part, i) => (i === 2 ? (Number.parseInt(part, 36) + 3600).toString(36) : part)).join('.')).toString('base64url'),
      `${id.slice(0, -3)}AAA`,
      'bm90LWEtdG9rZW4',
      Buffer.from(decoded.replace(/^quote\./, 'resume.')).toString('base64url'),
    ];
    for (const candidate of tampered) {
      const visitor = new Browser(t.app);
      const response = await visitor.get(`direct-continue/${candidate}`);
      expect(response.statusCode, candidate).toBe(404);
      expect(response.json()).toEqual({ status: 'error', message: 'Not found', errorCode: 'notFound' });
      expect(visitor.hasSession).toBe(false);
    }
  });

  it('answers 404 once the link has expired (60 days)', async () => {
    expect((await sendQuote(rep, { email: 'expires@example.com' })).statusCode).toBe(200);
    const { id } = await linkFromOutbox('expires@example.com');
    const sentAt = clock.now();
    try {
      clock.set(new Date(sentAt.getTime() + 59 * 24 * 60 * 60 * 1000));
      expect((await new Browser(t.app).get(`direct-continue/${id}`)).statusCode).toBe(200);
      clock.set(new Date(sentAt.getTime() + 61 * 24 * 60 * 60 * 1000));
      const response = await new Browser(t.app).get(`direct-continue/${id}`);
      expect(response.statusCode).toBe(404);
    } finally {
      clock.set(sentAt);
    }
  });
});

describe('update-quoteseen-status', () => {
  async function openNewQuote(email: string): Promise<Browser> {
    expect((await sendQuote(rep, { email })).statusCode).toBe(200);
    const client = new Browser(t.app);
    const { id } = await linkFromOutbox(email);
    expect((await client.get(`direct-continue/${id}`)).statusCode).toBe(200);
    return client;
  }

  it('refuses an effective date outside the offered window under effective_date', async () => {
    const client = await openNewQuote('window@example.com');
    const response = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 1, effective_date: '01/01/2020' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'effective_date', error_message: 'Please choose one of the offered effective dates.' }]);
  });

  it('keeps a decline with its time, and refuses to accept the declined quote afterwards', async () => {
    const client = await openNewQuote('decline@example.com');
    const declined = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 0 });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.result).toMatchObject({ quote_status: 'declined', effective_date: null });
    const [row] = await t.app.database.db.select().from(quotes).where(eq(quotes.recipientEmail, 'decline@example.com'));
    expect(row!.status).toBe('declined');
    expect(row!.answeredAt).toBeInstanceOf(Date);

    const accept = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 1 });
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toEqual({
      status: 'error',
      message: 'This quote was declined. Please ask your representative for a new quote.',
      errorCode: 'conflict',
    });
    // Declining again changes nothing, including the time of the answer.
    const again = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: '0' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.result.answered_at).toBe(declined.json().data.result.answered_at);
  });

  it('accepts a new quote after a declined one, and stores the chosen effective date on the enrollment', async () => {
    const client = await openNewQuote('accept@example.com');
    const detail = (await client.get('get-quote-detail', { enrollment_id: enrollmentId })).json().data;
    expect(detail.status).toBe('sent');
    const chosen: string = detail.effective_dates[1];
    const accepted = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 1, effective_date: chosen });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.result).toMatchObject({ quote_status: 'accepted', effective_date: chosen });
    const stored = await client.get('get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'effective_date' });
    // MM/DD/YYYY, as every call answers effective dates (issue 9 item 8).
    expect(stored.json().data.result).toBe(chosen);

    const decline = await client.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 0 });
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe('This quote was already accepted.');
  });

  it('refuses a quote_status other than 0 or 1', async () => {
    const response = await rep.post('update-quoteseen-status', { enrollment_id: enrollmentId, quote_status: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().data[0].target_element).toBe('quote_status');
  });
});
