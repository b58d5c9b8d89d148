import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations, animationsSettled, DESKTOP, launchBrowser, PHONE, screenshot } from '../support/browser.js';
import { openPlan, visitorOnPlans } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const QUESTIONS_MESSAGE = 'Please answer the plan questions to see the rates.';

describe('plan questions', () => {
  it("A visitor answers a plan's health questions and sees its price", async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'supplemental', 'Evergreen Recovery Care');
    const pricing = page.getByRole('region', { name: 'Monthly pricing' });
    await pricing.getByText(QUESTIONS_MESSAGE, { exact: true }).waitFor();
    expect(await pricing.getByRole('button', { name: /^Add .+ to cart$/ }).count()).toBe(0);

    await pricing.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan Questions' });
    const first = dialog.getByRole('group', { name: /^Question 1 / });
    await first.waitFor();
    // Submitting with nothing answered asks for every answer.
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await first.getByText('Please answer all questions').waitFor();

    await first.getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByLabel('Who does this apply to?').selectOption({ label: 'Myself' });
    const details = dialog.getByRole('group', { name: 'Details 1', exact: true });
    await details.getByLabel('Date From').pressSequentially('01022025');
    await details.getByLabel('Date To').pressSequentially('02032025');
    await details.getByLabel('Reason for Condition').fill('Pneumonia');
    await details.getByLabel('Degree of Recovery').fill('Full recovery');
    await details.getByLabel('Physician Name and Address').fill('Dr. Ada Reyes, 12 Birch Lane, New York, NY');
    await dialog.getByRole('group', { name: /^Question 2 / }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('group', { name: /^Question 3 / }).getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The form closed, the success message shows and the plan is priced with Add to Cart.
    await pricing.getByText('Thank you. Your answers have been saved.').waitFor();
    await pricing.getByText('Your tier').waitFor();
    await expect.poll(() => pricing.getByText(QUESTIONS_MESSAGE).count()).toBe(0);
    await pricing.getByRole('button', { name: 'Add Evergreen Recovery Care to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Evergreen Recovery Care' }).waitFor();
    await context.close();
  });

  it('A visitor must answer the carrier questions Yes before Add to Cart appears', async () => {
    const { context, page } = await visitorOnPlans(browser);
    await openPlan(page, 'accident', 'Northstar Accident Plus');
    const pricing = page.getByRole('region', { name: 'Monthly pricing' });
    await pricing.getByText('Your tier').waitFor();
    const first = pricing.getByRole('group', { name: /^Question 1 Are you actively at work/ });
    await first.waitFor();
    expect(await pricing.getByRole('button', { name: 'Add Northstar Accident Plus to cart' }).count()).toBe(0);

    await first.getByRole('radio', { name: 'No' }).check();
    await pricing.getByRole('button', { name: 'Save Answers' }).click();
    await first.getByText('*Answer should be Yes to continue').waitFor();
    await pricing.getByText('*Answer should be Yes/No to continue').waitFor();
    await pricing.getByText('Please answer yes in order to continue').waitFor();
    expect(await pricing.getByRole('button', { name: 'Add Northstar Accident Plus to cart' }).count()).toBe(0);

    await first.getByRole('radio', { name: 'Yes' }).check();
    await pricing.getByRole('group', { name: /^Question 2 / }).getByRole('radio', { name: 'No' }).check();
    await pricing.getByRole('button', { name: 'Save Answers' }).click();
    const add = pricing.getByRole('button', { name: 'Add Northstar Accident Plus to cart' });
    await add.waitFor();
    await add.click();
    await page.waitForURL('**/cart');
    await page.getByRole('link', { name: 'Northstar Accident Plus' }).waitFor();
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('The question form and the carrier questions pass axe (%s)', async (screen, viewport) => {
    const { context, page } = await visitorOnPlans(browser, viewport, { forAudit: true });
    await openPlan(page, 'supplemental', 'Evergreen Recovery Care');
    const pricing = page.getByRole('region', { name: 'Monthly pricing' });
    await pricing.getByText(QUESTIONS_MESSAGE, { exact: true }).waitFor();
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
    expect(await accessibilityViolations(page)).toEqual([]);

    await pricing.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan Questions' });
    await dialog.getByRole('group', { name: /^Question 1 / }).getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByRole('group', { name: /^Question 2 / }).getByRole('radio', { name: 'Yes' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Please answer all questions').waitFor();
    await animationsSettled(page);
    await screenshot(page, `plan-questions-form-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await openPlan(page, 'accident', 'Northstar Accident Plus');
    await page.getByRole('button', { name: 'Save Answers' }).click();
    await page.getByText('Please answer yes in order to continue').waitFor();
    await screenshot(page, `plan-questions-carrier-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
