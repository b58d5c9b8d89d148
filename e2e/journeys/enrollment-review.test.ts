import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, callApi, enrollmentIdOf, main, reachReview, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading, type CartPlan } from '../support/wizard.js';

// Issue 11 item 4: the Review & Confirmation step. The steps before it are saved through their calls (reachReview);
// each step's own journey clicks through it.

const IHA: CartPlan = { category: 'limitedmed', name: 'Summit Individual Health Access' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const card = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true });

/** An employee of Acme (group code ACME2024) with these plans, on Personal Information (as the employer journey does). */
async function groupEnrollment(page: Page, plans: CartPlan[]) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Employee Enroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
  await button(dialog, 'Submit').click();
  await button(dialog, 'Yes').click();
  await page.waitForURL('**/home');
  const site = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state: Record<string, unknown> }).state);
  await startEnrollmentQuickly(page, {
    plans,
    filter: {
      zip: '78741',
      group_id: site.group_id,
      ...(site.agent_id ? { agent_id: site.agent_id } : {}),
      ...(site.portal_id ? { platform_group_id: site.portal_id } : {}),
      eprocess: 'group',
    },
  });
}

describe('the Review & Confirmation step', () => {
  it('Editing contact information from the review returns to the review', async () => {
    const a = applicant('review-contact');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    await reachReview(page, a);

    // The cards in the spec's order, each with what was saved (the SSN masked), and the order summary.
    await card(page, 'Personal Info').waitFor();
    const titles = await main(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(['Personal Info', 'Contact Info', 'Health Questions', 'Billing Info', 'Agreement & Signature', 'Order Summary']);
    await expect.poll(() => card(page, 'Personal Info').textContent()).toContain('***-**-6789');
    expect(await card(page, 'Personal Info').textContent()).not.toContain('123-45-6789');
    expect(await card(page, 'Billing Info').textContent()).toContain('4242');
    const order = card(page, 'Order Summary');
    for (const label of ['Effective Date', 'Summit Critical Illness 10K', 'First Month Total Cost', 'Recurring Monthly Cost']) await order.getByText(label).waitFor();
    expect(await order.textContent()).toMatch(/\$\d+\.\d{2}/);
    // An applicant's own enrollment: no text-message checkbox.
    expect(await main(page).getByRole('checkbox', { name: 'Send enrollment & signature notification via Text Message' }).count()).toBe(0);
    await screenshot(page, 'review-1280');

    // Edit Details opens the contact form inline, without its title, with Cancel and Submit only.
    const contact = card(page, 'Contact Info');
    await button(contact, 'Edit Details').click();
    const birthCity = contact.getByRole('textbox', { name: 'Birth City' });
    await birthCity.waitFor();
    expect(await stepHeading(page, 'Contact Information').count()).toBe(0);
    expect(await button(contact, 'Next').count()).toBe(0);
    expect(await button(contact, 'Back').count()).toBe(0);
    await screenshot(page, 'review-edit-contact-1280');

    // Cancel keeps what was saved.
    await birthCity.fill('Buffalo');
    await button(contact, 'Cancel').click();
    await button(contact, 'Edit Details').waitFor();
    expect(await contact.textContent()).toContain(a.birthCity);

    // Submit saves and the review shows the new value; the page is still the review.
    await button(contact, 'Edit Details').click();
    await birthCity.fill('Rochester');
    await button(contact, 'Submit').click();
    await expect.poll(() => contact.textContent()).toContain('Rochester');
    expect(page.url()).toContain('/enrollment/review-confirm');
    await stepHeading(page, 'Review & Confirmation').waitFor();
    // The focus is back on the card's button (once the card has closed).
    await expect.poll(() => button(contact, 'Edit Details').evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('The employer card is hidden when the employer step was skipped', async () => {
    const a = applicant('review-employer');
    const { context, page } = await newVisitor(browser, PHONE);
    await groupEnrollment(page, [IHA]);
    await reachReview(page, a, { groupCode: 'ACME2024' });
    await card(page, 'Personal Info').waitFor();
    expect(await card(page, 'Employer Info').count()).toBe(0);
    expect(await main(page).getByText('Summit Individual Health Access').count()).toBeGreaterThan(0);
    // A group enroller with an IHA plan in the cart: the text message is not offered either.
    expect(await main(page).getByRole('checkbox', { name: 'Send enrollment & signature notification via Text Message' }).count()).toBe(0);
    await screenshot(page, 'review-iha-390');
    await context.close();
  });

  it("An Acme employee's agreement names Acme: it comes filled in as saved, and another group's name and code are refused", async () => {
    const a = applicant('review-group-verification');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await groupEnrollment(page, [IHA]);
    await reachReview(page, a, { groupCode: 'ACME2024' });
    const agreement = card(page, 'Agreement & Signature');
    await button(agreement, 'Edit Details').click();
    const name = agreement.getByRole('textbox', { name: 'Group Name' });
    const code = agreement.getByRole('textbox', { name: 'Group Code' });
    expect(await name.inputValue()).toBe('Acme Fabrication Co.');
    expect(await code.inputValue()).toBe('ACME2024');

    await name.fill('Nope Inc');
    await code.fill('WRONG99');
    await button(agreement, 'Submit').click();
    await agreement.getByText('This is not the name of the group you are enrolling with.').waitFor();
    await agreement.getByText('This is not the code of the group you are enrolling with.').waitFor();
    await screenshot(page, 'review-group-verification-refused');
    const saved = await callApi(page, 'GET', 'get-enrollment-step', { enrollment_id: await enrollmentIdOf(page), tab: 'agreement_info' });
    expect((saved.json.data as { value: { group_code: string } }).value.group_code).toBe('ACME2024');

    await name.fill('acme fabrication co.');
    await code.fill('acme2024');
    await button(agreement, 'Submit').click();
    await button(agreement, 'Edit Details').waitFor();
    await context.close();
  });

  it('The dependent card opens the dependents step, whose Next comes back to the review', async () => {
    const a = applicant('review-dependents');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page, { tier: 'Member + Spouse' });
    await reachReview(page, a);
    const dependents = card(page, 'Dependent Info');
    await expect.poll(() => dependents.textContent()).toContain('Sam');
    await button(dependents, 'View Details').click();
    await page.waitForURL('**/enrollment/dependent-info**');
    await stepHeading(page, 'Dependent Information').waitFor();
    // Opened from the review: Back is offered on this step.
    await button(main(page), 'Back').waitFor();
    await button(main(page), 'Next').click();
    await page.waitForURL('**/enrollment/review-confirm**');
    await stepHeading(page, 'Review & Confirmation').waitFor();
    await card(page, 'Dependent Info').waitFor();
    await context.close();
  });

  it('A person saves the review with a note for later and resumes on the review with the note', async () => {
    const a = applicant('review-later');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    await reachReview(page, a);
    await main(page).getByLabel(/Additional notes/).fill('Please call after 5 pm.');
    expect(await main(page).getByText('23 of 2000 characters').count()).toBe(1);
    const code = await saveForLater(page, context, a.alternateEmail);
    expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);

    const other = await newVisitor(browser, DESKTOP);
    await resumeByCode(other.page, code, a.alternateEmail, 'review-confirm', 'Review & Confirmation');
    await expect.poll(() => main(other.page).getByLabel(/Additional notes/).inputValue()).toBe('Please call after 5 pm.');
    await other.context.close();
    await context.close();
  });

  it('A failed completion shows the errors in red with a way to the step, and the error modal offers Save and Continue Later', async () => {
    const a = applicant('review-error');
    const { context, page } = await newVisitor(browser, DESKTOP);
    const id = await startEnrollmentQuickly(page);
    await reachReview(page, a);
    await card(page, 'Personal Info').waitFor();
    // Meanwhile the plan leaves the cart in another tab: the server refuses to complete.
    const listed = await callApi(page, 'GET', 'get-plan-cart', { enrollment_id: id });
    const plan = (listed.json.data as { result: { plan_id: number; plan_pricing_id: number }[] }).result[0]!;
    expect((await callApi(page, 'POST', 'remove-plan-from-cart', { enrollment_id: id, plan_id: plan.plan_id, plan_pricing_id: plan.plan_pricing_id })).status).toBe(200);

    await main(page).getByLabel(/Additional notes/).fill('Please call after 5 pm.');
    await button(main(page), 'Complete Enrollment').click();
    const dialog = page.getByRole('dialog', { name: 'Something went wrong. Please save your enrollment.' });
    await dialog.waitFor();
    expect(page.url()).toContain('/enrollment/review-confirm');
    await button(dialog, 'Save and Continue Later').click();
    const later = page.getByRole('dialog');
    await later.getByText('Please enter the alternate email you want to send Enrollment code to?').waitFor();
    await button(later, 'Back').click();
    const errors = main(page).getByRole('alert').filter({ hasText: 'Your enrollment could not be completed:' });
    await errors.waitFor();
    // The review shows what the server now holds: the plan that left the cart is gone from the order summary.
    await expect.poll(() => card(page, 'Order Summary').textContent()).not.toContain('Summit Critical Illness 10K');
    await screenshot(page, 'review-error-1280');
    await context.close();
  });

  it('Complete Enrollment sends one completion for a double click and opens the receipt', async () => {
    const a = applicant('review-complete');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    await reachReview(page, a);
    await card(page, 'Personal Info').waitFor();
    let completions = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/save-review-info')) completions += 1;
    });
    await button(main(page), 'Complete Enrollment').dblclick();
    await page.waitForURL('**/enrollment/receipt/**');
    expect(completions).toBe(1);
    const state = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state: Record<string, unknown> }).state);
    expect(state).toMatchObject({ cartCount: 0, navto: null });
    await context.close();
  });
});

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('at %s px', (width, viewport) => {
  it('The review, an inline edit and the error modal have no WCAG A/AA violations', async () => {
    const a = applicant(`review-axe${width}`);
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    const id = await startEnrollmentQuickly(page);
    await reachReview(page, a);
    await card(page, 'Personal Info').waitFor();
    await audit(page, 'review summary');
    await screenshot(page, `review-summary-${width}`);

    const personal = card(page, 'Personal Info');
    await button(personal, 'Edit Details').click();
    await personal.getByRole('textbox', { name: 'First Name' }).waitFor();
    await audit(page, 'review with the personal edit open');
    await screenshot(page, `review-edit-${width}`);
    await button(personal, 'Cancel').click();
    await button(personal, 'Edit Details').waitFor();

    const listed = await callApi(page, 'GET', 'get-plan-cart', { enrollment_id: id });
    const plan = (listed.json.data as { result: { plan_id: number; plan_pricing_id: number }[] }).result[0]!;
    await callApi(page, 'POST', 'remove-plan-from-cart', { enrollment_id: id, plan_id: plan.plan_id, plan_pricing_id: plan.plan_pricing_id });
    await button(main(page), 'Complete Enrollment').click();
    await page.getByRole('dialog', { name: 'Something went wrong. Please save your enrollment.' }).waitFor();
    await audit(page, 'review error modal', 'body');
    await screenshot(page, `review-error-modal-${width}`);
    await context.close();
  });
});
