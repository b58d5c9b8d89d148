import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, ENROLLMENT_MESSAGES, MESSAGES, type PlanCard } from '@benefit-store/domain';
import { buildApp } from '../src/app.js';
import { FEDACH_SAMPLE } from '../src/db/seed/demo/bank-directory.js';
import { groupBilling, groups, members } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { parseFedAchDirectory, parseFedAchLine } from '../src/modules/payments/fedach-directory.js';
import { TEST_CARD_NUMBERS } from '../src/modules/payments/payment-provider.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, freshDatabase, logText, testConfig, type TestApp } from './helpers/test-app.js';
import { wizardData } from './helpers/wizard-data.js';
import { byField } from './helpers/field-errors.js';

const NOW = '2026-11-23T12:00:00Z';
const CARD_NUMBER = TEST_CARD_NUMBERS.accepted;
const SECURITY_CODE = '8317';
const ACCOUNT_NUMBER = '000987654321';

const SAVED_CARDS = [{ card_id: 7, name_on_cc: 'Tess Member', brand: 'Visa', last4: '1881', expiration_month: '09', expiration_year: '2030', token: 'tok_test_saved_member' }];
const OLD_CARDS = [{ card_id: 8, name_on_cc: 'Tess Member', brand: 'Visa', last4: '0005', expiration_month: '10', expiration_year: '2026', token: 'tok_test_old' }];
const SAVED_BANKS = [
  { bank_id: 3, bank_routing: '121000248', account_name: 'Tess Member', bank_name: 'WELLS FARGO BANK NA', account_number: '55501234', account_type: 'savings', account_holder_type: 'individual', bill_date: 15 },
];

const data = {
  ...wizardData,
  bankDirectory: FEDACH_SAMPLE,
  memberRecords: [
    { member: 'M-T1', section: 'payment_cards' as const, value: [...SAVED_CARDS, ...OLD_CARDS] },
    { member: 'M-T1', section: 'bank_accounts' as const, value: SAVED_BANKS },
  ],
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: data, clock: new FixedClock(NOW) });
});
afterAll(async () => t.close());


