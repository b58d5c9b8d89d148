import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { readyForAxe } from './browser.js';

// The enrollment wizard's journeys share these: an applicant, the way to the wizard, the steps' fields by the spec's
// labels, the outbox, and the axe audit of one region.

/** A person of these journeys: unique contacts per run, so no e-mail or phone "already exists". */
export function applicant(tag: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return {
    firstName: 'Ana',
    middleName: 'Maria',
    lastName: 'Lopez',
    weight: '150',
    heightFeet: '5',
    heightInch: '6',
    ssn: '123456789',
    email: `ana.${tag}.${n}@example.com`,
    // A disposable-mail domain: the store flags it, and the owner proves it with a code.
    disposableEmail: `ana.${tag}.${n}@mailinator.com`,
    alternateEmail: `ana.later.${tag}.${n}@example.com`,
    phone: `212${String(2_000_000 + (Number(n) % 7_000_000))}`,
    address1: '350 5th Ave',
    address2: 'Suite 100',
    city: 'New York',
    zip: '10118',
    birthState: 'New York',
    birthCity: 'Albany',
  };
}
export type Applicant = ReturnType<typeof applicant>;

// ---------------------------------------------------------------------------------------------------------------
// Getting to the wizard: the landing filter, one plan, the cart, Proceed to Checkout, Member Enrollment.

/** The landing form's tier labels (Choose Tier). */
export type TierLabel = 'Member Only' | 'Member + Spouse' | 'Member + Children' | 'Family';

/** The landing form (Zip Code, Gender, Choose Tier, DOB) of the page open now. */
export const landingForm = (page: Page) => page.locator('form').filter({ has: page.getByLabel('Zip Code') }).first();

/**
 * Fills the landing form of the page open now as a person types it: a woman born 01/15/1990 (typed as digits, the
 * form inserts the slashes), `zip` (10001), `tier` and what the tier asks for. Does not send it.
 */
export async function fillBasicInformation(page: Page, options: { tier?: TierLabel; zip?: string } = {}): Promise<Locator> {
  const tier = options.tier ?? 'Member Only';
  const form = landingForm(page);
  await form.getByLabel('Zip Code').fill(options.zip ?? '10001');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Choose Tier').selectOption({ label: tier });
  const dob = form.getByLabel('DOB', { exact: true });
  await dob.pressSequentially('01151990');
  await expect.poll(() => dob.inputValue()).toBe('01/15/1990');
  await fillDependents(form, tier);
  return form;
}

/** Fills and sends the landing form of the page open now, and waits for the plans. */
export async function sendBasicInformation(page: Page, options: { tier?: TierLabel; zip?: string } = {}) {
  const form = await fillBasicInformation(page, options);
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/plans**');
}

/** Opens the landing page and sends its form. */
export async function fillLandingForm(page: Page, tier: TierLabel = 'Member Only') {
  await page.goto('/');
  await sendBasicInformation(page, { tier });
}

/** What a tier with a spouse or children asks on the landing form: the spouse's birthday (04/12/1986), one child. */
export async function fillDependents(form: Locator, tier: TierLabel) {
  if (tier === 'Member + Spouse' || tier === 'Family') await form.getByLabel('Spouse DOB').pressSequentially('04121986');
  if (tier === 'Member + Children' || tier === 'Family') await form.getByLabel('Number of Children').selectOption('1');
}

// An underwritten plan (critical illness): the personal step then asks weight and height too.
export const PLAN = 'Summit Critical Illness 10K';

/** A plan to put in the cart: its category (the /plans?type= value) and its name as the card shows it. */
export interface CartPlan {
  category: string;
  name: string;
}

/**
 * From an empty browser to /enrollment/personal-info with these plans in the cart (by default the critical illness
 * plan, Member Only), through the landing form, the plan cards, the cart and Proceed to Checkout.
 */
