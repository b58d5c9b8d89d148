import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BENEFIT_API_PREFIX, ENROLLMENT_MESSAGES, MESSAGES, US_STATES } from '@benefit-store/domain';
import { enrollmentTabs, members, outboxMessages } from '../src/db/schema/index.js';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, type TestApp, TEST_LIMITS } from './helpers/test-app.js';
import { byField } from './helpers/field-errors.js';
import { DEMO_ACCOUNTS, signedInBrowser } from './helpers/sign-in.js';

let t: TestApp;
const high = { max: 100_000 };
beforeAll(async () => {
  t = await createTestApp({
    demoData: plansData,
    config: { limits: { ...TEST_LIMITS, 'contact-check': high, 'otp-send': high, 'otp-send-contact': high, 'otp-send-enrollment': high } },
  });
});
afterAll(async () => {
  await t.close();
});

const MEMBER_EMAIL = 'morgan@example.test';
const DISPOSABLE = 'someone@mailinator.com';
/** 212 is New York; 555-01xx are the numbers set aside for fiction, and libphonenumber takes them as valid. */
const PHONE = '2125550142';
/** Area code 111 does not exist. */
const BAD_PHONE = '1115550142';


/** The contact form as a person fills it in New York; override any field. */
function contactForm(enrollment_id: string, overrides: Record<string, unknown> = {}) {
  return {
    enrollment_id,
    email_address: 'jane.applicant@example.com',
    phone_number: '(212) 555-0142',
    address1: '350 Fifth Avenue',
    address2: 'Suite 100',
    city: 'New York',
    zip: '10001',
    state: 'ny',
    birth_state: 'NJ',
    birth_city: 'Hoboken',
    with_validation: 1,
    skip_validation_email: 0,
    skip_validation_phone: 0,
    ...overrides,
  };
}

async function memberEnrollment(browser: Browser): Promise<{ id: string; memberId: number }> {
  const [member] = await t.app.database.db.select({ id: members.id }).from(members).where(eq(members.email, MEMBER_EMAIL));
  const token = memberStoreLinkToken(t.app.linkKey, member!.id, new Date());
  const res = await browser.post('add-filter-for-member', { user_id: token, tier: 'IO' });
  expect(res.statusCode).toBe(200);
  return { id: res.json().data.temp_enrollment_id, memberId: member!.id };
}

function otp(browser: Browser, path: 'send-otp' | 'verify-otp', body: Record<string, unknown>) {
  return browser.request({ method: 'POST', url: `${BENEFIT_API_PREFIX}/${path}`, payload: body });
}

/** Sends a code to `contact` and enters it. */
async function verifyByCode(browser: Browser, enrollment_id: string, contact: string, type: 'email' | 'phone') {
  expect((await otp(browser, 'send-otp', { enrollment_id, contact, type })).statusCode).toBe(200);
  const rows = await t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.template, 'otp-code'));
  const row = rows.sort((a, b) => b.id - a.id)[0]!;
  const code = /\b(\d{6})\b/.exec(row.text)![1]!;
  expect((await otp(browser, 'verify-otp', { enrollment_id, contact, type, otp: code })).statusCode).toBe(200);
}

describe('get-states', () => {
  it('lists every state and territory of the form with its name and abbreviation', async () => {
    const res = await new Browser(t.app).get('get-states');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toEqual(US_STATES.map((s) => ({ name: s.name, abbrev: s.abbrev })));
    expect(res.json().data.result).toContainEqual({ name: 'New York', abbrev: 'NY' });
  });
});

