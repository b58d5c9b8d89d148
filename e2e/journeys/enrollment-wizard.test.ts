import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, contact, fillContact, fillPersonal, main, next, otpBoxes, otpFrom, personal, PLAN, readMail, resumeCodeFrom, resumeLinkFrom, startEnrollment, startEnrollmentQuickly, stepHeading, verifyEmailByCode } from '../support/wizard.js';

// Issue 9: the enrollment wizard's first two steps, one-time codes, cancel, save for later and resume. The first
// journey clicks its way from the landing to the wizard; the others start there through the storefront's calls.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// ---------------------------------------------------------------------------------------------------------------

describe('the enrollment wizard', () => {
  it('An applicant fills personal and contact information and verifies the e-mail by code', async () => {
    const a = applicant('otp');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollment(page);

    // Gender and date of birth come from the landing form and cannot be changed here.
    const p = personal(page);
    expect(await p.birthdate.inputValue()).toBe('01/15/1990');
    expect(await p.birthdate.isDisabled()).toBe(true);
    expect(await p.gender.isDisabled()).toBe(true);

    // The form's own checks, under each field, before anything is sent.
    await button(main(page), 'Next').click();
    await expect.poll(() => main(page).getByText('Field is required').count()).toBeGreaterThan(1);
    await p.firstName.fill('Ana1');
    await p.weight.fill('0');
    await p.heightFeet.fill('0');
    await p.ssn.fill('12345');
    await button(main(page), 'Next').click();
    await main(page).getByText('Please enter valid first name').waitFor();
    await main(page).getByText('Weight cannot be zero or less').waitFor();
    await main(page).getByText('Height cannot be zero').waitFor();
    await main(page).getByText('Invalid Social Security Number').waitFor();
    expect(await p.firstName.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'wizard-personal-errors-desktop');

    await fillPersonal(page, a);
    await next(page, 'personal-info');
    await page.waitForURL('**/enrollment/contact-info**');
    await stepHeading(page, 'Contact Information').waitFor();

    // A disposable address is flagged: the info box offers to prove it by a code.
    await fillContact(page, a, a.disposableEmail);
    await button(main(page), 'Next').click();
    const validate = main(page).getByRole('button', { name: 'Click Here to validate via OTP' }).or(main(page).getByRole('link', { name: 'Click Here to validate via OTP' }));
    await validate.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/enrollment/contact-info');
    await screenshot(page, 'wizard-contact-flagged-desktop');
    await validate.first().click();
    await verifyEmailByCode(page, context, a.disposableEmail);
    await expect.poll(() => validate.count()).toBe(0);

    await next(page, 'contact-info');
    await context.close();
  });

  it('An applicant saves for later, then continues in another browser with the e-mailed code and finds every field as left', async () => {
    const a = applicant('later');
    const first = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(first.page);
    await fillPersonal(first.page, a);
    await next(first.page, 'personal-info');
    await stepHeading(first.page, 'Contact Information').waitFor();
    await fillContact(first.page, a);

    await button(main(first.page), 'Save & Continue Later').click();
    const dialog = first.page.getByRole('dialog');
    await dialog.getByText('Please enter the alternate email you want to send Enrollment code to?').waitFor();
    // Empty and malformed alternate addresses are refused in the modal.
    await button(dialog, 'Send Code').click();
    await dialog.getByText('Enter valid email address').waitFor();
    await dialog.getByRole('textbox').fill(a.alternateEmail);
    await button(dialog, 'Send Code').click();
    await dialog.getByText('Information Saved!!! Check your email to continue').waitFor();
    await button(dialog, 'Start New Enrollment').waitFor();
    await button(dialog, 'Continue Current Enrollment').click();
    await dialog.waitFor({ state: 'hidden' });

    const mail = await readMail(first.context, a.alternateEmail, /Your enrollment code/);
    const code = resumeCodeFrom(mail);
    expect(code).not.toBe('');
    await first.context.close();

    // Another browser, with nothing stored: the footer leads to the continue page.
    const second = await newVisitor(browser, DESKTOP);
    const page = second.page;
    await page.goto('/');
    await page.getByRole('link', { name: 'Continue a saved enrollment' }).click();
    await page.waitForURL('**/continue-enrollment');
    await page.getByRole('heading', { name: 'Welcome to the store' }).waitFor();
    await page.getByText('Please Enter Your Code and Email Address').waitFor();

    // A wrong address is answered as a wrong code, under the code field: whether a code exists is not told.
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Email Address').fill(`someone.else.${Date.now()}@example.com`);
    await button(page, 'Continue').click();
    await page.getByText('Please enter the code exactly as it appears in your e-mail.').waitFor();
    expect(await page.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email Address').fill(a.alternateEmail);
    await button(page, 'Continue').click();
    await page.waitForURL('**/enrollment/contact-info**');
    await stepHeading(page, 'Contact Information').waitFor();
    const c = contact(page);
    await expect.poll(() => c.email.inputValue()).toBe(a.email);
    expect(await c.phone.inputValue()).toMatch(new RegExp(a.phone.split('').join('\\D*')));
    expect(await c.address1.inputValue()).toBe(a.address1);
    expect(await c.address2.inputValue()).toBe(a.address2);
    expect(await c.city.inputValue()).toBe(a.city);
    expect(await c.zip.inputValue()).toBe(a.zip);
    expect(await c.state.inputValue()).toBe('NY');
    expect(await c.birthCity.inputValue()).toBe(a.birthCity);
    expect(await c.birthState.inputValue()).toBe('NY');
    expect(await c.usps.isChecked()).toBe(true);
    await screenshot(page, 'wizard-resumed-contact-desktop');

    // The step before it holds every value too; the SSN comes back masked.
    await button(main(page), 'Back').click();
    await page.waitForURL('**/enrollment/personal-info**');
    const p = personal(page);
    await expect.poll(() => p.firstName.inputValue()).toBe(a.firstName);
    expect(await p.middleName.inputValue()).toBe(a.middleName);
    expect(await p.lastName.inputValue()).toBe(a.lastName);
    expect(await p.weight.inputValue()).toBe(a.weight);
    expect(await p.heightFeet.inputValue()).toBe(a.heightFeet);
    expect(await p.heightInch.inputValue()).toBe(a.heightInch);
    expect(await p.ssn.inputValue()).toBe('***-**-6789');
    expect(await p.birthdate.inputValue()).toBe('01/15/1990');
    expect(await p.noPriorCoverage.isChecked()).toBe(true);
    // The cart came along: the enrollment is this browser's now.
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')).toMatch(/1 item/);
    await second.context.close();
  });

  it('An applicant saves for later and opens the e-mailed link in another browser on the saved step', async () => {
    const a = applicant('link');
    const first = await newVisitor(browser, PHONE);
    await startEnrollmentQuickly(first.page);
    // Personal Information has no Save & Continue Later (spec 001): it is saved by Next.
    expect(await button(main(first.page), 'Save & Continue Later').count()).toBe(0);
    await fillPersonal(first.page, a);
    await next(first.page, 'personal-info');
    await stepHeading(first.page, 'Contact Information').waitFor();
    await fillContact(first.page, a);
    await button(main(first.page), 'Save & Continue Later').click();
    const dialog = first.page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(a.alternateEmail);
    await button(dialog, 'Send Code').click();
    await dialog.getByText('Information Saved!!! Check your email to continue').waitFor();
    const link = resumeLinkFrom(await readMail(first.context, a.alternateEmail, /Your enrollment code/));
    expect(link).not.toBe('');
    await first.context.close();

    const second = await newVisitor(browser, PHONE);
    await second.page.goto(new URL(link).pathname);
    await second.page.waitForURL('**/enrollment/contact-info**');
    await expect.poll(() => contact(second.page).email.inputValue()).toBe(a.email);
    expect(await contact(second.page).birthCity.inputValue()).toBe(a.birthCity);

    // The same link with its token altered is refused.
    const forged = new URL(link).pathname.replace(/\/direct-continue\/([^/]+)\//, (_m, token: string) => `/direct-continue/${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}/`);
    await second.page.goto(forged);
    await second.page.waitForURL('**/404');
    await second.context.close();
  });

  it('Cancel Enrollment empties the cart and returns to the plans', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')).toMatch(/1 item/);

    await button(main(page), 'Cancel Enrollment').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to cancel the enrollment?').waitFor();
    // No keeps everything.
    await button(dialog, 'No').click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/enrollment/personal-info');

    await button(main(page), 'Cancel Enrollment').click();
    await button(page.getByRole('dialog'), 'Yes').click();
    await page.waitForURL((url) => url.pathname === '/plans');
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).getAttribute('aria-label')).toBe('Cart, 0 items');
    const stored = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{"state":{}}') as { state: Record<string, unknown> }).state);
    expect(stored.tempId ?? null).toBeNull();
    expect(stored.cartCount ?? 0).toBe(0);
    await page.goto('/cart');
    await expect.poll(() => page.getByText(PLAN, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('A tampered or unknown direct-continue link shows the not-found page', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    for (const kind of ['direct-continue', 'group-census-direct-continue', 'pqs-direct-continue']) {
      await page.goto(`/${kind}/cmVzdW1lLmZvcmdlZC4xMjM0NTYuc2lnbmF0dXJl/cHJpbWFyeV9pbmZv`);
      await page.waitForURL('**/404');
      await page.getByText('OOPS! Page not found.').waitFor();
    }
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Keyboard only: from the first field of Personal Information to leaving Contact Information, no pointer at all.

/** Presses Tab (at most 80 times) until `target` has focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  const handle = await target.elementHandle();
  for (let i = 0; i < 80; i += 1) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** A native select is changed from the keyboard with the arrow keys, one option at a time. */
async function chooseByKeyboard(page: Page, target: Locator, label: string) {
  await tabTo(page, target);
  const selected = () => target.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  for (let i = 0; i < 80 && (await selected()) !== label; i += 1) await page.keyboard.press('ArrowDown');
  expect(await selected()).toBe(label);
}

describe('by keyboard alone', () => {
  it('An applicant does the whole of Personal and Contact Information, the e-mail code included, with the keyboard', async () => {
    const a = applicant('keys');
    const { context, page } = await newVisitor(browser, DESKTOP);
    await startEnrollmentQuickly(page);
    // From here on: keys only. Focus starts at the top of the page.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    const p = personal(page);
    await typeInto(page, p.firstName, a.firstName);
    await typeInto(page, p.middleName, a.middleName);
    await typeInto(page, p.lastName, a.lastName);
    await typeInto(page, p.weight, a.weight);
    await typeInto(page, p.heightFeet, a.heightFeet);
    await typeInto(page, p.heightInch, a.heightInch);
    await chooseByKeyboard(page, p.maritalStatus, 'Single');
    await typeInto(page, p.ssn, a.ssn);
    await tabTo(page, p.noPriorCoverage);
    await page.keyboard.press('Space');
    expect(await p.noPriorCoverage.isChecked()).toBe(true);
    await tabTo(page, button(main(page), 'Next'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/enrollment/contact-info**');

    const c = contact(page);
    await c.email.waitFor();
    await typeInto(page, c.email, a.disposableEmail);
    await typeInto(page, c.phone, a.phone);
    await typeInto(page, c.address1, a.address1);
    await typeInto(page, c.address2, a.address2);
    await typeInto(page, c.city, a.city);
    await typeInto(page, c.zip, a.zip);
    await expect.poll(() => c.state.inputValue()).toBe('NY');
    await chooseByKeyboard(page, c.birthState, a.birthState);
    await typeInto(page, c.birthCity, a.birthCity);
    await tabTo(page, c.usps);
    await page.keyboard.press('Space');
    expect(await c.usps.isChecked()).toBe(true);
    await tabTo(page, button(main(page), 'Next'));
    await page.keyboard.press('Enter');

    const validate = main(page).getByRole('button', { name: 'Click Here to validate via OTP' }).or(main(page).getByRole('link', { name: 'Click Here to validate via OTP' }));
    await validate.first().waitFor();
    await tabTo(page, validate.first());
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Email Verification' });
    await dialog.waitFor();
    // The modal holds focus: Tab stays inside it until Send OTP.
    await tabTo(page, button(dialog, 'Send OTP'));
    await page.keyboard.press('Enter');
    const boxes = otpBoxes(dialog);
    await expect.poll(() => boxes.count()).toBe(6);
    const code = otpFrom(await readMail(context, a.disposableEmail, /Your verification code/));
    await page.bringToFront();
    // After sending, focus is on the first box (or Tab brings it there).
    await tabTo(page, boxes.first());
    await page.keyboard.type(code);
    await dialog.getByText('Verification Successful!').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await tabTo(page, button(main(page), 'Next'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('contact-info'));
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Accessibility: every step and modal of this issue, on a desktop and a phone screen.

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('at %s px', (width, viewport) => {
  it('Each step and modal of Personal and Contact Information has no WCAG A/AA violations', async () => {
    const a = applicant(`axe${width}`);
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await startEnrollmentQuickly(page);
    await audit(page, 'personal information');
    await button(main(page), 'Next').click();
    await expect.poll(() => main(page).getByText('Field is required').count()).toBeGreaterThan(1);
    await audit(page, 'personal information with errors');
    await screenshot(page, `wizard-personal-errors-${width}`);

    const enrollerCode = main(page).getByRole('button', { name: 'Enter Enroller Code' });
    if ((await enrollerCode.count()) > 0) {
      await enrollerCode.click();
      await page.getByRole('dialog').waitFor();
      await audit(page, 'enroller code modal', '[role="dialog"]');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
    }

    await button(main(page), 'Cancel Enrollment').click();
    await page.getByRole('dialog').getByText('Are you sure you want to cancel the enrollment?').waitFor();
    await audit(page, 'cancel enrollment modal', '[role="dialog"]');
    await button(page.getByRole('dialog'), 'No').click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await fillPersonal(page, a);
    await next(page, 'personal-info');
    await stepHeading(page, 'Contact Information').waitFor();
    await audit(page, 'contact information');
    await screenshot(page, `wizard-contact-${width}`);

    await fillContact(page, a, a.disposableEmail);
    await button(main(page), 'Next').click();
    const validate = main(page).getByRole('button', { name: 'Click Here to validate via OTP' }).or(main(page).getByRole('link', { name: 'Click Here to validate via OTP' }));
    await validate.first().waitFor();
    await audit(page, 'contact information with the OTP info box');
    await validate.first().click();
    const otp = page.getByRole('dialog', { name: 'Email Verification' });
    await otp.waitFor();
    await audit(page, 'OTP modal, send step', '[role="dialog"]');
    await button(otp, 'Send OTP').click();
    await expect.poll(() => otpBoxes(otp).count()).toBe(6);
    await audit(page, 'OTP modal, code step', '[role="dialog"]');
    await screenshot(page, `wizard-otp-${width}`);
    await otpBoxes(otp).first().fill('1');
    await button(otp, 'Verify').click();
    await otp.getByText('Please enter 6 digit OTP inorder to proceed').waitFor();
    await audit(page, 'OTP modal, code step with an error', '[role="dialog"]');
    const code = otpFrom(await readMail(context, a.disposableEmail, /Your verification code/));
    await otpBoxes(otp).first().click();
    await page.keyboard.press('Backspace');
    await page.keyboard.type(code);
    await otp.getByText('Verification Successful!').waitFor();
    await audit(page, 'OTP modal, success step', '[role="dialog"]');
    await otp.waitFor({ state: 'hidden' });

    await button(main(page), 'Save & Continue Later').click();
    const later = page.getByRole('dialog');
    await later.getByText('Please enter the alternate email you want to send Enrollment code to?').waitFor();
    await audit(page, 'save for later modal', '[role="dialog"]');
    await button(later, 'Send Code').click();
    await later.getByText('Enter valid email address').waitFor();
    await audit(page, 'save for later modal with an error', '[role="dialog"]');
    await later.getByRole('textbox').fill(a.alternateEmail);
    await button(later, 'Send Code').click();
    await later.getByText('Information Saved!!! Check your email to continue').waitFor();
    await audit(page, 'save for later modal, saved', '[role="dialog"]');
    await screenshot(page, `wizard-saved-${width}`);
    await button(later, 'Continue Current Enrollment').click();
    await later.waitFor({ state: 'hidden' });
    await context.close();
    // A long walk: two steps, four modals and thirteen audits.
  }, 180_000);

  it('The continue-enrollment page, empty and with its errors, has no WCAG A/AA violations', async () => {
    const visitor = await newVisitor(browser, viewport, { forAudit: true });
    await visitor.page.goto('/continue-enrollment');
    await visitor.page.getByRole('heading', { name: 'Welcome to the store' }).waitFor();
    await audit(visitor.page, 'continue enrollment page');
    await button(visitor.page, 'Continue').click();
    await expect.poll(() => visitor.page.getByText('Field is required').count()).toBe(2);
    await audit(visitor.page, 'continue enrollment page with errors');
    await screenshot(visitor.page, `continue-enrollment-errors-${width}`);
    await visitor.context.close();
  });
});