export async function startEnrollment(page: Page, options: { tier?: TierLabel; plans?: CartPlan[] } = {}) {
  await fillLandingForm(page, options.tier);
  for (const plan of options.plans ?? [{ category: 'critical', name: PLAN }]) await addFromPlansList(page, plan);
  await proceedToCheckout(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Member Enrollment' }).click();
  await page.waitForURL('**/enrollment/personal-info**');
  await stepHeading(page, 'Personal Information').waitFor();
}

/**
 * From an empty browser to the first wizard step the way a person gets there, with clicks only (no address typed
 * after the first): the landing form, the plan's Add on the plans it leads to, View Cart, the first effective date,
 * Proceed to Checkout and Member Enrollment. The critical illness plan, Member Only.
 */
export async function clickToEnrollment(page: Page) {
  await fillLandingForm(page);
  await page.getByRole('button', { name: `Add ${PLAN} to cart` }).click();
  await page.getByRole('dialog', { name: 'Plan added to cart.' }).getByRole('button', { name: 'View Cart' }).click();
  await chooseFirstEffectiveDate(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Member Enrollment' }).click();
  await page.waitForURL('**/enrollment/personal-info**');
  await stepHeading(page, 'Personal Information').waitFor();
}

/** Opens the plan's category on /plans and adds it with its own button, until it reads 'In cart'. */
export async function addFromPlansList(page: Page, plan: CartPlan) {
  await page.goto(`/plans?type=${plan.category}`);
  await page.getByRole('button', { name: `Add ${plan.name} to cart` }).click();
  // Every add from the list opens the notify dialog ('Plan added to cart.'), which hides the page from the
  // accessibility tree until Add More Plan closes it; then the plan reads 'In cart'.
  const notify = page.getByRole('dialog', { name: 'Plan added to cart.' });
  await notify.getByRole('button', { name: 'Add More Plan' }).click();
  await notify.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `${plan.name} In cart` }).first().waitFor();
}

/** The cart: the first offered effective date, then Proceed to Checkout (what follows depends on who shops). */
export async function proceedToCheckout(page: Page) {
  await page.goto('/cart');
  await chooseFirstEffectiveDate(page);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
}

/** On the cart: the first effective date it offers. */
async function chooseFirstEffectiveDate(page: Page) {
  await page.getByRole('heading', { name: 'Order Info' }).waitFor();
  const select = page.getByLabel('Effective Date');
  await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
  const first = (await select.locator('option').allTextContents()).find((o) => /^\d{2}\/\d{2}\/\d{4}$/.test(o));
  await select.selectOption(first!);
}

/** The enrollment id this browser holds (the spec's tempId, kept in the client state in localStorage). */
export async function enrollmentIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: { tempId?: string } }).state?.tempId);
  if (!id) throw new Error('this browser holds no enrollment');
  return id;
}

/** A call of /api/v1 made by this browser (its session cookie), as the wizard's screens make them; the parsed answer. */
export async function callApi(page: Page, method: 'GET' | 'POST', path: string, body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const url = `/api/v1/${path}`;
  const res = method === 'GET' ? await page.request.get(url, { params: body as Record<string, string> }) : await page.request.post(url, { data: body });
  return { status: res.status(), json: (await res.json()) as Record<string, unknown> };
}

/**
 * Personal and Contact Information saved through their calls (their journeys click through them): a journey about
 * a later step starts from there. Then opens `route` (e.g. 'beneficiary-info') of the wizard.
 */
export async function passPersonalAndContact(page: Page, a: Applicant, route: string): Promise<string> {
  const id = await enrollmentIdOf(page);
  const personalSaved = await callApi(page, 'POST', 'save-personal-info', {
    enrollment_id: id,
    first_name: a.firstName,
    last_name: a.lastName,
    weight: a.weight,
    height_feet: a.heightFeet,
    height_inch: a.heightInch,
    marital_status: 0,
    ssn: a.ssn,
    prior_coverage_flag: 0,
  });
  expect(personalSaved.status, JSON.stringify(personalSaved.json)).toBe(200);
  const contactSaved = await callApi(page, 'POST', 'save-contact-info', {
    enrollment_id: id,
    email_address: a.email,
    phone_number: a.phone,
    address1: a.address1,
    city: a.city,
    zip: a.zip,
    state: 'NY',
    birth_state: 'NY',
    birth_city: a.birthCity,
    with_validation: 0,
  });
  expect(contactSaved.status, JSON.stringify(contactSaved.json)).toBe(200);
  await page.goto(`/enrollment/${route}`);
  return id;
}

