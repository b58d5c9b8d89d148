import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations, animationsSettled, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { membershipCardFirst, openPlan, pricingOf, visitorOnPlans } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SALARY_MESSAGE = 'Please enter your annual salary to view rates by clicking here.';
const TOBACCO_MESSAGE = 'Tobacco usage required. Please choose tobacco usage by clicking here.';

describe('the plan page popups', () => {
  it("A visitor enters a salary and hours and sees the disability plan's price", async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'di', 'Summit Long-Term Disability');
    const pricing = pricingOf(page);
    await pricing.getByText(SALARY_MESSAGE, { exact: true }).waitFor();

    const opener = pricing.getByRole('button', { name: 'Enter salary and working hours' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Your salary and working hours' });
    await dialog.waitFor();
    // Whole dollars only: cents are refused under the field.
    await dialog.getByLabel('Annual salary (US dollars)').fill('45000.50');
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.getByText('Enter your annual salary in whole US dollars, for example 45,000.').waitFor();
    await dialog.getByLabel('Annual salary (US dollars)').fill('$45,000');
    await dialog.getByLabel('Working hours a week').fill('40');
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Priced at once: the visitor's tier card and Add to Cart, the message gone.
    await pricing.getByText('Your tier').waitFor();
    await expect.poll(() => pricing.getByText(SALARY_MESSAGE).count()).toBe(0);
    await pricing.getByRole('button', { name: 'Add Summit Long-Term Disability to cart' }).waitFor();

    // The popup shows the saved salary as whole dollars when opened again (from another salary plan).
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("A disability card's \"by clicking here\" has a button: the salary entered there prices the card (%s, axe)", async (screen, viewport) => {
    const { context, page } = await visitorOnPlans(browser, viewport, { forAudit: true });
    await page.goto('/plans?type=di');
    const card = page.getByRole('article', { name: 'Summit Long-Term Disability' });
    await card.getByText(SALARY_MESSAGE, { exact: true }).waitFor();
    const opener = card.getByRole('button', { name: 'Enter salary and working hours for Summit Long-Term Disability' });
    await opener.waitFor();
    await screenshot(page, `plans-card-salary-button-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Your salary and working hours' });
    await dialog.getByLabel('Annual salary (US dollars)').fill('$45,000');
    await dialog.getByLabel('Working hours a week').fill('40');
    await screenshot(page, `plans-card-salary-popup-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The listing is priced again: the card's message and button are gone and it can be added to the cart.
    const add = card.getByRole('button', { name: 'Add Summit Long-Term Disability to cart' });
    await add.waitFor();
    await expect.poll(() => card.getByText(SALARY_MESSAGE).count()).toBe(0);
    // The button that opened the popup is gone with the message: keyboard focus went on to the card's Add to cart.
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    await context.close();
  });

  it('A visitor answers tobacco and sees the term life price', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'term_life', 'Summit Term Life 20');
    const pricing = pricingOf(page);
    await pricing.getByText(TOBACCO_MESSAGE, { exact: true }).waitFor();

    const opener = pricing.getByRole('button', { name: 'Choose tobacco usage' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Tobacco usage' });
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.getByText('Field is required').waitFor();
    // Escape closes it unchanged and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Save and see prices' }).click();
    await dialog.waitFor({ state: 'detached' });
    await pricing.getByText('Your tier').waitFor();
    await pricing.getByRole('button', { name: 'Add Summit Term Life 20 to cart' }).waitFor();
    // The Basic Filter bar now shows the answer.
    await expect.poll(() => page.getByRole('region', { name: 'Your basic information' }).innerText()).toContain('No');
    await context.close();
  });

  it('Adding a plan that needs membership puts both in the cart', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'limitedmed', 'Harbor Everyday Care');
    const pricing = pricingOf(page);
    await pricing.getByRole('button', { name: 'Add Harbor Everyday Care to cart' }).click();
    // The membership card comes first, then the plan.
    const dialog = await membershipCardFirst(page, 'Harbor Everyday Care');
    await dialog.getByRole('button', { name: 'Add membership and plan to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Harbor Everyday Care' }).waitFor();
    await page.getByText('Wellness Association Membership').first().waitFor();
    await context.close();
  });

  it('An employee enters the group code on the plan page, confirms the employer, and the enrollment joins the group', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'di', 'Northstar Income Protector');
    const pricing = pricingOf(page);
    await pricing.getByText('This plan is not offered through your benefits portal.').waitFor();
    await pricing.getByRole('button', { name: 'Enrolling through your employer? Enter your group enrollment code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('NOPE1234');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Invalid Group Enrollment Code').first().waitFor();
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Is Acme Fabrication Co. your employer?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page reloads for the group's portal: the portal-only plan is priced now, and the offer is gone.
    await pricing.getByText('Your tier').waitFor();
    await expect.poll(() => pricing.getByRole('button', { name: /group enrollment code/ }).count()).toBe(0);
    expect(page.url()).toMatch(/\/plan\/\d+\//);
    await context.close();
  });

  it('A visitor without an enrollment fills the basic information on the plan page and sees the price there', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/');
    await openPlan(page, 'dental', 'Bluepine Dental Basic');
    const start = page.getByRole('region', { name: 'Get your price' });
    await start.getByLabel('Zip Code').fill('10001');
    await start.getByLabel('Gender').selectOption({ label: 'Female' });
    await start.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
    await start.getByLabel('DOB').pressSequentially('01151990');
    await start.getByRole('button', { name: 'Submit' }).click();
    // Still on the plan page, now priced.
    await pricingOf(page).getByText('Your tier').waitFor();
    expect(page.url()).toMatch(/\/plan\/\d+\//);
    await pricingOf(page).getByRole('button', { name: 'Add Bluepine Dental Basic to cart' }).waitFor();
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('A member adding a plan already active on the policy sees the message with OK (%s, axe)', async (screen, viewport) => {
    const links = (await (await fetch(`${inject('baseUrl')}/api/v1/dev/member-store-links`)).json()) as { data: { ref: string; link: string }[] };
    const elena = links.data.find((m) => m.ref === 'M-1001')!;
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await page.goto(elena.link.replace(/\/I[OSCF]$/, '/IO'));
    await page.waitForURL('**/plans');
    await openPlan(page, 'dental', 'Bluepine Dental Basic');
    const opener = pricingOf(page).getByRole('button', { name: 'Add Bluepine Dental Basic to cart' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'You already have this plan' });
    await dialog.getByText('This plan is already active on your policy, so it cannot be added to your cart again.').waitFor();
    await animationsSettled(page);
    await screenshot(page, `plan-popup-already-active-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(page.url()).toMatch(/\/plan\/\d+\//);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('Each popup passes axe (%s)', async (screen, viewport) => {
    const { context, page } = await visitorOnPlans(browser, viewport, { forAudit: true });
    const settle = async () => {
      await page.locator('[role="dialog"] [aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
      await animationsSettled(page);
    };

    await openPlan(page, 'di', 'Summit Long-Term Disability');
    await pricingOf(page).getByRole('button', { name: 'Enter salary and working hours' }).click();
    await page.getByRole('dialog', { name: 'Your salary and working hours' }).getByLabel('Annual salary (US dollars)').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Save and see prices' }).click();
    await page.getByRole('dialog').getByText('Field is required').waitFor();
    await settle();
    await screenshot(page, `plan-popup-salary-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await openPlan(page, 'term_life', 'Summit Term Life 20');
    await pricingOf(page).getByRole('button', { name: 'Choose tobacco usage' }).click();
    await page.getByRole('dialog', { name: 'Tobacco usage' }).getByRole('radio', { name: 'Yes' }).waitFor();
    await settle();
    await screenshot(page, `plan-popup-tobacco-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await openPlan(page, 'limitedmed', 'Harbor Everyday Care');
    await pricingOf(page).getByRole('button', { name: 'Add Harbor Everyday Care to cart' }).click();
    await page.getByRole('dialog', { name: 'Association membership required' }).waitFor();
    await settle();
    await screenshot(page, `plan-popup-membership-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await pricingOf(page).getByRole('button', { name: 'Enrolling through your employer? Enter your group enrollment code' }).click();
    await page.getByRole('dialog', { name: 'Employee Enrollment' }).getByLabel('Group Enrollment Code').waitFor();
    await settle();
    await screenshot(page, `plan-popup-group-code-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();

    // The plan page's start without an enrollment.
    const fresh = await newVisitor(browser, viewport, { forAudit: true });
    await fresh.page.goto('/');
    await openPlan(fresh.page, 'dental', 'Bluepine Dental Basic');
    await fresh.page.getByRole('region', { name: 'Get your price' }).getByLabel('Zip Code').waitFor();
    await animationsSettled(fresh.page);
    await screenshot(fresh.page, `plan-start-${screen}`);
    expect(await accessibilityViolations(fresh.page)).toEqual([]);
    await fresh.context.close();
  });
});
