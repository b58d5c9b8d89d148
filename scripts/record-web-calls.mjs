// The API calls the web app makes on a group employee's whole journey, clicked through in Chromium like a person:
// what scripts/bench-open-enrollment.mjs sends for each employee. Run it against a running store when the web changes
// which calls a page makes, and bring the journey there up to date:
//   node scripts/record-web-calls.mjs http://127.0.0.1:3000 IO   (Member Only: critical illness and term life)
//   node scripts/record-web-calls.mjs http://127.0.0.1:3000 IS   (Member + Spouse: critical illness and dental)
// Prints one line a call: the page it belongs to, its answer's status (ABORTED: the browser gave it up), its method,
// path and query. The pages' names are the bench's steps.
import { chromium } from 'playwright-core';

const [origin = 'http://127.0.0.1:3000', tier = 'IO'] = process.argv.slice(2);
const tierLabel = tier === 'IS' ? 'Member + Spouse' : 'Member Only';
const second = tier === 'IS' ? 'dental' : 'term_life';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const calls = [];
let step = 'landing';
page.on('request', (request) => {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/benefit-api/')) return;
  calls.push({ step, method: request.method(), path: url.pathname, query: url.search, request, status: 'ABORTED' });
});
page.on('response', (response) => {
  const call = calls.find((c) => c.request === response.request());
  if (call) call.status = response.status();
});
/** The wizard's headings and the bench's names of their steps. */
const STEPS = [
  [/Employer/, 'employer'],
  [/Beneficiary/, 'beneficiaries'],
  [/Health/, 'health'],
  [/Dependent/, 'dependents'],
  [/Billing/, 'billing'],
  [/Agreement/, 'agreement'],
  [/Review/, 'review'],
];
/** The calls from here on belong to `name`, once the page has made the ones it was making. */
const mark = async (name) => {
  await page.waitForLoadState('networkidle').catch(() => {});
  step = name;
};
const main = () => page.getByRole('main');
const button = (scope, name) => scope.getByRole('button', { name, exact: true });
const n = `${Date.now()}`.slice(-7);
const a = { first: 'Ana', last: 'Lopez', email: `ana.record.${n}@example.com`, phone: `212${String(2_000_000 + (Number(n) % 7_000_000))}` };