describe('the validity calls', () => {
  it.each([
    ['jane.applicant@example.com', { is_valid: true, error_message: null }],
    ['not an email', { is_valid: false, error_message: ENROLLMENT_MESSAGES.invalidContactEmail }],
    [DISPOSABLE, { is_valid: false, error_message: ENROLLMENT_MESSAGES.emailDisposable }],
    ['x@inbox.mailinator.com', { is_valid: false, error_message: ENROLLMENT_MESSAGES.emailDisposable }],
  ])('validate-member-email answers %s with %o', async (email, data) => {
    const res = await new Browser(t.app).post('validate-member-email', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data });
  });

  describe("a member's e-mail or phone (issue 26 item 2: membership is not told to strangers)", () => {
    /** What an address nobody has gets: the answer a stranger must get for a member's too. */
    const UNKNOWN = { status: 'success', data: { is_valid: true, error_message: null } };

    it('answers a stranger the same for a member\'s e-mail as for an unknown one: same status, same body', async () => {
      const stranger = new Browser(t.app);
      const id = await startEnrollment(stranger);
      for (const enrollment_id of [undefined, id]) {
        const member = await stranger.post('validate-member-email', { email: MEMBER_EMAIL.toUpperCase(), enrollment_id });
        const nobody = await stranger.post('validate-member-email', { email: 'nobody.at.all@example.com', enrollment_id });
        expect([member.statusCode, member.json()]).toEqual([200, UNKNOWN]);
        expect([nobody.statusCode, nobody.json()]).toEqual([member.statusCode, member.json()]);
      }
    });

    it("answers a stranger the same for a number on a member's enrollment as for an unknown one", async () => {
      const member = new Browser(t.app);
      const { id } = await memberEnrollment(member);
      const phone = '2125550166';
      expect((await member.post('save-contact-info', contactForm(id, { email_address: MEMBER_EMAIL, phone_number: phone }))).statusCode).toBe(200);
      const stranger = new Browser(t.app);
      const taken = await stranger.get('validate-phone-numverify', { phone });
      const unknown = await stranger.get('validate-phone-numverify', { phone: '2125550167' });
      expect([taken.statusCode, taken.json()]).toEqual([200, UNKNOWN]);
      expect([unknown.statusCode, unknown.json()]).toEqual([taken.statusCode, taken.json()]);
    });

    it("tells 'Email Already Exists.' to a browser that holds that member's enrollment (their store link)", async () => {
      const browser = new Browser(t.app);
      await memberEnrollment(browser);
      const anonymous = await startEnrollment(browser);
      for (const enrollment_id of [undefined, anonymous]) {
        const res = await browser.post('validate-member-email', { email: MEMBER_EMAIL, enrollment_id });
        expect(res.json()).toEqual({ status: 'success', data: { is_valid: false, error_message: ENROLLMENT_MESSAGES.emailAlreadyExists } });
      }
    });

    it.each([
      ['their rep', DEMO_ACCOUNTS.tessAgent],
      ['their group administrator', DEMO_ACCOUNTS.testGroupAdmin],
    ])("tells 'Email Already Exists.' to %s, signed in", async (_who, account) => {
      const staff = await signedInBrowser(t.app, account);
      const id = await startEnrollment(staff);
      for (const enrollment_id of [undefined, id]) {
        const res = await staff.post('validate-member-email', { email: MEMBER_EMAIL, enrollment_id });
        expect(res.json().data).toEqual({ is_valid: false, error_message: ENROLLMENT_MESSAGES.emailAlreadyExists });
      }
    });
  });

  it("tells the rep 'Email Already Exists.' for their member even when many others share the address", async () => {
    const [morgan] = await t.app.database.db.select().from(members).where(eq(members.email, MEMBER_EMAIL));
    const shared = 'the.whole.family@example.test';
    const person = (ref: string, agentId: number | null) => ({ ref, firstName: 'Kin', lastName: 'Shared', dob: '01/01/1980', gender: 0, zip: '10001', state: 'NY', email: shared, agentId });
    // Others' members first, Tess's member last: a search cut short before it would miss her.
    await t.app.database.db.insert(members).values(Array.from({ length: 24 }, (_, i) => person(`M-SHARED-${i}`, null)));
    await t.app.database.db.insert(members).values(person('M-SHARED-TESS', morgan!.agentId));
    const rep = await signedInBrowser(t.app, DEMO_ACCOUNTS.tessAgent);
    const res = await rep.post('validate-member-email', { email: shared });
    expect(res.json().data).toEqual({ is_valid: false, error_message: ENROLLMENT_MESSAGES.emailAlreadyExists });
  });

  it("does not count the member's own e-mail as someone else's for that member's enrollment", async () => {
    const browser = new Browser(t.app);
    const { id } = await memberEnrollment(browser);
    const res = await browser.post('validate-member-email', { email: MEMBER_EMAIL, enrollment_id: id });
    expect(res.json().data).toEqual({ is_valid: true, error_message: null });
  });

  it('validate-email-neverbounce checks deliverability only: syntax and disposable domains', async () => {
    const browser = new Browser(t.app);
    expect((await browser.post('validate-email-neverbounce', { email: MEMBER_EMAIL })).json().data).toEqual({ is_valid: true, error_message: null });
    expect((await browser.post('validate-email-neverbounce', { email: DISPOSABLE })).json().data).toEqual({ is_valid: false, error_message: ENROLLMENT_MESSAGES.emailDisposable });
  });

  it.each([
    [PHONE, { is_valid: true, error_message: null }],
    ['(212) 555-0142', { is_valid: true, error_message: null }],
    ['212-555-014', { is_valid: false, error_message: ENROLLMENT_MESSAGES.invalidContactPhone }],
    ['21255501420', { is_valid: false, error_message: ENROLLMENT_MESSAGES.invalidContactPhone }],
    [BAD_PHONE, { is_valid: false, error_message: ENROLLMENT_MESSAGES.phoneNotUs }],
    ['4165550142', { is_valid: false, error_message: ENROLLMENT_MESSAGES.phoneNotUs }],
  ])('validate-phone-numverify answers %s with %o', async (phone, data) => {
    const res = await new Browser(t.app).get('validate-phone-numverify', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(data);
  });

  it('refuses an empty e-mail or phone as a field error', async () => {
    const browser = new Browser(t.app);
    expect(byField((await browser.post('validate-member-email', { email: ' ' })).json().data)).toEqual({ email: MESSAGES.fieldRequired });
    expect(byField((await browser.get('validate-phone-numverify')).json().data)).toEqual({ phone: MESSAGES.fieldRequired });
  });

  it("answers 404 for an enrollment this browser does not hold", async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    expect((await new Browser(t.app).post('validate-member-email', { email: 'a@example.com', enrollment_id: id })).statusCode).toBe(404);
  });
});

