import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, callApi, main, passPersonalAndContact, PLAN, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading, type CartPlan } from '../support/wizard.js';

// Issue 10 item 1: the Employer Information step of a group enrollment (Acme Fabrication Co., code ACME2024).

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const IHA: CartPlan = { category: 'limitedmed', name: 'Summit Individual Health Access' };

/**
 * An employee of Acme enters the group's enrollment code (Employee Enroll, which stores the group in the browser),
 * then the enrollment is made through the calls the landing form, plan cards and checkout make
 * (startEnrollmentQuickly, with the group's ids), and the wizard opens on Personal Information.
 */
async function groupEnrollment(page: Page, plans: CartPlan[] = [{ category: 'critical', name: PLAN }]) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Employee Enroll' }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
  await button(dialog, 'Submit').click();
  await button(dialog, 'Yes').click();
  await page.waitForURL('**/home');
  const site = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state: Record<string, unknown> }).state);
  expect(site).toMatchObject({ eprocess: 'group', group_id: expect.any(Number) });
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

const employer = (page: Page) => ({
  name: main(page).getByRole('textbox', { name: 'Employer Name' }),
  phone: main(page).getByRole('textbox', { name: 'Employer Phone' }),
  address1: main(page).getByRole('textbox', { name: 'Street Address 1' }),
  city: main(page).getByRole('textbox', { name: 'City' }),
  zip: main(page).getByRole('textbox', { name: 'Zip Code' }),
  state: main(page).getByLabel('State', { exact: true }),
  workWeek: main(page).getByLabel('Average Work Week'),
  startDate: main(page).getByRole('textbox', { name: /Employment Start Date/ }),
  occupation: main(page).getByRole('textbox', { name: 'Occupation' }),
  compensation: main(page).getByLabel('Compensation Type'),
  status: main(page).getByLabel('Employment Status'),
  industry: main(page).getByRole('textbox', { name: 'Employer Industry' }),
  employees: main(page).getByRole('textbox', { name: /Number of Employees/ }),
  vacation: main(page).getByLabel('Vacation Policy'),
  bargaining: main(page).getByLabel('Bargaining Unit'),
  holiday: (name: string) => main(page).getByRole('group', { name: 'Holiday Policy' }).getByRole('checkbox', { name }),
});

async function fillEmployment(page: Page) {
  const f = employer(page);
  await f.workWeek.selectOption({ label: '40 hours or more' });
  await f.startDate.pressSequentially('06032019');
  await f.occupation.fill('Welder');
  await f.compensation.selectOption({ label: 'Salary' });
  await f.industry.fill('Metal fabrication');
  await f.employees.fill('140');
  await f.vacation.selectOption({ label: '2 weeks' });
  await f.bargaining.selectOption({ label: 'Not in a bargaining unit' });
  await f.holiday('Standard 6 holidays').check();
}

