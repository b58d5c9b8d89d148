import { NO_HOLIDAYS } from '@benefit-store/domain';
import { TEST_CARD_NUMBERS } from '../../src/modules/payments/payment-provider.js';
import { addPlan, Browser, startEnrollment } from './browser.js';

/** The employer form as an employee of the test group (Test Group Inc) fills it. */
export const EMPLOYER = {
  name: 'Test Group Inc',
  phone: '(212) 555-0142',
  address1: '1 Test Way',
  address2: 'Floor 2',
  city: 'New York',
  zip: '10001',
  state: 'ny',
  average_work_week: '40_plus',
  employment_start_date: '06/03/2019',
  occupation: 'Quality engineer',
  compensation_type: 'Salary',
  employment_status: 'A',
  emp_industry: 'Software testing',
  emp_num_employed: 25,
  emp_vac_policy: '3_weeks',
  emp_barg_unit: 'none',
  holiday_policy: { ...NO_HOLIDAYS, Standard_6: 1, Birthday: 1 },
  with_validation: 1,
  skip_validation_phone: 0,
};

/** What the completion tests type, so a database dump can be searched for it. */
export const TYPED = {
  ssn: '123-45-6789',
  cardNumber: TEST_CARD_NUMBERS.accepted,
  securityCode: '8317',
  accountNumber: '000987654321',
  email: 'ana.receipt@example.com',
  phone: '(212) 555-0142',
};

export const PERSONAL = {
  first_name: 'Ana',
  middle_name: 'María',
  last_name: 'Receipt',
  weight: 150,
  height_feet: 5,
  height_inch: 7,
  marital_status: 1,
  ssn: TYPED.ssn,
  prior_coverage_flag: 0,
};

export const CONTACT = {
  email_address: TYPED.email,
  phone_number: TYPED.phone,
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
};

export const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Receipt',
  card_number: TYPED.cardNumber,
  expiration_month: '12',
  expiration_year: '2030',
  security_code: TYPED.securityCode,
  address1: '12 Main Street',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  is_physical_address: 'no',
};

export const BANK = {
  payment_method: 'eft',
  routing_number: '021000021',
  account_name: 'Ana Receipt',
  bank_name: 'JPMORGAN CHASE BANK, NA',
  account_number: TYPED.accountNumber,
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: 28,
};

export const AGREEMENT = { agree_general: true, agree_health: true, agree_income: true, agree_payment: true, user_name: 'Ana Receipt', signature_name: 'Ana M. Receipt' };

async function must(label: string, response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const r = await response;
  if (r.statusCode !== 200) throw new Error(`${label} answered ${r.statusCode}: ${r.body}`);
}

export type StepName = 'personal' | 'contact' | 'billing' | 'agreement';

/**
 * Saves every step of a member-only applicant's enrollment through the real calls (personal, contact, billing by card
 * or bank, agreement signed by typing the name), so save-review-info can complete it. `skip` leaves steps unsaved.
 */
export async function completeAllSteps(
  browser: Browser,
  id: string,
  options: { payment?: 'card' | 'bank'; skip?: StepName[]; agreement?: Record<string, unknown> } = {},
): Promise<void> {
  const skip = new Set(options.skip ?? []);
  if (!skip.has('personal')) await must('save-personal-info', browser.post('save-personal-info', { enrollment_id: id, ...PERSONAL }));
  if (!skip.has('contact')) await must('save-contact-info', browser.post('save-contact-info', { enrollment_id: id, ...CONTACT }));
  if (!skip.has('billing')) await must('save-billing-info', browser.post('save-billing-info', { enrollment_id: id, ...(options.payment === 'bank' ? BANK : CARD) }));
  if (!skip.has('agreement')) await must('save-agreement-info', browser.post('save-agreement-info', { enrollment_id: id, ...(options.agreement ?? AGREEMENT) }));
}

/** A new browser with a member-only applicant's enrollment holding the dental plan (no health, beneficiary or dependent step). */
export async function dentalEnrollment(app: ConstructorParameters<typeof Browser>[0], plans: string[] = ['Test Dental']): Promise<{ browser: Browser; id: string }> {
  const browser = new Browser(app);
  const id = await startEnrollment(browser);
  for (const name of plans) await addPlan(browser, id, name);
  return { browser, id };
}

/**
 * An enrollment completed through the real calls: started with `overrides` (born 03/15/1990 unless they say), `plans`
 * added, `dependents` saved, every step saved and the review sent. `prepare` runs once it has started (to set its
 * effective date, say). Answers its id and policy number.
 */
export async function completedEnrollment(
  browser: Browser,
  order: { overrides?: Record<string, unknown>; plans: string[]; dependents?: Record<string, unknown>[]; prepare?: (id: string) => Promise<unknown> },
): Promise<{ id: string; policyId: string }> {
  const id = await startEnrollment(browser, { dob: '03/15/1990', ...order.overrides });
  await order.prepare?.(id);
  for (const name of order.plans) await addPlan(browser, id, name);
  const dependents = order.dependents ?? [];
  if (dependents.length > 0) await must('save-dependent-info', browser.post('save-dependent-info', { enrollment_id: id, dependents: dependents.map((d) => ({ primary_info: d })) }));
  await completeAllSteps(browser, id);
  const done = await browser.post('save-review-info', { enrollment_id: id, additional_notes: '', first_enroll: 1, send_sms: 0 });
  if (done.statusCode !== 200) throw new Error(`save-review-info answered ${done.statusCode}: ${done.body}`);
  return { id, policyId: done.json().data.policy_id as string };
}