describe('get-form-fields-contact-info', () => {
  it('offers every contact field, shown and editable, with the saved values once saved', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const before = (await browser.get('get-form-fields-contact-info', { enrollment_id: id })).json().data.result;
    expect(before.map((f: { field_name: string }) => f.field_name)).toEqual(['email_address', 'phone_number', 'address1', 'city', 'zip', 'state', 'birth_state', 'birth_city']);
    expect(before.every((f: { required: number; read_only: number; value: unknown }) => f.required === 1 && f.read_only === 0 && f.value === null)).toBe(true);
    expect((await browser.post('save-contact-info', contactForm(id))).statusCode).toBe(200);
    const after = (await browser.get('get-form-fields-contact-info', { enrollment_id: id })).json().data.result;
    expect(after.find((f: { field_name: string }) => f.field_name === 'state').value).toBe('NY');
  });
});

describe('save-contact-info', () => {
  it('saves the step with the state upper-cased, the phone as digits and nothing verified', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-contact-info', contactForm(id));
    expect(res.statusCode).toBe(200);
    const expected = {
      email_address: 'jane.applicant@example.com',
      phone_number: PHONE,
      address1: '350 Fifth Avenue',
      address2: 'Suite 100',
      city: 'New York',
      zip: '10001',
      state: 'NY',
      birth_state: 'NJ',
      birth_city: 'Hoboken',
      with_validation: 1,
      skip_validation_email: 0,
      skip_validation_phone: 0,
      email_verified: false,
      phone_verified: false,
    };
    expect(res.json()).toEqual({ status: 'success', data: { result: expected } });
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'contact_info')));
    expect(row!.data).toEqual(expected);
  });

  it.each([
    ['email_address', '', MESSAGES.fieldRequired],
    ['email_address', 'jane@', ENROLLMENT_MESSAGES.invalidContactEmail],
    ['phone_number', '', MESSAGES.fieldRequired],
    ['phone_number', '555-0142', ENROLLMENT_MESSAGES.invalidContactPhone],
    ['phone_number', '212555014x', ENROLLMENT_MESSAGES.invalidContactPhone],
    ['address1', '', MESSAGES.fieldRequired],
    ['address1', 'x'.repeat(101), MESSAGES.tooLong({ max: 100 })],
    ['city', '', MESSAGES.fieldRequired],
    ['zip', '', MESSAGES.fieldRequired],
    ['zip', '1000', MESSAGES.enterFiveDigitZipDot],
    ['zip', '00000', MESSAGES.invalidZip],
    ['state', '', MESSAGES.fieldRequired],
    ['state', 'N1', ENROLLMENT_MESSAGES.invalidState],
    ['state', 'XX', ENROLLMENT_MESSAGES.invalidState],
    ['birth_state', '', MESSAGES.fieldRequired],
    ['birth_state', 'ZZ', ENROLLMENT_MESSAGES.invalidState],
    ['birth_city', '', MESSAGES.fieldRequired],
    ['birth_city', 'a\u0000b', MESSAGES.invalidCharacters],
    ['with_validation', '2', MESSAGES.invalidChoice],
  ])('refuses %s %j with its message under the field', async (field, value, message) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-contact-info', contactForm(id, { [field]: value }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', errorCode: 'validationError' });
    expect(byField(res.json().data)[field]).toBe(message);
  });

  it('keeps address2 optional', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.post('save-contact-info', contactForm(id, { address2: '' }))).statusCode).toBe(200);
  });

  it("holds the state to the zip's state even without USPS Address Validation", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-contact-info', contactForm(id, { with_validation: 0, state: 'NJ', city: 'Anywhere' }));
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ state: ENROLLMENT_MESSAGES.stateNotZip });
    expect((await browser.post('save-contact-info', contactForm(id, { with_validation: 0, city: 'Anywhere' }))).statusCode).toBe(200);
  });

  it("refuses a city that is not the zip's with USPS Address Validation checked", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-contact-info', contactForm(id, { city: 'Buffalo' }));
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ city: ENROLLMENT_MESSAGES.uspsAddressMismatch });
  });

  it('accepts the post office spelling of the city (case, punctuation and Saint/St aside)', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.post('save-contact-info', contactForm(id, { city: 'new york.' }))).statusCode).toBe(200);
  });

  it('lists a disposable e-mail and an invalid phone under errors.email and errors.phone for the code link', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-contact-info', contactForm(id, { email_address: DISPOSABLE, phone_number: BAD_PHONE, address1: '' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      message: MESSAGES.validationFailed,
      errorCode: 'validationError',
      data: [{ target_element: 'address1', error_message: MESSAGES.fieldRequired }],
      errors: {
        email: { data: [{ target_element: 'email_address', error_message: ENROLLMENT_MESSAGES.emailDisposable, is_valid: false }] },
        phone: { data: [{ target_element: 'phone_number', error_message: ENROLLMENT_MESSAGES.phoneNotUs, is_valid: false }] },
      },
    });
  });

  it("refuses another member's e-mail as a plain field error, 'Email Already Exists.', where the member is known: their rep", async () => {
    const rep = await signedInBrowser(t.app, DEMO_ACCOUNTS.tessAgent);
    const id = await startEnrollment(rep);
    const res = await rep.post('save-contact-info', contactForm(id, { email_address: MEMBER_EMAIL }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'email_address', error_message: ENROLLMENT_MESSAGES.emailAlreadyExists }]);
    expect(res.json().errors).toEqual({});
  });

  it("saves a member's e-mail for a stranger as it saves an unknown one: the refusal would tell them it is a member's", async () => {
    const stranger = new Browser(t.app);
    const member = await stranger.post('save-contact-info', contactForm(await startEnrollment(stranger), { email_address: MEMBER_EMAIL }));
    const nobody = await stranger.post('save-contact-info', contactForm(await startEnrollment(stranger), { email_address: 'nobody.else@example.com' }));
    expect(member.statusCode).toBe(200);
    expect(nobody.statusCode).toBe(member.statusCode);
    expect(Object.keys(member.json().data.result).sort()).toEqual(Object.keys(nobody.json().data.result).sort());
  });

  it("lets an existing member keep their own e-mail and phone, and refuses that phone to their rep: 'Phone already exists'", async () => {
    const member = new Browser(t.app);
    const { id } = await memberEnrollment(member);
    const phone = '2125550177';
    expect((await member.post('save-contact-info', contactForm(id, { email_address: MEMBER_EMAIL, phone_number: phone }))).statusCode).toBe(200);
    // Saving again is still their own number.
    expect((await member.post('save-contact-info', contactForm(id, { email_address: MEMBER_EMAIL, phone_number: phone }))).statusCode).toBe(200);

    // Their rep, starting another enrollment, is told the number is their member's.
    const other = await signedInBrowser(t.app, DEMO_ACCOUNTS.tessAgent);
    const otherId = await startEnrollment(other);
    const res = await other.post('save-contact-info', contactForm(otherId, { phone_number: phone }));
    expect(res.statusCode).toBe(422);
    expect(res.json().data).toEqual([{ target_element: 'phone_number', error_message: ENROLLMENT_MESSAGES.phoneAlreadyExists }]);
    expect((await other.get('validate-phone-numverify', { phone })).json().data).toEqual({ is_valid: false, error_message: ENROLLMENT_MESSAGES.phoneAlreadyExists });

    // An anonymous enrollment's saved number is nobody's: another enrollment may use it (a person starting again).
    const again = new Browser(t.app);
    const againId = await startEnrollment(again);
    expect((await again.post('save-contact-info', contactForm(againId))).statusCode).toBe(200);
    const third = new Browser(t.app);
    expect((await third.post('save-contact-info', contactForm(await startEnrollment(third)))).statusCode).toBe(200);
  });

  it('accepts a disposable e-mail and an unknown phone once each was verified by a code for this enrollment', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await verifyByCode(browser, id, DISPOSABLE.toUpperCase(), 'email');
    await verifyByCode(browser, id, BAD_PHONE, 'phone');
    const res = await browser.post('save-contact-info', contactForm(id, { email_address: DISPOSABLE, phone_number: `(111) 555-0142` }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toMatchObject({ email_address: DISPOSABLE, email_verified: true, phone_number: BAD_PHONE, phone_verified: true });

    // A code verified for one enrollment does not carry over to another.
    const other = await startEnrollment(browser);
    const refused = await browser.post('save-contact-info', contactForm(other, { email_address: DISPOSABLE }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.email.data[0].error_message).toBe(ENROLLMENT_MESSAGES.emailDisposable);
  });

  it('marks a valid e-mail verified when its code was entered', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    await verifyByCode(browser, id, 'jane.applicant@example.com', 'email');
    expect((await browser.post('save-contact-info', contactForm(id))).json().data.result).toMatchObject({ email_verified: true, phone_verified: false });
  });

  it.each([
    ['rep', 200],
    ['group', 200],
    ['applicant', 422],
    [undefined, 422],
  ])('lets the skip boxes save flagged contacts only for enrollBy rep or group (%s: %i)', async (eprocess, status) => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, eprocess ? { eprocess } : {});
    const res = await browser.post('save-contact-info', contactForm(id, { email_address: DISPOSABLE, phone_number: BAD_PHONE, skip_validation_email: 1, skip_validation_phone: '1' }));
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'phone']);
  });

  it('does not let a rep skip past an e-mail that belongs to another member (their member: they know it)', async () => {
    const browser = await signedInBrowser(t.app, DEMO_ACCOUNTS.tessAgent);
    const id = await startEnrollment(browser, { eprocess: 'rep' });
    const res = await browser.post('save-contact-info', contactForm(id, { email_address: MEMBER_EMAIL, skip_validation_email: 1 }));
    expect(byField(res.json().data)).toEqual({ email_address: ENROLLMENT_MESSAGES.emailAlreadyExists });
  });

  it("answers 404 for another browser's enrollment", async () => {
    const owner = new Browser(t.app);
    const id = await startEnrollment(owner);
    expect((await new Browser(t.app).post('save-contact-info', contactForm(id))).statusCode).toBe(404);
    expect((await new Browser(t.app).get('get-form-fields-contact-info', { enrollment_id: id })).statusCode).toBe(404);
  });
});