// ---------------------------------------------------------------------------------------------------------------
// The wizard's screens, by the spec's labels.

export const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, exact: true });
export const main = (page: Page) => page.getByRole('main');

export const personal = (page: Page) => ({
  firstName: main(page).getByRole('textbox', { name: /^first name/i }),
  middleName: main(page).getByRole('textbox', { name: /^middle name/i }),
  lastName: main(page).getByRole('textbox', { name: /^last name/i }),
  weight: main(page).getByRole('textbox', { name: /^weight/i }),
  heightFeet: main(page).getByRole('textbox', { name: /feet/i }),
  heightInch: main(page).getByRole('textbox', { name: /inch/i }),
  gender: main(page).getByLabel(/^gender/i),
  maritalStatus: main(page).getByLabel(/^marital status/i),
  ssn: main(page).getByRole('textbox', { name: /social security number/i }),
  birthdate: main(page).getByRole('textbox', { name: /date of birth/i }),
  noPriorCoverage: main(page).getByRole('radio', { name: 'No prior Health Coverage' }),
});

export const contact = (page: Page) => ({
  email: main(page).getByRole('textbox', { name: /e-?mail/i }),
  phone: main(page).getByRole('textbox', { name: /contact number|phone/i }),
  address1: main(page).getByRole('textbox', { name: /address\s*(line\s*)?1/i }),
  address2: main(page).getByRole('textbox', { name: /address\s*(line\s*)?2/i }),
  city: main(page).getByRole('textbox', { name: /^city/i }),
  zip: main(page).getByRole('textbox', { name: /zip/i }),
  state: main(page).getByLabel(/^state/i),
  birthState: main(page).getByLabel(/^birth state/i),
  birthCity: main(page).getByRole('textbox', { name: /^birth city/i }),
  usps: main(page).getByRole('checkbox', { name: 'USPS Address Validation' }),
});

export const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });
/** The OTP modal's six boxes ('Digit 1 of 6' ...). */
export const otpBoxes = (dialog: Locator) => dialog.getByRole('textbox', { name: /^Digit \d of 6$/ });

export async function fillPersonal(page: Page, a: Applicant) {
  const f = personal(page);
  await f.firstName.fill(a.firstName);
  await f.middleName.fill(a.middleName);
  await f.lastName.fill(a.lastName);
  await f.weight.fill(a.weight);
  await f.heightFeet.fill(a.heightFeet);
  await f.heightInch.fill(a.heightInch);
  await f.maritalStatus.selectOption({ label: 'Single' });
  await f.ssn.fill(a.ssn);
  await f.noPriorCoverage.check();
}

export async function fillContact(page: Page, a: Applicant, email = a.email) {
  const f = contact(page);
  await f.email.fill(email);
  await f.phone.fill(a.phone);
  await f.address1.fill(a.address1);
  await f.address2.fill(a.address2);
  await f.city.fill(a.city);
  await f.zip.fill(a.zip);
  // The zip decides the state, which is then read-only.
  await expect.poll(() => f.state.inputValue()).toBe('NY');
  expect(await f.state.isDisabled()).toBe(true);
  await f.birthState.selectOption({ label: a.birthState });
  await f.birthCity.fill(a.birthCity);
  await f.usps.check();
}

/** Agreement & Signature as an applicant signs it: every "I have read and agree" box, the name, the typed signature, Next. */
export async function signAgreement(page: Page, a: Applicant) {
  await stepHeading(page, 'Agreement & Signature').waitFor();
  const agreement = main(page);
  const boxes = agreement.getByRole('checkbox', { name: 'I have read and agree to the above' });
  for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
  await agreement.getByLabel('Applicant Name').fill(`${a.firstName} ${a.lastName}`);
  await agreement.getByLabel('Or type your full name to sign').fill(`${a.firstName} ${a.lastName}`);
  await next(page, 'agreement-signature');
}

