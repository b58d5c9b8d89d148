import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ENROLLMENT_MESSAGES, WIZARD_SAVED_TABS, type WizardSavedTab } from '@benefit-store/domain';
import { outboxMessages, resumeCodes } from '../src/db/schema/index.js';
import { LINK_PURPOSE } from '../src/modules/shared/link-token.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { enrollmentLinkUrl } from '../src/modules/enrollment/resume/resume-link.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, TEST_LIMITS, type TestApp } from './helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const START = '2026-03-10T12:00:00Z';

const PERSONAL = {
  first_name: 'Jane',
  middle_name: 'Q',
  last_name: 'Doe',
  weight: '150',
  height_feet: '5',
  height_inch: '6',
  marital_status: '1',
  ssn: '123-45-6789',
  prior_coverage_flag: '0',
};

const CONTACT = {
  email_address: 'jane.doe@example.com',
  phone_number: '(212) 555-0134',
  address1: '1 Main Street',
  address2: 'Apt 4',
  city: 'New York',
  zip: '10001',
  state: 'NY',
  birth_state: 'NY',
  birth_city: 'Albany',
  with_validation: 0,
};

/** What a step's Save & Continue Later sends for each tab: the form's values, valid for the test's enrollment (steps not built yet: anything). */
const DATA: Record<WizardSavedTab, unknown> = {
  primary_info: PERSONAL,
  contact_info: CONTACT,
  employer_info: {
    name: 'Acme Fabrication',
    phone: '(212) 555-0134',
    address1: '1 Main Street',
    city: 'New York',
    zip: '10001',
    state: 'NY',
    average_work_week: '40_plus',
    employment_start_date: '06/03/2019',
    occupation: 'Welder',
    compensation_type: 'Salary',
    employment_status: 'A',
    emp_industry: 'Manufacturing',
    emp_num_employed: 140,
    emp_vac_policy: '2_weeks',
    emp_barg_unit: 'none',
    holiday_policy: { Standard_6: 1 },
  },
  benificiary_info: { beneficiaries: [{ first_name: 'Tom', last_name: 'Doe', birthdate: '01/02/1990', ssn: '123-45-6788', relationship: 'Spouse', beneficiary_percentage: 100, is_contigent: false }] },
  health_info: { q1: 'no' },
  dependent_info: { dependents: [] },
  review_info: { additional_notes: 'none' },
  aggrement_info: { agree_general: true, agree_health: true, agree_income: true, agree_payment: true, user_name: 'Jane Doe', signature_name: 'Jane Doe' },
  payment_info: {
    payment_method: 'cc',
    first_name_on_cc: 'Jane',
    last_name_on_cc: 'Doe',
    // The local test provider's card that is accepted (only its token is kept); expiry two years after the test clock.
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date(START).getUTCFullYear() + 2),
    security_code: '123',
    address1: '1 Main Street',
    city: 'New York',
    state: 'NY',
    zip: '10001',
  },
};

interface Mail {
  code: string;
  link: string;
  linkId: string;
  linkTab: string;
  html: string;
  text: string;
}

let t: TestApp;
const clock = new FixedClock(START);

beforeAll(async () => {
  // Many saves and attempts from one test address: the limits have their own describe below.
  const high = { max: 100_000 };
  t = await createTestApp({
    clock,
    config: {
      limits: { ...TEST_LIMITS, 'save-later-send': high, 'save-later-recipient': high },
    },
  });
});
afterAll(async () => {
  await t.close();
});

function saveLater(browser: Browser, enrollmentId: string, tab: string, email: unknown, data: unknown = DATA[tab as WizardSavedTab]) {
  return browser.post('save-enrollment', { enrollment_id: enrollmentId, email, tab, data });
}