try {
  await page.goto('/');
  await page.getByRole('button', { name: 'Employee Enroll' }).waitFor();
  await mark('group code');
  await page.getByRole('button', { name: 'Employee Enroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
  await button(dialog, 'Submit').click();
  await button(dialog, 'Yes').click();
  await page.waitForURL('**/home');
  await mark('basic information');
  const form = page.locator('form').filter({ has: page.getByLabel('Zip Code') }).first();
  await form.getByLabel('Zip Code').fill('78741');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Choose Tier').selectOption({ label: tierLabel });
  await form.getByLabel('DOB', { exact: true }).pressSequentially('01151990');
  if (tierLabel === 'Member + Spouse') await form.getByLabel('Spouse DOB').pressSequentially('04121986');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL('**/plans**');
  await mark('plans');
  // A plan page: the critical illness plan's title.
  await page.getByRole('link', { name: 'Summit Critical Illness 10K' }).first().click();
  await page.waitForURL('**/plan/**');
  await mark('plan page');
  await mark('add to cart');
  await page.getByRole('button', { name: /add .*to cart/i }).first().click();
  // The second plan's category (a new page load here; the menu link would keep the app).
  await mark('second plan');
  await page.goto(`/plans?type=${second}`);
  await page.getByRole('button', { name: /^Add .* to cart/ }).first().click();
  const notify = page.getByRole('dialog');
  if (await notify.count()) {
    const more = notify.getByRole('button', { name: 'Add More Plan' });
    if (await more.count()) await more.click();
  }
  await mark('cart');
  await page.getByRole('link', { name: /cart/i }).first().click().catch(() => page.goto('/cart'));
  await page.getByRole('heading', { name: 'Order Info' }).waitFor();
  await page.waitForLoadState('networkidle');
  const select = page.getByLabel('Effective Date');
  const first = (await select.locator('option').allTextContents()).find((o) => /^\d{2}\/\d{2}\/\d{4}$/.test(o));
  await select.selectOption(first);
  await mark('checkout');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Member Enrollment' }).click();
  await page.waitForURL('**/enrollment/personal-info**');
  await mark('personal');
  const m = main();
  await m.getByRole('textbox', { name: /^first name/i }).fill(a.first);
  await m.getByRole('textbox', { name: /^last name/i }).fill(a.last);
  const weight = m.getByRole('textbox', { name: /^weight/i });
  if (await weight.count()) {
    await weight.fill('150');
    await m.getByRole('textbox', { name: /feet/i }).fill('5');
    await m.getByRole('textbox', { name: /inch/i }).fill('6');
  }
  await m.getByLabel(/^marital status/i).selectOption({ label: 'Married' });
  await m.getByRole('textbox', { name: /social security number/i }).fill('123456789');
  await m.getByRole('radio', { name: 'No prior Health Coverage' }).check();
  const nextFrom = async (from) => {
    await button(m, 'Next').click();
    await page.waitForURL((url) => !url.pathname.endsWith(from));
  };
  await nextFrom('personal-info');
  await mark('contact');
  await m.getByRole('textbox', { name: /e-?mail/i }).fill(a.email);
  await m.getByRole('textbox', { name: /contact number|phone/i }).fill(a.phone);
  await m.getByRole('textbox', { name: /address\s*(line\s*)?1/i }).fill('350 5th Ave');
  await m.getByRole('textbox', { name: /^city/i }).fill('New York');
  await m.getByRole('textbox', { name: /zip/i }).fill('10118');
  // The zip decides the state.
  while ((await m.getByLabel(/^state/i).inputValue()) !== 'NY') await page.waitForLoadState('networkidle');
  await m.getByLabel(/^birth state/i).selectOption({ label: 'New York' });
  await m.getByRole('textbox', { name: /^birth city/i }).fill('Albany');
  await m.getByRole('checkbox', { name: 'USPS Address Validation' }).check();
  await nextFrom('contact-info');
  const heading = async () => (await page.getByRole('heading', { level: 1 }).first().innerText()).trim();
  for (let guard = 0; guard < 12 && !page.url().includes('/receipt'); guard++) {
    await page.waitForLoadState('networkidle');
    const h = await heading();
    await mark(STEPS.find(([pattern]) => pattern.test(h))?.[1] ?? h);
    const here = new URL(page.url()).pathname.split('/').pop();
    if (/Employer/.test(h)) {
      await m.getByLabel('Average Work Week').selectOption({ label: '40 hours or more' });
      await m.getByRole('textbox', { name: /Employment Start Date/ }).pressSequentially('06032019');
      await m.getByRole('textbox', { name: 'Occupation' }).fill('Welder');
      await m.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
      await m.getByLabel('Employment Status').selectOption({ label: 'Active' });
      await m.getByRole('textbox', { name: 'Employer Industry' }).fill('Metal fabrication');
      await m.getByRole('textbox', { name: /Number of Employees/ }).fill('140');
      await m.getByLabel('Vacation Policy').selectOption({ label: '2 weeks' });
      await m.getByLabel('Bargaining Unit').selectOption({ label: 'Not in a bargaining unit' });
      await m.getByRole('group', { name: 'Holiday Policy' }).getByRole('checkbox', { name: 'Standard 6 holidays' }).check();
      await nextFrom(here);
    } else if (/Beneficiary/.test(h)) {
      const add = m.getByRole('region', { name: 'Add Beneficiary', exact: true });
      await add.getByRole('textbox', { name: /^first name/i }).fill('Tom');
      await add.getByRole('textbox', { name: /^last name/i }).fill('Lopez');
      await add.getByRole('textbox', { name: 'Birthdate' }).pressSequentially('01021990');
      await add.getByRole('textbox', { name: 'Social Security Number' }).fill('123-45-6788');
      await add.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Spouse' });
      const pct = add.getByRole('textbox', { name: 'Beneficiary Percentage' });
      if (await pct.count()) await pct.fill('100');
      await button(add, 'Submit').click();
      await button(m, 'Next').waitFor();
      await nextFrom(here);
    } else if (/Health/.test(h)) {
      await nextFrom(here);
    } else if (/Dependent/.test(h)) {
      await button(m, 'Add Spouse').click();
      const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
      await dialog.waitFor();
      await dialog.getByRole('textbox', { name: 'First Name' }).fill('Sam');
      await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Lopez');
      await dialog.getByLabel('Gender').selectOption({ label: 'Male' });
      await dialog.getByRole('textbox', { name: 'Social Security Number' }).fill('212-45-1001');
      const w = dialog.getByRole('textbox', { name: 'Weight (lbs)' });
      if (await w.count()) {
        await w.fill('175');
        await dialog.getByRole('textbox', { name: 'Height (feet)' }).fill('5');
        await dialog.getByRole('textbox', { name: 'Height (inches)' }).fill('10');
      }
      const dob = dialog.getByRole('textbox', { name: 'Date of Birth' });
      await dob.click();
      await dob.pressSequentially('04121986');
      await button(dialog, 'Submit').click();
      await dialog.waitFor({ state: 'hidden' });
      await button(m, 'Next').waitFor();
      await nextFrom(here);
    } else if (/Billing/.test(h)) {
      await m.getByLabel('First Name on Card').fill(a.first);
      await m.getByLabel('Last Name on Card').fill(a.last);
      await m.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await m.getByLabel('Security Code').fill('123');
      await m.getByLabel('Expiration Month').selectOption('12');
      await m.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
      await m.getByLabel('Same as my physical address').check();
      await nextFrom(here);
    } else if (/Agreement/.test(h)) {
      const boxes = m.getByRole('checkbox', { name: 'I have read and agree to the above' });
      for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
      if (await m.getByLabel('Applicant Name').count()) await m.getByLabel('Applicant Name').fill(`${a.first} ${a.last}`);
      if (await m.getByLabel('Group Name').count()) {
        await m.getByLabel('Group Name').fill('Acme Fabrication Co.');
        await m.getByLabel('Group Code').fill('ACME2024');
      }
      await m.getByLabel('Or type your full name to sign').fill(`${a.first} ${a.last}`);
      await nextFrom(here);
    } else if (/Review/.test(h)) {
      await button(m, 'Complete Enrollment').click();
      await page.waitForURL('**/enrollment/receipt/**', { timeout: 30_000 });
    } else {
      throw new Error(`unknown step ${h}`);
    }
  }
  await mark('receipt');
  await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
} finally {
  for (const c of calls) console.log(`${c.step.padEnd(24)} ${String(c.status).padEnd(7)} ${c.method.padEnd(4)} ${c.path}${c.query}`);
  await browser.close();
}