describe('the employer step', () => {
  it('A retired employee cannot continue', async () => {
    const a = applicant('employer');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await groupEnrollment(page);
    const id = await passPersonalAndContact(page, a, 'employer-info');
    await stepHeading(page, 'Employer Information').waitFor();
    const f = employer(page);

    // Prefilled from the group's general and address information (the name input keeps letters only).
    expect(await f.name.inputValue()).toBe('Acme Fabrication Co');
    expect(await f.phone.inputValue()).toBe('5125550199');
    expect(await f.address1.inputValue()).toBe('1200 Foundry Way');
    expect(await f.state.inputValue()).toBe('TX');
    // No IHA plan in the cart: no Skip.
    expect(await button(main(page), 'Skip').count()).toBe(0);

    await fillEmployment(page);
    await f.status.selectOption({ label: 'Retired' });
    await main(page).getByText('You cannot proceed with retired employer').waitFor();
    expect(await f.status.getAttribute('aria-invalid')).toBe('true');
    await button(main(page), 'Next').click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/enrollment/employer-info');
    await main(page).getByText('You cannot proceed with retired employer').waitFor();
    await screenshot(page, 'employer-retired-desktop');

    // The server refuses it too, whatever the form does.
    const bypass = await callApi(page, 'POST', 'save-employer-info', {
      enrollment_id: id,
      name: 'Acme Fabrication Co',
      phone: '5125550199',
      address1: '1200 Foundry Way',
      city: 'Austin',
      zip: '78741',
      state: 'TX',
      average_work_week: '40_plus',
      employment_start_date: '06/03/2019',
      occupation: 'Welder',
      compensation_type: 'Salary',
      employment_status: 'R',
      emp_industry: 'Metal fabrication',
      emp_num_employed: 140,
      emp_vac_policy: '2_weeks',
      emp_barg_unit: 'none',
      holiday_policy: { Standard_6: 1 },
    });
    expect(bypass.status).toBe(422);
    expect(bypass.json.data).toContainEqual({ target_element: 'employment_status', error_message: 'You cannot proceed with retired employer', is_valid: false });

    // Active, but starting long after the coverage: the start-date window.
    await f.status.selectOption({ label: 'Active' });
    await f.startDate.fill('');
    await f.startDate.pressSequentially('12012030');
    await button(main(page), 'Next').click();
    await main(page).getByText('Start date should not be more than 2 months from effective date').waitFor();

    await f.startDate.fill('');
    await f.startDate.pressSequentially('06032019');

    // Saved for later, then resumed in another browser with the e-mailed code: the step opens with every value.
    const code = await saveForLater(page, context, a.alternateEmail);
    const later = page.getByRole('dialog');
    await button(later, 'Continue Current Enrollment').click();
    expect(code).not.toBe('');
    await context.close();

    const second = await newVisitor(browser, DESKTOP);
    const resumed = second.page;
    await resumeByCode(resumed, code, a.alternateEmail, 'employer-info', 'Employer Information');
    const g = employer(resumed);
    await expect.poll(() => g.occupation.inputValue()).toBe('Welder');
    expect(await g.name.inputValue()).toBe('Acme Fabrication Co');
    expect(await g.status.inputValue()).toBe('A');
    expect(await g.startDate.inputValue()).toBe('06/03/2019');
    expect(await g.workWeek.inputValue()).toBe('40_plus');
    expect(await g.employees.inputValue()).toBe('140');
    expect(await g.holiday('Standard 6 holidays').isChecked()).toBe(true);
    expect(await g.holiday('Birthday').isChecked()).toBe(false);
    await button(main(resumed), 'Next').click();
    await resumed.waitForURL((url) => !url.pathname.endsWith('employer-info'));
    await second.context.close();
  });

  it('An employee with an IHA plan skips the employer step', async () => {
    const a = applicant('employer-skip');
    const { context, page } = await newVisitor(browser, PHONE);
    await groupEnrollment(page, [IHA]);
    const id = await passPersonalAndContact(page, a, 'employer-info');
    await stepHeading(page, 'Employer Information').waitFor();
    await screenshot(page, 'employer-iha-phone');
    await button(main(page), 'Skip').click();
    await page.waitForURL((url) => !url.pathname.endsWith('employer-info'));
    const saved = await callApi(page, 'GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'employer_info' });
    expect((saved.json.data as { result: unknown }).result).toMatchObject({ skipped: true });
    await context.close();
  });
});

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('at %s px', (width, viewport) => {
  it('The employer step and its popups have no WCAG A/AA violations', async () => {
    const a = applicant(`employer-axe${width}`);
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await groupEnrollment(page, [IHA]);
    await passPersonalAndContact(page, a, 'employer-info');
    await stepHeading(page, 'Employer Information').waitFor();
    await audit(page, 'employer information');
    await screenshot(page, `employer-${width}`);

    const f = employer(page);
    await f.occupation.fill('');
    await button(main(page), 'Next').click();
    await main(page).getByText('Select at least one holiday policy').waitFor();
    await audit(page, 'employer information with errors');
    await screenshot(page, `employer-errors-${width}`);

    // A phone the checks flag: the info box, then the phone verification modal.
    await f.phone.fill('1115550142');
    await f.occupation.focus();
    const validate = main(page).getByRole('button', { name: 'Click Here to validate via OTP' });
    await validate.waitFor();
    await audit(page, 'employer information with the phone info box');
    await validate.click();
    const otp = page.getByRole('dialog', { name: 'Contact Number Verification' });
    await otp.waitFor();
    await audit(page, 'phone verification modal', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await otp.waitFor({ state: 'hidden' });

    await f.phone.fill('5125550199');
    await fillEmployment(page);
    await f.status.selectOption({ label: 'Active' });
    await button(main(page), 'Save & Continue Later').click();
    const later = page.getByRole('dialog');
    await later.getByText('Please enter the alternate email you want to send Enrollment code to?').waitFor();
    await audit(page, 'save for later modal', '[role="dialog"]');
    await button(later, 'Back').click();
    await later.waitFor({ state: 'hidden' });

    await button(main(page), 'Cancel Enrollment').click();
    await page.getByRole('dialog').getByText('Are you sure you want to cancel the enrollment?').waitFor();
    await audit(page, 'cancel enrollment modal', '[role="dialog"]');
    await context.close();
  });
});