/** The newest resume e-mail to `recipient`, read from the outbox table: its code and its direct-continue link. */
async function mailTo(recipient: string): Promise<Mail> {
  const [row] = await t.app.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, 'resume-code')))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) throw new Error(`no resume e-mail to ${recipient}`);
  const code = /^([2-9A-Z]{5}-[2-9A-Z]{5})$/m.exec(row.text)?.[1];
  const link = /href="(https?:\/\/[^"]+\/direct-continue\/([^/"]+)\/([^/"]+))"/.exec(row.html ?? '');
  if (!code || !link) throw new Error('no code or link in the resume e-mail');
  return { code, link: link[1]!, linkId: link[2]!, linkTab: link[3]!, html: row.html ?? '', text: row.text };
}

async function outboxCount(): Promise<number> {
  return (await t.app.database.db.select({ id: outboxMessages.id }).from(outboxMessages)).length;
}

/** A browser holding a new enrollment. */
async function applicant(): Promise<{ browser: Browser; enrollmentId: string }> {
  const browser = new Browser(t.app);
  return { browser, enrollmentId: await startEnrollment(browser) };
}

describe('Save & Continue Later (save-enrollment with a wizard tab)', () => {
  it.each(WIZARD_SAVED_TABS)('saves on tab %s, answers the spec message and e-mails a resume code and link', async (tab) => {
    const { browser, enrollmentId } = await applicant();
    const recipient = `later-${tab}@example.com`;
    const response = await saveLater(browser, enrollmentId, tab, recipient);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Information Saved!!! Check your email to continue',
      data: { result: { email: recipient, saved_tab: tab } },
    });
    const mail = await mailTo(recipient);
    expect(mail.code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(Buffer.from(mail.linkTab, 'base64url').toString()).toBe(tab);
    expect(mail.text).toContain(mail.code);
    expect(mail.text).toContain(mail.link);
    expect(mail.text).toContain('04/09/2026'); // 30 days after the save
  });

  it('stores the code only as a keyed hash, with the lower-cased address, the tab and a 30-day expiry', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', '  Hashed.Person@Example.COM ')).statusCode).toBe(200);
    const mail = await mailTo('Hashed.Person@Example.COM');
    const rows = await t.app.database.db.select().from(resumeCodes).where(eq(resumeCodes.enrollmentId, enrollmentId));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    const plain = mail.code.replace('-', '');
    expect(JSON.stringify(row)).not.toContain(plain);
    expect(JSON.stringify(row)).not.toContain(mail.code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.email).toBe('hashed.person@example.com');
    expect(row.savedTab).toBe('contact_info');
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * DAY_MS);
  });

  const badEmails: [string, unknown][] = [
    ['a missing e-mail', undefined],
    ['an empty e-mail', ''],
    ['a blank e-mail', '   '],
    ['an e-mail without a domain', 'jane@'],
    ['an e-mail with spaces', 'jane doe@example.com'],
    ['a number', 12],
  ];
  it.each(badEmails)("refuses %s with 'Enter valid email address' under email and mails nothing", async (_case, email) => {
    const { browser, enrollmentId } = await applicant();
    const before = await outboxCount();
    const response = await saveLater(browser, enrollmentId, 'contact_info', email);
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({ target_element: 'email', error_message: 'Enter valid email address' });
    expect(await outboxCount()).toBe(before);
  });

  it("refuses contact data that breaks the step's rules under the step's own field, saving and mailing nothing", async () => {
    const { browser, enrollmentId } = await applicant();
    const before = await outboxCount();
    const response = await saveLater(browser, enrollmentId, 'contact_info', 'rules@example.com', { ...CONTACT, phone_number: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({
      target_element: 'phone_number',
      error_message: 'Invalid phone number. Please enter a 10-digit numeric phone number',
    });
    expect(await outboxCount()).toBe(before);
    expect(await t.app.database.db.select().from(resumeCodes).where(eq(resumeCodes.enrollmentId, enrollmentId))).toHaveLength(0);
  });

  it("refuses personal data that breaks the step's rules under the step's own field", async () => {
    const { browser, enrollmentId } = await applicant();
    const response = await saveLater(browser, enrollmentId, 'primary_info', 'rules@example.com', { ...PERSONAL, first_name: 'J4ne' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({ target_element: 'first_name', error_message: 'Please enter valid first name' });
  });

  const oddData: [string, unknown][] = [
    ['a string', 'x'],
    ['a number', 12],
    ['an array', [1, 2]],
    ['null', null],
    ['nested objects', { first_name: { $gt: '' }, email_address: ['a'], __proto__: { admin: true } }],
    ['very long text', { first_name: 'x'.repeat(20_000), city: 'y'.repeat(20_000) }],
    ['control characters', { first_name: 'a\u0000b', address1: '\u0001\u001b[31m' }],
  ];
  it.each(oddData)('answers data that is %s with a 4xx envelope, never a 5xx, on every wizard tab', async (_case, data) => {
    const { browser, enrollmentId } = await applicant();
    for (const tab of WIZARD_SAVED_TABS) {
      const response = await saveLater(browser, enrollmentId, tab, 'odd@example.com', data);
      expect(response.statusCode, `${tab}: ${response.body}`).toBeLessThan(500);
      if (tab === 'primary_info' || tab === 'contact_info') expect(response.statusCode, tab).toBe(422);
    }
  });

  it('answers 404 to a browser that does not hold the enrollment, and mails nothing', async () => {
    const { enrollmentId } = await applicant();
    const before = await outboxCount();
    const response = await saveLater(new Browser(t.app), enrollmentId, 'contact_info', 'stranger@example.com');
    expect(response.statusCode).toBe(404);
    expect(await outboxCount()).toBe(before);
  });

  it("refuses a tab that is not one of the spec's saved tabs under tab", async () => {
    const { browser, enrollmentId } = await applicant();
    const response = await saveLater(browser, enrollmentId, 'billing_info', 'tab@example.com', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({ target_element: 'tab', error_message: 'Please choose a valid option' });
  });
});

describe('continue-enrollment (code and e-mail)', () => {
  it('attaches the enrollment to a second browser, answers the saved tab, and that browser reads the saved values', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', 'second@example.com')).statusCode).toBe(200);
    const { code } = await mailTo('second@example.com');

    const other = new Browser(t.app);
    expect((await other.get('get-cart-count', { enrollment_id: enrollmentId })).statusCode).toBe(404);
    // Typed as people do: lower case, without the dash, the address with other capitals.
    const response = await other.post('continue-enrollment', { code: ` ${code.replace('-', '').toLowerCase()} `, email: 'Second@Example.com' });
    expect(response.statusCode, response.body).toBe(200);
    expect(other.hasSession).toBe(true);
    expect(response.json()).toEqual({
      status: 'success',
      data: {
        result: {
          enrollment_id: enrollmentId,
          saved_tab: 'contact_info',
          others: {
            group_id: null,
            platform_group_id: null,
            agent_id: null,
            open_type: null,
            eprocess: null,
            effective_date: null,
            type: 'new-user',
            tier: 'IO',
          },
          // The language the enrollment was made in (issue 29): the web opens it in that language.
          locale: 'en',
        },
      },
    });
    expect((await other.get('get-cart-count', { enrollment_id: enrollmentId })).statusCode).toBe(200);
    const contact = await other.get('get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'contact_info' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json().data.result).toMatchObject({
      email_address: CONTACT.email_address,
      phone_number: '2125550134',
      address1: CONTACT.address1,
      address2: CONTACT.address2,
      city: CONTACT.city,
      zip: CONTACT.zip,
      state: CONTACT.state,
      birth_state: CONTACT.birth_state,
      birth_city: CONTACT.birth_city,
    });
    // The first browser keeps its enrollment.
    expect((await browser.get('get-cart-count', { enrollment_id: enrollmentId })).statusCode).toBe(200);
  });

  it('answers the tab of the newest save, whichever of the codes is used', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'primary_info', 'newest@example.com')).statusCode).toBe(200);
    const first = await mailTo('newest@example.com');
    try {
      clock.advance(60_000);
      expect((await saveLater(browser, enrollmentId, 'employer_info', 'newest@example.com')).statusCode).toBe(200);
      const response = await new Browser(t.app).post('continue-enrollment', { code: first.code, email: 'newest@example.com' });
      expect(response.json().data.result.saved_tab).toBe('employer_info');
    } finally {
      clock.set(START);
    }
  });

  it('reads back the personal information saved for later from the second browser, the SSN masked', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'primary_info', 'personal@example.com')).statusCode).toBe(200);
    const { code } = await mailTo('personal@example.com');
    const other = new Browser(t.app);
    expect((await other.post('continue-enrollment', { code, email: 'personal@example.com' })).statusCode).toBe(200);
    const personal = await other.get('get-enrollment-temp-info', { enrollment_id: enrollmentId, column: 'primary_info' });
    expect(personal.statusCode, personal.body).toBe(200);
    expect(personal.json().data.result).toMatchObject({ first_name: 'Jane', last_name: 'Doe', ssn: '***-**-6789' });
    expect(personal.body).not.toContain('123456789');
  });

  const fieldCases: [string, Record<string, unknown>, string, string][] = [
    ['a missing code', { code: undefined }, 'code', 'Field is required'],
    ['a blank code', { code: '  ' }, 'code', 'Field is required'],
    ['a code with a misreadable letter', { code: 'ABCDE-FGHJ0' }, 'code', 'Please enter the code exactly as it appears in your e-mail.'],
    ['a code too short', { code: 'ABCDE' }, 'code', 'Please enter the code exactly as it appears in your e-mail.'],
    ['a well-formed code nobody was sent', { code: 'ABCDE-FGHJK' }, 'code', 'Please enter the code exactly as it appears in your e-mail.'],
    ['a missing e-mail', { email: undefined }, 'email', 'Field is required'],
    ['an invalid e-mail', { email: 'jane@' }, 'email', 'Enter valid email address'],
  ];
  it.each(fieldCases)('refuses %s under the field the server names, creating no session', async (_case, overrides, field, message) => {
    const visitor = new Browser(t.app);
    const response = await visitor.post('continue-enrollment', { code: 'ABCDE-FGHJK', email: 'someone@example.com', ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toContainEqual({ target_element: field, error_message: message });
    expect(visitor.hasSession).toBe(false);
  });

  it('refuses the right code with another e-mail address as it refuses an unknown code (whether a code exists is not told), and gives no access', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', 'owner@example.com')).statusCode).toBe(200);
    const { code } = await mailTo('owner@example.com');
    const visitor = new Browser(t.app);
    const response = await visitor.post('continue-enrollment', { code, email: 'intruder@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json().data).toEqual([{ target_element: 'code', error_message: ENROLLMENT_MESSAGES.invalidResumeCode }]);
    const unknown = await visitor.post('continue-enrollment', { code: 'ABCDE-FGHJK', email: 'intruder@example.com' });
    expect(response.json()).toEqual(unknown.json());
    expect(visitor.hasSession).toBe(false);
  });

  it('refuses a code 30 days after it was sent under code, and its link with 404', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', 'expiry@example.com')).statusCode).toBe(200);
    const { code, linkId } = await mailTo('expiry@example.com');
    try {
      clock.advance(30 * DAY_MS - 1000);
      expect((await new Browser(t.app).post('continue-enrollment', { code, email: 'expiry@example.com' })).statusCode).toBe(200);
      expect((await new Browser(t.app).get(`direct-continue/${linkId}`)).statusCode).toBe(200);
      clock.advance(1000);
      const response = await new Browser(t.app).post('continue-enrollment', { code, email: 'expiry@example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().data).toEqual([{ target_element: 'code', error_message: 'This code has expired. Please start a new enrollment.' }]);
      const visitor = new Browser(t.app);
      expect((await visitor.get(`direct-continue/${linkId}`)).statusCode).toBe(404);
      expect(visitor.hasSession).toBe(false);
    } finally {
      clock.set(START);
    }
  });

  it('no longer opens anything once the enrollment is gone', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', 'gone@example.com')).statusCode).toBe(200);
    const { code } = await mailTo('gone@example.com');
    const { enrollments } = await import('../src/db/schema/index.js');
    await t.app.database.db.delete(enrollments).where(eq(enrollments.id, enrollmentId));
    const response = await new Browser(t.app).post('continue-enrollment', { code, email: 'gone@example.com' });
    expect(response.statusCode).toBe(422);
  });
});

describe('direct-continue links', () => {
  it('opens the e-mailed resume link in another browser: it holds the enrollment and is told the saved tab', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'primary_info', 'link@example.com')).statusCode).toBe(200);
    const { linkId, link } = await mailTo('link@example.com');
    expect(link.startsWith('http://localhost')).toBe(true);
    const other = new Browser(t.app);
    const response = await other.get(`direct-continue/${linkId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toMatchObject({ enrollment_id: enrollmentId, saved_tab: 'primary_info' });
    expect((await other.get('get-cart-count', { enrollment_id: enrollmentId })).statusCode).toBe(200);
  });

  it('answers 404 to a tampered resume link and creates no session for it', async () => {
    const { browser, enrollmentId } = await applicant();
    expect((await saveLater(browser, enrollmentId, 'contact_info', 'tamper@example.com')).statusCode).toBe(200);
    const { linkId } = await mailTo('tamper@example.com');
    const [purpose, subject, expiry, signature] = Buffer.from(linkId, 'base64url').toString().split('.') as [string, string, string, string];
    const encode = (parts: string[]) => Buffer.from(parts.join('.')).toString('base64url');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [
      encode([purpose, flip(subject), expiry, signature]),
      encode([purpose, subject, (Number.parseInt(expiry, 36) + 86400).toString(36), signature]),
      encode([purpose, subject, expiry, flip(signature)]),
      encode(['quote', subject, expiry, signature]),
      encode([LINK_PURPOSE.groupCensus, subject, expiry, signature]),
      linkId.slice(0, -2),
      `${linkId}A`,
      // The last character's free low bits: a different letter decoding to the same bytes is refused too.
      linkId.slice(0, -1) + String.fromCharCode(linkId.charCodeAt(linkId.length - 1) ^ 1),
    ];
    for (const candidate of tampered) {
      const visitor = new Browser(t.app);
      const response = await visitor.get(`direct-continue/${candidate}`);
      expect(response.statusCode, candidate).toBe(404);
      expect(visitor.hasSession).toBe(false);
    }
  });

  it.each([
    ['group-census', LINK_PURPOSE.groupCensus, 'group-census-direct-continue'],
    ['pqs', LINK_PURPOSE.pqs, 'pqs-direct-continue'],
  ] as const)('opens a genuine %s link at the first step, 404 once tampered with or expired', async (_name, purpose, route) => {
    const { enrollmentId } = await applicant();
    const url = enrollmentLinkUrl(t.app.linkKey, 'http://localhost:5173', {
      purpose,
      subject: enrollmentId,
      tab: 'primary_info',
      expiresAt: new Date(Date.parse(START) + DAY_MS),
    });
    const match = new RegExp(`/${route}/([^/]+)/([^/]+)$`).exec(url);
    expect(match).not.toBeNull();
    const id = match![1]!;
    const other = new Browser(t.app);
    const opened = await other.get(`direct-continue/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data.result).toMatchObject({ enrollment_id: enrollmentId, saved_tab: 'primary_info' });
    expect((await other.get('get-cart-count', { enrollment_id: enrollmentId })).statusCode).toBe(200);

    const [p, , e, s] = Buffer.from(id, 'base64url').toString().split('.') as [string, string, string, string];
    const { enrollmentId: otherEnrollment } = await applicant();
    const forged = Buffer.from([p, otherEnrollment, e, s].join('.')).toString('base64url');
    expect((await new Browser(t.app).get(`direct-continue/${forged}`)).statusCode).toBe(404);
    try {
      clock.advance(DAY_MS);
      expect((await new Browser(t.app).get(`direct-continue/${id}`)).statusCode).toBe(404);
    } finally {
      clock.set(START);
    }
  });
});

