import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ALL_CATALOGS } from '../../packages/domain/src/i18n/all-catalogs.js';
import { sourceMessages } from '../../packages/domain/src/i18n/compile.js';
import { STAFF_ONLY_AREAS } from '../../packages/domain/src/i18n/staff-only.js';
import { US_STATES } from '../../packages/domain/src/enrollment/steps/us-states.js';
import { PRODUCT_NAME } from '../../packages/domain/src/sites/constants.js';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot, screenshotView } from '../support/browser.js';
import { applicant, callApi, main, violationsWithin, type Applicant } from '../support/wizard.js';

// Issue 29: a Spanish-speaking person chooses Español on a phone and goes from the landing page to the receipt
// without meeting an English word (proper names and carrier plan names apart), axe clean in Spanish; the receipt
// e-mail and its PDF come in Spanish.

const repo = join(import.meta.dirname, '../..');
const SPANISH: Record<string, string> = JSON.parse(readFileSync(join(repo, 'packages/domain/src/i18n/locales/es.json'), 'utf8'));
/** A text of the Spanish translation by its message id, values filled in ({name} → value). */
const es = (id: string, values: Record<string, string> = {}) => {
  const text = SPANISH[id];
  if (text === undefined) throw new Error(`no Spanish text ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
};
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Its words of three letters or more (e-mail and web addresses and ICU placeholders are not words). */
const words = (text: string) => text.replace(/\S+@\S+|https?:\/\/\S+|\{[^{}]*\}/g, ' ').match(/[A-Za-zÀ-ÿ]{3,}/g)?.map((w) => w.toLowerCase()) ?? [];

// The English words a shopper could meet: every storefront catalog text, the demo catalog's English plan texts and
// questions, the demo sites' English taglines. Minus every word the Spanish texts use too (Plan, Total, Dental…)
// and the proper names: the product's, the carriers' and their plans' names, the sites' and reps' names, the states.
const catalog = JSON.parse(readFileSync(join(repo, 'apps/api/catalog/demo/catalog.json'), 'utf8')) as {
  carriers: { name: string }[];
  plans: { name: string; shortText: string; bodyText: string; network: string | null; translations?: { es?: Record<string, unknown> } }[];
  healthQuestions: { text: string }[];
};
const people = JSON.parse(readFileSync(join(repo, 'apps/api/catalog/demo/people.json'), 'utf8')) as { sites: { displayName: string; tagline: string }[] };
// The states as get-states names them (spec 001 section 3), as the Postal Service writes them in either language.
const properNames = [
  PRODUCT_NAME,
  ...catalog.carriers.map((c) => c.name),
  ...catalog.plans.flatMap((p) => [p.name, p.network ?? '']),
  ...people.sites.map((s) => s.displayName),
  ...US_STATES.map((s) => s.name),
];
/** Kept small: the language control names English in English, and the applicant's own typed details. */
const ALLOWED = new Set(['english']);
const englishSources = [
  ...[...sourceMessages(ALL_CATALOGS)].filter(([id]) => !STAFF_ONLY_AREAS.has(id.split('.')[0]!)).map(([, text]) => text),
  ...catalog.plans.flatMap((p) => [p.shortText, p.bodyText]),
  ...catalog.healthQuestions.map((q) => q.text),
  ...people.sites.map((s) => s.tagline),
];
/** Every string under a `translations.es` of the demo files: the catalog's own Spanish texts. */
const spanishOf = (node: unknown, inSpanish = false): string[] =>
  typeof node === 'string'
    ? inSpanish
      ? [node]
      : []
    : node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) => spanishOf(value, inSpanish || key === 'es'))
      : [];
const notEnglish = new Set([...Object.values(SPANISH), ...spanishOf(catalog), ...spanishOf(people), ...properNames].flatMap(words).concat([...ALLOWED]));
const ENGLISH_WORDS = new Set(englishSources.flatMap(words).filter((w) => !notEnglish.has(w)));

/**
 * Every word a person sees or a screen reader reads on the page now (text, labels, alt texts, placeholders), and every
 * option of a select on the page (a closed list's options have no box of their own, but a person opens it).
 */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('select, script, style, noscript, [data-test-skip-language]') || !visible(parent)) continue;
      out.push(node.textContent ?? '');
    }
    for (const select of Array.from(document.querySelectorAll('select'))) {
      if (!visible(select) || select.closest('[data-test-skip-language]')) continue;
      for (const option of Array.from(select.options)) out.push(option.textContent ?? '');
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], img[alt], [placeholder], [title]'))) {
      if (!visible(el) && el.tagName !== 'IMG') continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) if (el.getAttribute(name)) out.push(el.getAttribute(name)!);
    }
    return out.join('\n');
  });

/** Fails naming every English word on the page (the applicant's own details apart). */
async function expectNoEnglish(page: Page, where: string, a: Applicant) {
  const own = new Set(words(Object.values(a).join(' ')));
  const text = await pageWords(page);
  const english = (line: string) => words(line).some((w) => ENGLISH_WORDS.has(w) && !own.has(w));
  // Each line that holds one, so the failure shows where it is.
  expect([...new Set(text.split('\n').filter(english).map((line) => line.trim()))], `English words on ${where}`).toEqual([]);
}

async function check(page: Page, where: string, a: Applicant) {
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
  await expectNoEnglish(page, where, a);
  expect(await violationsWithin(page, 'body'), `axe on ${where}`).toEqual([]);
  await screenshot(page, `spanish-390-${where}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLAN = 'Summit Critical Illness 10K';

describe('Spanish', () => {
  it('A person chooses Español on a phone and enrolls from the landing page to the receipt without an English word', async () => {
    const a = applicant('espanol');
    const { context, page } = await newVisitor(browser, PHONE, { forAudit: true });
    await page.goto('/');
    // A browser in English: the page starts in English. The zip typed before switching stays typed.
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByLabel('Zip Code').fill('10001');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation').getByLabel('Language').selectOption({ label: 'Español' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.getByLabel(es('web.zipCode')).inputValue()).toBe('10001');
    // The choice is kept: a new page load opens in Spanish.
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByLabel(es('web.zipCode')).fill('10001');
    await check(page, 'landing', a);

    await page.getByLabel(es('web.gender')).selectOption({ label: es('common.female') });
    await page.getByLabel(es('web.chooseTier')).selectOption({ label: es('tier.IO') });
    const dob = page.getByLabel(es('web.dob'), { exact: true });
    await dob.pressSequentially('01151990');
    await expect.poll(() => dob.inputValue()).toBe('01/15/1990');
    await page.getByRole('button', { name: es('web.submit') }).click();
    await page.waitForURL('**/plans**');

    await page.goto('/plans?type=critical');
    await page.getByRole('button', { name: es('store.addPlanToCart', { planName: PLAN }) }).click();
    const notify = page.getByRole('dialog', { name: es('store.planAdded') });
    await notify.getByRole('button', { name: es('store.addMorePlan') }).click();
    await notify.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `${PLAN} ${es('store.inCart')}` }).first().waitFor();
    await check(page, 'plans', a);

    await page.goto('/cart');
    await page.getByRole('heading', { name: es('store.orderInfo') }).waitFor();
    const dates = page.getByLabel(es('store.effectiveDate'));
    await expect.poll(() => dates.locator('option').count()).toBeGreaterThan(1);
    await dates.selectOption({ index: 1 });
    await check(page, 'cart', a);
    await page.getByRole('button', { name: es('store.proceedToCheckout') }).click();
    await page.getByRole('dialog').getByRole('button', { name: es('store.memberEnrollment') }).click();
    await page.waitForURL('**/enrollment/personal-info**');

    const m = main(page);
    const box = (id: string) => m.getByRole('textbox', { name: es(id), exact: true });
    const next = async (from: string) => {
      await m.getByRole('button', { name: es('enrollment.nextStep'), exact: true }).click();
      await page.waitForURL((url) => !url.pathname.endsWith(from));
    };
    const heading = (id: string) => page.getByRole('heading', { name: es(id), exact: true }).waitFor();

    await heading('tab.primary_info');
    await box('enrollment.firstNameLabel').fill(a.firstName);
    await box('enrollment.lastNameLabel').fill(a.lastName);
    await box('enrollment.weightLabel').fill(a.weight);
    await box('enrollment.heightFeetLabel').fill(a.heightFeet);
    await box('enrollment.heightInchLabel').fill(a.heightInch);
    await m.getByLabel(exactly(es('enrollment.maritalStatusLabel'))).selectOption({ label: es('personalDetail.single') });
    await box('enrollment.ssnLabel').fill(a.ssn);
    await m.getByRole('radio', { name: es('enrollment.noPriorCoverage') }).check();
    await check(page, 'personal', a);
    await next('personal-info');

    await heading('tab.contact_info');
    await box('enrollment.contactEmailLabel').fill(a.email);
    await box('enrollment.contactNumberLabel').fill(a.phone);
    await box('enrollment.streetAddress1Label').fill(a.address1);
    await box('enrollment.cityLabel').fill(a.city);
    await m.getByRole('textbox', { name: es('web.zipCode'), exact: true }).fill(a.zip);
    await expect.poll(() => m.getByLabel(es('enrollment.stateLabel'), { exact: true }).inputValue()).toBe('NY');
    await m.getByLabel(es('enrollment.birthStateLabel'), { exact: true }).selectOption({ label: a.birthState });
    await box('enrollment.birthCityLabel').fill(a.birthCity);
    await m.getByRole('checkbox', { name: es('enrollment.uspsAddressValidationLabel') }).check();
    await check(page, 'contact', a);
    await next('contact-info');

    await heading('tab.primary_health_info');
    await check(page, 'health', a);
    await next('health-questions');

    await heading('tab.billing_info');
    await m.getByLabel(es('billing.firstNameOnCardLabel')).fill(a.firstName);
    await m.getByLabel(es('billing.lastNameOnCardLabel')).fill(a.lastName);
    await m.getByLabel(es('billing.cardNumberLabel')).fill('4242 4242 4242 4242');
    await m.getByLabel(es('billing.securityCodeLabel')).fill('123');
    await m.getByLabel(es('billing.expirationMonthLabel')).selectOption('12');
    await m.getByLabel(es('billing.expirationYearLabel')).selectOption(String(new Date().getFullYear() + 2));
    await m.getByLabel(es('billing.physicalAddressLabel')).check();
    await check(page, 'billing', a);
    await next('billing-information');

    await heading('tab.agreement_info');
    const boxes = m.getByRole('checkbox', { name: es('agreement.agreeLabel') });
    for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
    await m.getByLabel(es('agreement.applicantNameLabel')).fill(`${a.firstName} ${a.lastName}`);
    await m.getByLabel(es('agreement.typedSignatureLabel')).fill(`${a.firstName} ${a.lastName}`);
    await check(page, 'agreement', a);
    await next('agreement-signature');

    await heading('tab.review_info');
    await check(page, 'review', a);
    await m.getByRole('button', { name: es('review.completeEnrollment'), exact: true }).click();
    await page.waitForURL('**/enrollment/receipt/**');
    await page.getByRole('heading', { level: 1, name: es('completion.receiptGreeting', { name: `${a.firstName} ${a.lastName}` }) }).waitFor();
    await check(page, 'receipt', a);

    // The PDF copy, downloaded by the browser itself (its cookie names the language), and the e-mail in Spanish.
    const artifacts = join(repo, 'e2e/artifacts');
    mkdirSync(artifacts, { recursive: true });
    const link = main(page).getByRole('link', { name: es('completion.downloadPdf') });
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.headers()['content-language']).toBe('es');
    writeFileSync(join(artifacts, 'spanish-receipt.pdf'), await pdf.body());
    await expect
      .poll(async () => {
        const list = (await callApi(page, 'GET', 'dev/outbox', {})).json.data as { result: { recipient: string; subject: string }[] };
        return list.result.filter((mail) => mail.recipient === a.email).map((mail) => mail.subject.split(' - ')[0]);
      })
      .toContain(es('completion.receiptTitle'));
    // The e-mail as the person gets it (the development outbox shows it), in Spanish.
    const list = (await callApi(page, 'GET', 'dev/outbox', {})).json.data as { result: { id: number; recipient: string; subject: string }[] };
    const receipt = list.result.find((mail) => mail.recipient === a.email && mail.subject.startsWith(es('completion.receiptTitle')))!;
    await page.goto(`/dev/outbox?id=${receipt.id}`);
    await page.locator('pre').waitFor();
    expect(await page.locator('pre').innerText()).toContain(es('completion.receiptTitle'));
    await screenshot(page, 'spanish-390-receipt-email');
    await context.close();
  }, 240_000);

  it('The language control sits in the header on a wide screen and works from the keyboard; the phone menu has it too', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await page.goto('/');
    const control = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await control.waitFor();
    await screenshotView(page, 'english-1280-header', { x: 0, y: 0, width: 1280, height: 200 });
    // Tab reaches it like any other control, and the arrow keys choose (a native select).
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    const inSpanish = page.getByRole('banner').getByRole('combobox', { name: es('header.language') });
    await inSpanish.waitFor();
    // Each option names its language in that language, marked with its lang.
    expect(await inSpanish.locator('option').evaluateAll((options) => options.map((o) => `${o.getAttribute('lang')}:${o.textContent}`))).toEqual(['en:English', 'es:Español']);
    expect(await violationsWithin(page, 'header')).toEqual([]);
    await screenshotView(page, 'spanish-1280-header', { x: 0, y: 0, width: 1280, height: 200 });
    await context.close();

    const phone = await newVisitor(browser, PHONE, { forAudit: true });
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    await phone.page.getByRole('navigation').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await phone.page.getByRole('navigation').getByRole('combobox', { name: es('header.language') }).waitFor();
    expect(await violationsWithin(phone.page, 'header')).toEqual([]);
    await screenshotView(phone.page, 'spanish-390-menu');
    await phone.context.close();
  }, 120_000);
});