export async function next(page: Page, from: string) {
  await button(main(page), 'Next').click();
  await page.waitForURL((url) => !url.pathname.endsWith(from));
}

/** The newest message to `recipient` whose subject matches, opened on /dev/outbox in this browser; its text body. */
export async function readMail(context: BrowserContext, recipient: string, subject: RegExp): Promise<string> {
  const outbox = await context.newPage();
  try {
    const link = outbox.getByRole('link', { name: new RegExp(`${subject.source}.*E-mail to ${recipient.replace(/[.+]/g, '\\$&')}`) }).first();
    await expect
      .poll(async () => {
        await outbox.goto('/dev/outbox');
        await outbox.getByRole('heading', { level: 1 }).waitFor();
        // The list (labelled, not a text) or the empty page's text: the page has loaded what it has.
        await outbox.getByRole('list', { name: 'Messages, newest first' }).or(outbox.getByText(/^No messages yet/)).first().waitFor();
        return link.count();
      })
      .toBeGreaterThan(0);
    await link.click();
    const text = outbox.locator('pre');
    await text.waitFor();
    return await text.innerText();
  } finally {
    await outbox.close();
  }
}

export const otpFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
export const resumeCodeFrom = (text: string) => /\b([2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5})\b/.exec(text)?.[1] ?? '';
export const resumeLinkFrom = (text: string) => /https?:\/\/\S+\/direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_=-]+/.exec(text)?.[0] ?? '';

/** The OTP modal: Send OTP, the code from the outbox into the six boxes (verified at six digits), success. */
export async function verifyEmailByCode(page: Page, context: BrowserContext, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Email Verification' });
  await dialog.waitFor();
  await button(dialog, 'Send OTP').click();
  const boxes = otpBoxes(dialog);
  await expect.poll(() => boxes.count()).toBe(6);
  const code = otpFrom(await readMail(context, email, /Your verification code/));
  expect(code).toMatch(/^\d{6}$/);
  await boxes.first().click();
  await page.keyboard.type(code);
  await dialog.getByText('Verification Successful!').waitFor();
  // It closes by itself after 2 seconds; Back to Enrollment closes it at once.
  await button(dialog, 'Back to Enrollment').click().catch(() => undefined);
  await dialog.waitFor({ state: 'hidden' });
}

/** Every WCAG 2.1 A/AA violation (any impact) inside `selector` once settled (readyForAxe), as readable lines. */
export async function violationsWithin(page: Page, selector: string): Promise<string[]> {
  await readyForAxe(page);
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [[include]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, selector);
}

export async function audit(page: Page, what: string, selector = 'main') {
  expect(await violationsWithin(page, selector), what).toEqual([]);
}


// ---------------------------------------------------------------------------------------------------------------
// The quick way to the wizard, for journeys about a later step (the way through the landing form, the plan cards and
// the cart is walked by startEnrollment and the storefront's own journeys).

const TIER_CODES: Record<TierLabel, string> = { 'Member Only': 'IO', 'Member + Spouse': 'IS', 'Member + Children': 'IC', Family: 'IF' };

/**
 * The same enrollment startEnrollment makes (Female, 01/15/1990, zip 10001, these plans, the first effective date,
 * Member Enrollment), made through the calls the storefront's screens make, with the client state the checkout leaves
 * (tempId, tier, effective date); then opens /enrollment/personal-info. Answers the enrollment id.
 */