describe('the contact step bootstrap', () => {
  it('joins the fields, the saved value and the options: states, whether validation may be skipped, the verified contacts', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser, { eprocess: 'rep' });
    const before = await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.value).toBeNull();
    expect(before.json().data.options).toEqual({ states: US_STATES.map((s) => ({ name: s.name, abbrev: s.abbrev })), can_skip_validation: true, verified: { email: null, phone: null } });
    expect(before.json().data.fields.map((f: { field_name: string }) => f.field_name)).toContain('email_address');

    await verifyByCode(browser, id, 'Jane.Applicant@example.com', 'email');
    expect((await browser.post('save-contact-info', contactForm(id))).statusCode).toBe(200);
    const after = (await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' })).json().data;
    expect(after.options.verified).toEqual({ email: 'jane.applicant@example.com', phone: null });
    expect(after.value).toMatchObject({ email_address: 'jane.applicant@example.com', email_verified: true, phone_verified: false });
  });

  it('does not offer the skip boxes to an applicant', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    expect((await browser.get('get-enrollment-step', { enrollment_id: id, tab: 'contact_info' })).json().data.options.can_skip_validation).toBe(false);
  });
});

describe("save for later on the contact step (issue 26 item 5: spec 001 section 7's payload)", () => {
  /** save-enrollment's `data` for contact exactly as the spec lists it: no birth state or city, no flags. */
  const SPEC_PAYLOAD = {
    address1: '350 Fifth Avenue',
    address2: 'Suite 100',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    phone_number: '2125550142',
    email_address: 'later.spec@example.com',
  };

  it("stores the spec's exact payload (200) and the resumed step shows it, while completion waits for the step's Next", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-enrollment', { enrollment_id: id, email: 'later.spec@example.com', tab: 'contact_info', data: SPEC_PAYLOAD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toMatchObject({ saved_tab: 'contact_info' });
    const temp = await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'contact_info' });
    expect(temp.json().data.result).toMatchObject(SPEC_PAYLOAD);
    expect(temp.json().data.result).not.toHaveProperty('complete');
    const [row] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'contact_info')));
    expect(row!.data).toMatchObject({ complete: false });

    // The step's Next with everything marks it whole again.
    expect((await browser.post('save-contact-info', contactForm(id))).statusCode).toBe(200);
    const [whole] = await t.app.database.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'contact_info')));
    expect(whole!.data).not.toHaveProperty('complete');
  });

  it('still checks what was given: a malformed zip is refused under zip', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const res = await browser.post('save-enrollment', { enrollment_id: id, email: 'later.spec@example.com', tab: 'contact_info', data: { ...SPEC_PAYLOAD, zip: '1000' } });
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ zip: MESSAGES.enterFiveDigitZipDot });
  });

  it("the step's Next (save-contact-info) without birth state or city is still refused 422 'Field is required'", async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const { birth_state: _s, birth_city: _c, ...withoutBirth } = contactForm(id);
    const res = await browser.post('save-contact-info', withoutBirth);
    expect(res.statusCode).toBe(422);
    expect(byField(res.json().data)).toEqual({ birth_state: MESSAGES.fieldRequired, birth_city: MESSAGES.fieldRequired });
  });
});