async function addPlan(browser: Browser, id: string, name: string, app: FastifyInstance = t.app): Promise<void> {
  void app;
  const listed = (await browser.get('get-filtered-plans', { enrollment_id: id })).json().data.result as { plans: PlanCard[] }[];
  const card = listed.flatMap((g) => g.plans).find((p) => p.plan_name === name);
  if (!card) throw new Error(`no plan ${name}`);
  expect((await browser.post('add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid })).statusCode).toBe(200);
}

async function enrollment(app: FastifyInstance = t.app, overrides: Record<string, unknown> = {}) {
  const browser = new Browser(app);
  const id = await startEnrollment(browser, overrides);
  return { browser, id };
}

const card = (over: Record<string, unknown> = {}) => ({
  payment_method: 'cc',
  first_name_on_cc: 'Tess',
  last_name_on_cc: 'Payer',
  card_number: CARD_NUMBER,
  expiration_month: '12',
  expiration_year: '2028',
  security_code: SECURITY_CODE,
  address1: '12 Main Street',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  is_physical_address: 'no',
  ...over,
});

const bank = (over: Record<string, unknown> = {}) => ({
  payment_method: 'eft',
  routing_number: '021000021',
  account_name: 'Tess Payer',
  bank_name: 'JPMORGAN CHASE BANK, NA',
  account_number: ACCOUNT_NUMBER,
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: 28,
  ...over,
});

const save = (browser: Browser, id: string, body: Record<string, unknown>, path = 'save-billing-info') => browser.post(path, { enrollment_id: id, ...body });

describe('the order of the last steps', () => {
  it('puts Billing and Agreement before the Review', async () => {
    const { browser, id } = await enrollment();
    const tabs = (await browser.get('get-dynamic-tabs', { enrollment_id: id })).json().data.result as { tab_name: string; order: number; required: boolean }[];
    const order = (name: string) => tabs.find((tab) => tab.tab_name === name)!.order;
    expect(order('billing_info')).toBeLessThan(order('agreement_info'));
    expect(order('agreement_info')).toBeLessThan(order('review_info'));
    expect(tabs.map((tab) => tab.order).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('what the billing step offers', () => {
  it('answers cc by default, the bill dates, the statement descriptor and no saved methods for a new applicant', async () => {
    const { browser, id } = await enrollment();
    expect((await browser.get('get-payment-method', { enrollment_id: id })).json().data.result).toBe('cc');
    const dates = (await browser.get('get-bill-date')).json().data as { bill_date: number }[];
    expect(dates.map((d) => d.bill_date)).toContain(28);
    expect((await browser.get('get-billing-text', { enrollment_id: id })).json().data.result).toMatch(/BENEFIT STORE\*PREMIUM/);
    expect((await browser.get('get-existing-card-info', { enrollment_id: id })).json().data.result).toBeNull();
    expect((await browser.get('get-existing-bank-info', { enrollment_id: id })).json().data.result).toBeNull();
    const fields = (await browser.get('get-form-fields-billing-info', { enrollment_id: id })).json().data.result as { field_name: string; required: number }[];
    expect(fields.find((f) => f.field_name === 'card_number')?.required).toBe(1);
    expect(fields.find((f) => f.field_name === 'address2')?.required).toBe(0);
    const step = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'billing_info' })).json().data;
    expect(step.options).toMatchObject({ payment_method: 'cc', existing_cards: [], existing_banks: [], physical_address: null });
    expect(step.value).toBeNull();
  });

  it("answers a group's fixed mode, which saves the method alone and refuses card details", async () => {
    const db = t.app.database.db;
    const [group] = await db.select({ id: groups.id }).from(groups).limit(1);
    await db.insert(groupBilling).values({ groupId: group!.id, paymentMethod: 'list' }).onConflictDoNothing();
    try {
      const { browser, id } = await enrollment(t.app, { group_id: group!.id });
      expect((await browser.get('get-payment-method', { enrollment_id: id })).json().data.result).toBe('list');
      const refused = await save(browser, id, card());
      expect(refused.statusCode).toBe(422);
      expect(byField(refused.json().data)).toEqual({ payment_method: BILLING_MESSAGES.paymentMethodNotOffered });
      const saved = await save(browser, id, { payment_method: 'list' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.result).toEqual({ payment_method: 'list' });
    } finally {
      await db.delete(groupBilling).where(eq(groupBilling.groupId, group!.id));
    }
  });
});

describe('a new card', () => {
  it('is tokenised: only the masked number, brand and expiry are answered and kept', async () => {
    const { browser, id } = await enrollment();
    const res = await save(browser, id, card({ card_number: '4242 4242 4242 4242' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ payment_method: 'cc', brand: 'Visa', card_number: '******4242', expiration_month: '12', expiration_year: '2028', name_on_cc: 'Tess Payer' });
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'payment_info' })).json().data.result;
    expect(column.card_number).toBe('******4242');
    expect(JSON.stringify(column)).not.toMatch(/tok_|8317/);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['everything blank', { first_name_on_cc: '', last_name_on_cc: '', card_number: '', expiration_month: '', expiration_year: '', security_code: '', address1: '', city: '', state: '', zip: '' }, {
      first_name_on_cc: MESSAGES.fieldRequired,
      last_name_on_cc: MESSAGES.fieldRequired,
      card_number: MESSAGES.fieldRequired,
      expiration_month: MESSAGES.fieldRequired,
      expiration_year: MESSAGES.fieldRequired,
      security_code: MESSAGES.fieldRequired,
      address1: MESSAGES.fieldRequired,
      city: MESSAGES.fieldRequired,
      state: MESSAGES.fieldRequired,
      zip: MESSAGES.fieldRequired,
    }],
    ['names with digits', { first_name_on_cc: 'T3ss', last_name_on_cc: 'P4yer' }, { first_name_on_cc: ENROLLMENT_MESSAGES.invalidFirstName, last_name_on_cc: ENROLLMENT_MESSAGES.invalidLastName }],
    ['a short card number', { card_number: '424242424242' }, { card_number: BILLING_MESSAGES.cardNumberLength }],
    ['a card number failing the Luhn check', { card_number: '4242424242424241' }, { card_number: BILLING_MESSAGES.cardNumberChecksum }],
    ['a 5-digit security code', { security_code: '12345' }, { security_code: MESSAGES.tooLong({ max: 4 }) }],
    ['a 2-digit security code', { security_code: '12' }, { security_code: BILLING_MESSAGES.securityCodeLength }],
    ['month 00', { expiration_month: '00' }, { expiration_month: MESSAGES.invalidChoice }],
    ['last month (expired)', { expiration_month: '10', expiration_year: '2026' }, { expiration_month: BILLING_MESSAGES.cardExpired }],
    ['a year past the 20 offered', { expiration_year: '2047' }, { expiration_year: MESSAGES.invalidChoice }],
    ['a bad zip', { zip: '1000' }, { zip: MESSAGES.invalidZip }],
    ['an unknown state', { state: 'XX' }, { state: MESSAGES.invalidChoice }],
    ['the declined test card', { card_number: TEST_CARD_NUMBERS.declined }, { card_number: BILLING_MESSAGES.cardDeclined }],
    ['the provider unavailable', { card_number: TEST_CARD_NUMBERS.unavailable }, { card_number: BILLING_MESSAGES.paymentProviderUnavailable }],
  ])('refuses %s with the field messages', async (_name, over, expected) => {
    const { browser, id } = await enrollment();
    const res = await save(browser, id, card(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(byField(res.json().data)).toEqual(expected);
  });

  it('accepts this month as the expiry', async () => {
    const { browser, id } = await enrollment();
    expect((await save(browser, id, card({ expiration_month: '11', expiration_year: '2026' }))).statusCode).toBe(200);
  });

  it('uses the contact address with the physical-address box', async () => {
    const { browser, id } = await enrollment();
    const contact = { email_address: 'tess.payer@example.com', phone_number: '(212) 555-0134', address1: '99 Contact Road', address2: 'Apt 4', city: 'New York', zip: '10001', state: 'NY', birth_state: 'NY', birth_city: 'Albany', with_validation: 0 };
    const contactSaved = await browser.post('save-contact-info', { enrollment_id: id, ...contact });
    expect(contactSaved.statusCode, contactSaved.body).toBe(200);
    const options = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'billing_info' })).json().data.options;
    expect(options.physical_address).toMatchObject({ address1: '99 Contact Road', city: 'New York', state: 'NY', zip: '10001' });
    const res = await save(browser, id, card({ is_physical_address: 'yes', address1: 'Something else' }));
    expect(res.json().data.result).toMatchObject({ address1: '99 Contact Road', is_physical_address: 'yes' });
  });
});

describe('bank details', () => {
  it('are saved with the account number encrypted and answered masked', async () => {
    const { browser, id } = await enrollment();
    const res = await save(browser, id, bank());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toEqual({
      payment_method: 'eft',
      routing_number: '021000021',
      account_name: 'Tess Payer',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_number: '*****4321',
      account_type: 'checking',
      account_holder_type: 'individual',
      bill_date: 28,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['everything blank', { routing_number: '', account_name: '', bank_name: '', account_number: '', account_type: '', account_holder_type: '', bill_date: '' }, {
      routing_number: MESSAGES.fieldRequired,
      account_name: MESSAGES.fieldRequired,
      bank_name: MESSAGES.fieldRequired,
      account_number: MESSAGES.fieldRequired,
      account_type: MESSAGES.fieldRequired,
      account_holder_type: MESSAGES.fieldRequired,
      bill_date: MESSAGES.fieldRequired,
    }],
    ['an 8-digit routing number', { routing_number: '02100002' }, { routing_number: BILLING_MESSAGES.routingNumberLength }],
    ['a routing number failing the ABA checksum', { routing_number: '021000022' }, { routing_number: BILLING_MESSAGES.routingNumberChecksum }],
    ['a routing number not in the directory', { routing_number: '011000028' }, { routing_number: BILLING_MESSAGES.routingNumberUnknown }],
    ['a symbol in the account name', { account_name: 'Tess & Co' }, { account_name: BILLING_MESSAGES.invalidAccountHolderName }],
    ['a 3-digit account', { account_number: '123' }, { account_number: BILLING_MESSAGES.accountNumberLength }],
    ['an 18-digit account', { account_number: '1'.repeat(18) }, { account_number: BILLING_MESSAGES.accountNumberLength }],
    ['an unknown account type', { account_type: 'brokerage' }, { account_type: MESSAGES.invalidChoice }],
    ['an unknown holder type', { account_holder_type: 'trust' }, { account_holder_type: MESSAGES.invalidChoice }],
    ['bill date 31', { bill_date: 31 }, { bill_date: MESSAGES.invalidChoice }],
  ])('refuses %s with the field messages', async (_name, over, expected) => {
    const { browser, id } = await enrollment();
    const res = await save(browser, id, bank(over));
    expect(res.statusCode, res.body).toBe(422);
    expect(byField(res.json().data)).toEqual(expected);
  });
});

describe('the routing-number lookup', () => {
  it.each<[string, number, unknown]>([
    ['021000021', 200, { response: { name: 'JPMORGAN CHASE BANK, NA' } }],
    ['121000248', 200, { response: { name: 'WELLS FARGO BANK NA' } }],
  ])('names the bank of %s in upper case', async (q, status, expected) => {
    const res = await new Browser(t.app).get('get-bank-by-routing-number', { q });
    expect(res.statusCode).toBe(status);
    expect(res.json().data).toEqual(expected);
  });

  it.each([
    ['12345', BILLING_MESSAGES.routingNumberLength],
    ['021000022', BILLING_MESSAGES.routingNumberChecksum],
    ['011000028', BILLING_MESSAGES.routingNumberUnknown],
  ])('refuses %s under routing_number', async (q, message) => {
    const res = await new Browser(t.app).get('get-bank-by-routing-number', { q });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ routing_number: message });
  });
});

describe('the FedACH directory file', () => {
  it('reads the fixed-width records, skipping lines that are not records', () => {
    const { records, skipped } = parseFedAchDirectory(`${FEDACH_SAMPLE}\nnot a record\n\n`);
    expect(skipped).toBe(1);
    expect(records.find((r) => r.routingNumber === '021000021')).toEqual({ routingNumber: '021000021', name: 'JPMORGAN CHASE BANK, NA', city: 'TAMPA', state: 'FL', newRoutingNumber: null });
    expect(records.find((r) => r.routingNumber === '111000025')?.newRoutingNumber).toBe('111000038');
    expect(parseFedAchLine('021000022' + FEDACH_SAMPLE.split('\n')[1]!.slice(9))).toBeNull();
  });
});

describe("an existing member's saved methods", () => {
  async function memberEnrollment() {
    const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
    const browser = new Browser(t.app);
    const res = await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(t.app.linkKey, member!.id, new Date()), tier: 'IO' });
    expect(res.statusCode).toBe(200);
    return { browser, id: res.json().data.temp_enrollment_id as string };
  }

  it('lists saved cards and banks masked, never a token or a whole account number', async () => {
    const { browser, id } = await memberEnrollment();
    const cards = (await browser.get('get-existing-card-info', { enrollment_id: id })).json().data.result;
    expect(cards[0]).toEqual({ card_id: 7, name_on_cc: 'Tess Member', brand: 'Visa', card_number: '******1881', expiration_month: '09', expiration_year: '2030' });
    const banks = (await browser.get('get-existing-bank-info', { enrollment_id: id })).json().data.result;
    expect(banks).toEqual([{ ...SAVED_BANKS[0], account_number: '*****1234' }]);
    const body = JSON.stringify([cards, banks]);
    expect(body).not.toContain('tok_');
    expect(body).not.toContain('55501234');
  });

  it('saves a saved card or bank by its id, refusing unknown and expired ones', async () => {
    const { browser, id } = await memberEnrollment();
    const cardSaved = await save(browser, id, { card_id: 7 }, 'save-billing-info-existing');
    expect(cardSaved.statusCode, cardSaved.body).toBe(200);
    expect(cardSaved.json().data.result).toMatchObject({ payment_method: 'cc', card_id: 7, card_number: '******1881' });
    expect(byField((await save(browser, id, { card_id: 99 }, 'save-billing-info-existing')).json().data)).toEqual({ card_id: BILLING_MESSAGES.savedCardUnknown });
    expect(byField((await save(browser, id, { card_id: 8 }, 'save-billing-info-existing')).json().data)).toEqual({ card_id: BILLING_MESSAGES.cardExpired });
    const saved = SAVED_BANKS[0]!;
    const bankSaved = await save(browser, id, { bank_id: 3, account_type: 'checking', account_holder_type: 'individual', account_name: saved.account_name, bank_name: saved.bank_name, bank_routing: saved.bank_routing, bill_date: 28 }, 'save-billing-info-existing');
    expect(bankSaved.statusCode, bankSaved.body).toBe(200);
    expect(bankSaved.json().data.result).toMatchObject({ payment_method: 'eft', bank_id: 3, account_number: '*****1234', account_type: 'checking', bill_date: 28 });
    const nothing = await save(browser, id, {}, 'save-billing-info-existing');
    expect(nothing.statusCode).toBe(422);
  });

  it("saves a saved bank for later as the form holds it (its routing number as routing_number, the number masked)", async () => {
    const { browser, id } = await memberEnrollment();
    const saved = SAVED_BANKS[0]!;
    const form = { payment_method: 'eft', card_id: '', bank_id: '3', routing_number: saved.bank_routing, account_name: saved.account_name, bank_name: saved.bank_name, account_number: '*****1234', account_type: saved.account_type, account_holder_type: saved.account_holder_type, bill_date: '15', is_physical_address: false };
    const res = await browser.post('save-enrollment', { enrollment_id: id, email: 'later-bank@example.com', tab: 'payment_info', data: form });
    expect(res.statusCode, res.body).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'payment_info' })).json().data.result;
    expect(column).toMatchObject({ payment_method: 'eft', bank_id: 3, account_number: '*****1234', account_type: 'savings', bill_date: 15 });
  });
});