export async function startEnrollmentQuickly(
  page: Page,
  options: { tier?: TierLabel; plans?: CartPlan[]; filter?: Record<string, unknown>; household?: { dep_dob?: string; no_of_children?: number } } = {},
): Promise<string> {
  const tier = TIER_CODES[options.tier ?? 'Member Only'];
  // `filter`: what the landing form adds on a group's or rep's store (zip, group_id, eprocess...).
  const filter = await callApi(page, 'POST', 'add-filter-for-new-user', { zip: '10001', gender: 1, tier, dob: '01/15/1990', ...options.filter });
  expect(filter.status, JSON.stringify(filter.json)).toBe(200);
  const id = (filter.json.data as { temp_enrollment_id: string }).temp_enrollment_id;
  // `household`: the landing's spouse date of birth and number of children, which household-priced plans need.
  if (options.household) {
    const stored = await callApi(page, 'POST', 'store-temp-dependent-info', { enrollment_id: id, ...options.household });
    expect(stored.status, JSON.stringify(stored.json)).toBe(200);
  }
  const listing = await callApi(page, 'GET', 'get-filtered-plans', { enrollment_id: id });
  const cards = (listing.json.data as { result: { plans: { plan_id: number; ppid: number; plan_name: string }[] }[] }).result.flatMap((g) => g.plans);
  const plans = options.plans ?? [{ category: 'critical', name: PLAN }];
  for (const plan of plans) {
    const card = cards.find((c) => c.plan_name === plan.name);
    if (!card) throw new Error(`no plan ${plan.name} is offered to this visitor`);
    const added = await callApi(page, 'POST', 'add-plan-to-cart', { enrollment_id: id, plan_id: card.plan_id, plan_pricing_id: card.ppid });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
  }
  const dates = await callApi(page, 'GET', 'get-cart-effective-dates', { enrollment_id: id });
  const effectiveDate = (dates.json.data as { result: string[] }).result[0]!;
  const checkout = await callApi(page, 'POST', 'cart-checkout', { enrollment_id: id, effective_date: effectiveDate, type: 'member' });
  expect(checkout.status, JSON.stringify(checkout.json)).toBe(200);
  // The client state is written while no page of the app runs (a JSON answer of the store's origin is open): a
  // running app writes its whole in-memory state back on its next change, which would drop these keys.
  await page.goto('/api/v1/get-plan-category');
  await page.evaluate(
    (keys) => {
      const stored = JSON.parse(localStorage.getItem('benefit-store') ?? '{"state":{},"version":2}') as { state: Record<string, unknown>; version: number };
      localStorage.setItem('benefit-store', JSON.stringify({ ...stored, state: { ...stored.state, ...keys } }));
    },
    { tempId: id, tier, selectedTier: tier, isFilterDataSubmitted: true, cartCount: plans.length, effectiveDate },
  );
  await page.goto('/enrollment/personal-info');
  await stepHeading(page, 'Personal Information').waitFor();
  return id;
}

/** Save & Continue Later on the current step, sending the code to `email`: the code, read from the outbox (the dialog stays open on its confirmation). */
export async function saveForLater(page: Page, context: BrowserContext, email: string): Promise<string> {
  await button(main(page), 'Save & Continue Later').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Please enter the alternate email you want to send Enrollment code to?').waitFor();
  await dialog.getByRole('textbox').fill(email);
  await button(dialog, 'Send Code').click();
  // A success notice, read out politely.
  await dialog.getByRole('status').getByText('Information Saved!!! Check your email to continue').waitFor();
  return resumeCodeFrom(await readMail(context, email, /Your enrollment code/));
}

/** Resumes on /continue-enrollment with the code and e-mail, like a person, and waits for the saved step to open. */
export async function resumeByCode(page: Page, code: string, email: string, route: string, title: string) {
  await page.goto('/continue-enrollment');
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Email Address').fill(email);
  await button(page, 'Continue').click();
  await page.waitForURL(`**/enrollment/${route}**`);
  await stepHeading(page, title).waitFor();
}

/**
 * From an enrollment made by startEnrollmentQuickly to the Review & Confirmation page: Personal and Contact saved
 * through their calls (passPersonalAndContact), then every other required step of the enrollment's tab list through
 * its own call with plain valid answers (each step's journey clicks through it): the employer step skipped (only an
 * IHA cart may skip it), one beneficiary with 100 %, health questions all No, `dependents` (default: the tier's
 * minimum, a spouse and/or one child, health all No), the accepted test card, the agreement ticked and signed by typed
 * name. Then opens /enrollment/review-confirm. Answers the enrollment id.
 */