describe('limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      clock,
      config: {
        limits: {
          ...TEST_LIMITS,
          'resume-code-guess': { max: 4 },
          'account-guess': { max: 4 },
          'save-later-send': { max: 3 },
          'save-later-recipient': { max: 2 },
        },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const attempt = (email: string, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: 'ABCDE-FGHJK', email }, remoteAddress });

  it("refuses resuming to a visitor past its limit of wrong codes, with 429, while its store and the office's other visitors go on", async () => {
    const guesser = new Browser(limited.app);
    const enrollmentId = await startEnrollment(guesser);
    const guess = (email: string) => guesser.request({ method: 'POST', url: '/api/v1/continue-enrollment', payload: { code: 'ABCDE-FGHJK', email }, remoteAddress: '10.0.0.1' });
    for (let i = 0; i < 4; i += 1) expect((await guess(`a${i}@example.com`)).statusCode).toBe(422);
    const refused = await guess('a9@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ status: 'error', errorCode: 'tooManyRequests' });
    // Only resuming is refused to it: its cart and plans answer.
    expect((await guesser.get('get-filtered-plans', { enrollment_id: enrollmentId })).statusCode).toBe(200);
    // Someone else behind the same address is not affected.
    expect((await attempt('a9@example.com', '10.0.0.1')).statusCode).toBe(422);
  });

  it('slows continue-enrollment past the limit of wrong codes for one e-mail address, with growing delays, for every client that has failed at it; a clean client is not slowed', async () => {
    clock.set(new Date('2026-06-03T08:00:00.500Z'));
    for (let i = 0; i < 4; i += 1) expect((await attempt('target@example.com', `10.0.1.${i}`)).statusCode).toBe(422);
    // Past it a client that has failed at this address gets one try per delay, and each miss doubles the delay (1 s, 2 s, 4 s …).
    expect((await attempt('TARGET@example.com', '10.0.1.0')).statusCode).toBe(422);
    const waiting = await attempt('target@example.com', '10.0.1.1');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    clock.advance(2000);
    expect((await attempt('target@example.com', '10.0.1.2')).statusCode).toBe(422);
    clock.advance(1000);
    expect((await attempt('target@example.com', '10.0.1.3')).statusCode).toBe(429);
    // A client with no miss at this address yet is checked at once (its miss counts, and slows it from then on).
    expect((await attempt('target@example.com', '10.0.1.10')).statusCode).toBe(422);
    expect((await attempt('target@example.com', '10.0.1.10')).statusCode).toBe(429);
    clock.advance(8000);
    expect((await attempt('target@example.com', '10.0.1.1')).statusCode).toBe(422);
    // Another e-mail address from the same client address is not slowed.
    expect((await attempt('other@example.com', '10.0.1.3')).statusCode).toBe(422);
  });

  it("refuses save-for-later mails past the limit of one visitor and of one recipient", async () => {
    const browser = new Browser(limited.app);
    const enrollmentId = await startEnrollment(browser);
    const save = (email: string) => browser.post('save-enrollment', { enrollment_id: enrollmentId, email, tab: 'primary_info', data: PERSONAL });
    expect((await save('r1@example.com')).statusCode).toBe(200);
    expect((await save('r1@example.com')).statusCode).toBe(200);
    expect((await save('r1@example.com')).statusCode).toBe(429); // the recipient's limit (2)
    expect((await save('r2@example.com')).statusCode).toBe(429); // the visitor's limit (3 tries counted)
  });
});
