import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, callApi, main, passPersonalAndContact, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading } from '../support/wizard.js';

// Issue 11 item 2: the Billing Information step. The critical illness plan, Member Only, individual: Personal →
// Contact → Health → Billing. Personal, Contact and Health are saved through their calls.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Health answered No to every question through its call (its own journey clicks through it). */
async function answerHealthNo(page: Page, id: string) {
  const set = await callApi(page, 'GET', 'get-health-questions-primary-health-info', { enrollment_id: id });
  const questions = (set.json.data as { result: { codition_questions: { question_id: number }[]; medication_question: { question_id: number } | null } }).result;
  const saved = await callApi(page, 'POST', 'save-primary-health-info', {
    enrollment_id: id,
    condition_questions: questions.codition_questions.map((q) => ({ question_id: q.question_id, yes_no_flag: 0, conditions: [] })),
    medication_question: questions.medication_question ? { question_id: questions.medication_question.question_id, yes_no_flag: 0, medications: [] } : undefined,
    notes: '',
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

async function openBillingStep(page: Page, tag: string) {
  const a = applicant(tag);
  await startEnrollmentQuickly(page);
  const id = await passPersonalAndContact(page, a, 'personal-info');
  await answerHealthNo(page, id);
  await page.goto('/enrollment/billing-information');
  await stepHeading(page, 'Billing Information').waitFor();
  return a;
}

describe('the Billing Information step', () => {
  it('A card number failing the Luhn check is refused', async () => {
    const { page, context } = await newVisitor(browser, DESKTOP);
    await openBillingStep(page, 'billing-luhn');
    const form = main(page);
    expect(await form.getByRole('radio', { name: 'Credit Card' }).isChecked()).toBe(true);
    await form.getByLabel('First Name on Card').fill('Tess');
    await form.getByLabel('Last Name on Card').fill('Payer');
    await form.getByLabel('Card Number').fill('4242 4242 4242 4241');
    await form.getByLabel('Security Code').fill('123');
    await form.getByLabel('Expiration Month').selectOption('12');
    await form.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
    await form.getByLabel('Same as my physical address').check();
    expect(await form.getByLabel('Street Address 1').inputValue()).not.toBe('');
    await button(form, 'Next').click();
    await form.getByText('This card number is not valid. Please check it and try again.').waitFor();
    expect(await form.getByLabel('Card Number').getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/enrollment/billing-information');

    // The declined test card passes the Luhn check; the provider's refusal shows under the card number.
    await form.getByLabel('Card Number').fill('4000 0000 0000 0002');
    await button(form, 'Next').click();
    await form.getByText('Your card was declined. Please use another card.').waitFor();
    await screenshot(page, 'billing-card-declined-desktop');

    // A good card: saved; the wizard moves on (to Agreement & Signature, not built yet: the not-found page).
    await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await button(form, 'Next').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/billing-information'));
    await context.close();
  });

  it('A routing number fills the bank name', async () => {
    const { page, context } = await newVisitor(browser, DESKTOP);
    await openBillingStep(page, 'billing-routing');
    const form = main(page);
    await form.getByRole('radio', { name: 'Bank Draft (EFT)' }).check();
    await form.getByText(/insufficient funds/).waitFor();
    expect(await form.getByLabel('Bill Date').inputValue()).toBe('28');
    // The bill dates read as a person says them, and the EFT text says when the monthly charge falls without also
    // saying there is none.
    expect(await form.getByLabel('Bill Date').locator('option').allTextContents()).toEqual(expect.arrayContaining(['1st of month', '2nd of month', '3rd of month', '21st of month', '28th of month']));
    const eft = form.getByRole('region', { name: 'Bank Draft (EFT) Authorization' });
    await eft.getByText(/The monthly charge falls between the 1st and 6th day/).waitFor();
    expect(await eft.getByText('There is no monthly charge for EFT.').count()).toBe(0);
    await form.getByLabel('Routing Number').fill('021000021');
    await form.getByLabel('Account Holder Name').focus();
    await expect.poll(() => form.getByLabel('Bank Name').inputValue()).toBe('JPMORGAN CHASE BANK, NA');

    // A number the directory does not list: its error under the field, the name cleared.
    await form.getByLabel('Routing Number').fill('011000028');
    await form.getByLabel('Account Holder Name').focus();
    await form.getByText('No bank was found for this routing number.').waitFor();
    expect(await form.getByLabel('Bank Name').inputValue()).toBe('');

    await form.getByLabel('Routing Number').fill('021000021');
    await form.getByLabel('Account Holder Name').focus();
    await expect.poll(() => form.getByLabel('Bank Name').inputValue()).toBe('JPMORGAN CHASE BANK, NA');
    await form.getByLabel('Account Holder Name').fill('Tess Payer');
    await form.getByLabel('Account Number').fill('000123456789');
    await form.getByLabel('Account Type').selectOption('checking');
    await form.getByLabel('Account Holder Type').selectOption('individual');
    await screenshot(page, 'billing-bank-desktop');
    await button(form, 'Next').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/billing-information'));
    await context.close();
  });

  it('Billing saved for later opens on billing when resumed, with no card or account number in the draft', async () => {
    const first = await newVisitor(browser, DESKTOP, { forAudit: true });
    const a = await openBillingStep(first.page, 'billing-later');
    const form = main(first.page);
    await form.getByRole('radio', { name: 'Bank Draft (EFT)' }).check();
    await form.getByLabel('Routing Number').fill('021000021');
    await form.getByLabel('Account Holder Name').focus();
    await expect.poll(() => form.getByLabel('Bank Name').inputValue()).toBe('JPMORGAN CHASE BANK, NA');
    await form.getByLabel('Account Holder Name').fill('Tess Payer');
    await form.getByLabel('Account Number').fill('000123456789');
    await form.getByLabel('Account Type').selectOption('savings');
    await form.getByLabel('Account Holder Type').selectOption('individual');
    await form.getByLabel('Bill Date').selectOption('15');
    const code = await saveForLater(first.page, first.context, a.alternateEmail);
    expect(code).not.toBe('');
    // The dialog's 'Information Saved!!!' success notice, at both widths.
    await audit(first.page, 'saved for later (desktop)', '[role="dialog"]');
    await screenshot(first.page, 'save-later-saved-desktop');
    await first.page.setViewportSize(PHONE);
    await audit(first.page, 'saved for later (phone)', '[role="dialog"]');
    await screenshot(first.page, 'save-later-saved-phone');
    await first.context.close();

    const second = await newVisitor(browser, DESKTOP);
    const resumed = second.page;
    await resumeByCode(resumed, code, a.alternateEmail, 'billing-information', 'Billing Information');
    const again = main(resumed);
    expect(await again.getByRole('radio', { name: 'Bank Draft (EFT)' }).isChecked()).toBe(true);
    expect(await again.getByLabel('Routing Number').inputValue()).toBe('021000021');
    expect(await again.getByLabel('Bank Name').inputValue()).toBe('JPMORGAN CHASE BANK, NA');
    expect(await again.getByLabel('Account Type').inputValue()).toBe('savings');
    expect(await again.getByLabel('Bill Date').inputValue()).toBe('15');
    // The account number is kept only encrypted: it is typed again, never shown back.
    expect(await again.getByLabel('Account Number').inputValue()).toBe('');
    await second.context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('passes axe on the %s', async (name, viewport) => {
    const { page, context } = await newVisitor(browser, viewport, { forAudit: true });
    await openBillingStep(page, `billing-axe-${name}`);
    await button(main(page), 'Next').click();
    await main(page).getByText('Field is required').first().waitFor();
    await audit(page, `billing card form with errors (${name})`);
    await screenshot(page, `billing-card-${name}`);
    await main(page).getByRole('radio', { name: 'Bank Draft (EFT)' }).check();
    await audit(page, `billing bank form (${name})`);
    await screenshot(page, `billing-bank-${name}`);
    await context.close();
  });
});