export async function reachReview(page: Page, a: Applicant, options: { dependents?: Record<string, unknown>[]; groupCode?: string } = {}): Promise<string> {
  const id = await passPersonalAndContact(page, a, 'personal-info');
  const ok = async (path: string, body: Record<string, unknown>) => {
    const answer = await callApi(page, 'POST', path, { enrollment_id: id, ...body });
    expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200);
  };
  const data = async <T>(path: string) => ((await callApi(page, 'GET', path, { enrollment_id: id })).json.data as { result: T }).result;
  type QuestionSet = { codition_questions: { question_id: number }[]; medication_question: { question_id: number } | null };
  const allNo = (set: QuestionSet) => ({
    condition_questions: set.codition_questions.map((q) => ({ question_id: q.question_id, yes_no_flag: 0, conditions: [] })),
    medication_question: set.medication_question ? { question_id: set.medication_question.question_id, yes_no_flag: 0, medications: [] } : undefined,
    notes: '',
  });
  const step = (await callApi(page, 'GET', 'get-enrollment-step', { enrollment_id: id, tab: 'review_info' })).json.data as { tabs: { tab_name: string; required: boolean }[] };
  const required = new Set(step.tabs.filter((t) => t.required).map((t) => t.tab_name));
  const tier = (await callApi(page, 'GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' })).json.data as { result: { tier: string } };

  if (required.has('employer_info')) await ok('save-employer-info', { skipped: 1 });
  if (required.has('beneficiary_info')) {
    await ok('save-beneficiary-info', {
      beneficiaries: [{ first_name: 'Tom', last_name: a.lastName, birthdate: '01/02/1990', ssn: '123-45-6788', relationship: 'Spouse', beneficiary_percentage: 100, is_contigent: false }],
    });
  }
  if (required.has('primary_health_info')) await ok('save-primary-health-info', allNo(await data<QuestionSet>('get-health-questions-primary-health-info')));
  if (required.has('dependent_info')) {
    const spouse = { first_name: 'Sam', last_name: a.lastName, gender: 0, ssn: '123-45-1020', relationship: 'spouse', weight: 170, height_feet: 5, height_inch: 8, birthdate: '04/12/1986' };
    const child = { first_name: 'Lia', last_name: a.lastName, gender: 1, ssn: '123-45-1001', relationship: 'child', weight: 60, height_feet: 4, height_inch: 2, birthdate: '09/30/2015' };
    const byTier: Record<string, Record<string, unknown>[]> = { IS: [spouse], IC: [child], IF: [spouse, child] };
    const questions = await data<QuestionSet>('get-health-questions-dependent-info');
    const health = questions.codition_questions.length > 0 || questions.medication_question ? allNo(questions) : undefined;
    const list = (options.dependents ?? byTier[tier.result.tier] ?? []).map((primary_info) => ({ primary_info, ...(health ? { health_info: health } : {}) }));
    await ok('save-dependent-info', { dependents: list });
  }
  await ok('save-billing-info', {
    payment_method: 'cc',
    first_name_on_cc: a.firstName,
    last_name_on_cc: a.lastName,
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    security_code: '123',
    address1: a.address1,
    city: a.city,
    state: 'NY',
    zip: a.zip,
  });
  const texts = await data<{ id: string }[]>('get-agreement-texts');
  const fields = await data<{ field_name: string; required: boolean; value?: unknown }[]>('get-form-fields-agreement-info');
  // A group enrollment's group name comes prefilled with its group, which the server checks: kept as given; its code
  // is never sent (decision 0080): the employee types the one they enrolled with (`groupCode`).
  const verification = Object.fromEntries(
    fields
      .filter((f) => f.required && !['date', 'signature'].includes(f.field_name))
      .map((f) => [
        f.field_name,
        typeof f.value === 'string' ? f.value : f.field_name === 'group_code' && options.groupCode ? options.groupCode : f.field_name.endsWith('_code') ? 'CODE1' : `${a.firstName} ${a.lastName}`,
      ]),
  );
  await ok('save-agreement-info', { ...Object.fromEntries(texts.map((t) => [`agree_${t.id}`, true])), ...verification, signature_name: `${a.firstName} ${a.lastName}` });
  await page.goto('/enrollment/review-confirm');
  await stepHeading(page, 'Review & Confirmation').waitFor();
  return id;
}