describe('Save & Continue Later on billing (payment_info)', () => {
  it('saves the step through the same rules, keeps no card number, and the resumed enrollment opens on billing', async () => {
    const { browser, id } = await enrollment();
    const refused = await browser.post('save-enrollment', { enrollment_id: id, email: 'later-billing@example.com', tab: 'payment_info', data: card({ card_number: '4242424242424241' }) });
    expect(refused.statusCode).toBe(422);
    const res = await browser.post('save-enrollment', { enrollment_id: id, email: 'later-billing@example.com', tab: 'payment_info', data: card() });
    expect(res.statusCode, res.body).toBe(200);
    const column = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'payment_info' })).json().data.result;
    expect(column).toMatchObject({ payment_method: 'cc', card_number: '******4242' });
  });
});

describe('the database after card and bank saves', () => {
  it('holds no card number, no security code and no plaintext account number anywhere', async () => {
    const { browser, id } = await enrollment();
    expect((await save(browser, id, card())).statusCode).toBe(200);
    const other = await enrollment();
    expect((await save(other.browser, other.id, bank())).statusCode).toBe(200);
    const db = t.app.database.db;
    const tables = (await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as { rows: { table_name: string }[] };
    let dump = '';
    for (const { table_name } of tables.rows) {
      const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
      dump += JSON.stringify(rows.rows);
    }
    expect(dump.length).toBeGreaterThan(1000);
    expect(dump).not.toContain(CARD_NUMBER);
    expect(dump).not.toContain('security_code');
    expect(dump).not.toContain(`"${SECURITY_CODE}"`);
    expect(dump).not.toContain(ACCOUNT_NUMBER);
    expect(dump).not.toContain('55501234'); // the saved bank's account number (member record) is encrypted too
  });
});

describe('the log of a billing session', () => {
  it('holds no card number, security code or account number', async () => {
    const db = await freshDatabase();
    const lines: string[] = [];
    const app = await buildApp(testConfig(db.config, { logLevel: 'info' }), { demoData: data, clock: new FixedClock(NOW), logStream: { write: (line) => void lines.push(line) } });
    try {
      const { browser, id } = await enrollment(app);
      expect((await save(browser, id, card())).statusCode).toBe(200);
      expect((await save(browser, id, card({ card_number: TEST_CARD_NUMBERS.declined }))).statusCode).toBe(422);
      expect((await save(browser, id, card({ expiration_month: 'x'.repeat(300) }))).statusCode).toBe(422);
      expect((await save(browser, id, bank())).statusCode).toBe(200);
      expect((await browser.get('get-bank-by-routing-number', { q: '021000021' })).statusCode).toBe(200);
      app.log.info({ body: card() }, 'a body logged by mistake');
      const text = logText(lines);
      expect(text).toContain('save-billing-info');
      for (const value of [CARD_NUMBER, TEST_CARD_NUMBERS.declined, SECURITY_CODE, ACCOUNT_NUMBER]) expect(text).not.toContain(value);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

void addPlan;
