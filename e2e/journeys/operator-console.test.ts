import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor } from '../support/browser.js';
import { readMail } from '../support/wizard.js';
import { signInAsDemoOperator } from '../support/console.js';

/** The Member Benefit Store's administrator (a demo account no other journey signs in with). */
const GROUP_ADMIN_EMAIL = 'admin@members.benefit-store.example.com';

/** The path of the set-password link in a mail (its origin is the store's configured public one). */
function linkPathFrom(text: string): string {
  const link = new URL(/https?:\/\/\S+\/set-password\?token=\S+/.exec(text)![0]);
  return `${link.pathname}${link.search}`;
}

/** Opens a set-password link, chooses a password, and signs in with it at /sign-in; answers where that lands. */
async function setPasswordAndSignIn(page: Page, linkPath: string, password: string): Promise<void> {
  await page.goto(linkPath);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('New password again').fill(password);
  await page.getByRole('button', { name: 'Save the password' }).click();
  await page.getByRole('link', { name: 'Continue to sign-in' }).click();
  await page.waitForURL(/\/sign-in\?email=/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the operator console and staff accounts', () => {
  it('the demo operator signs in with the second factor and invites a rep, who sets a password from the e-mailed link and reaches the rep home', async () => {
    const operator = await newVisitor(browser, DESKTOP);
    const page = operator.page;
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/sign-in/);
    // The console opens where it was asked for: its home, the reports; Staff is in its menu.
    await signInAsDemoOperator(page, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Staff', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();

    const repEmail = `new.rep.${Date.now()}@example.com`;
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByLabel('E-mail address').fill(repEmail);
    await invite.getByLabel('Full name').fill('Riley Newrep');
    await invite.getByLabel('Role').selectOption('agent');
    await invite.getByLabel('Rep access code').fill('JLEE2024');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await page.getByText(`An invitation was sent to ${repEmail}.`).waitFor();

    // The rep receives the mail (read here from the operator's outbox page) and opens its link in a browser of their own.
    const mail = await readMail(operator.context, repEmail, /You are invited to Benefit Store/);
    const rep = await newVisitor(browser, DESKTOP);
    await setPasswordAndSignIn(rep.page, linkPathFrom(mail), 'riley rides the early ferry');
    await rep.page.waitForURL('**/agent-home');
    await rep.page.getByText('Signed in as Riley Newrep').waitFor();

    // The console lists the rep as active, signed in just now.
    await page.goto(`/admin/staff?q=${encodeURIComponent(repEmail)}`);
    const row = page.getByRole('row', { name: new RegExp(repEmail.replace(/\./g, '\\.')) });
    await expect.poll(() => row.textContent()).toContain('Enabled');
    expect(await row.textContent()).not.toContain('Never');
    await Promise.all([operator.context.close(), rep.context.close()]);
  });

  it('a group administrator who forgot the password resets it by e-mail from the sign-in page', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('E-mail address').fill(GROUP_ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/If an account uses this address/).waitFor();
    const mail = await readMail(context, GROUP_ADMIN_EMAIL, /Reset your Benefit Store password/);
    await setPasswordAndSignIn(page, linkPathFrom(mail), 'nora keeps the member store tidy');
    await page.waitForURL('**/group-home');
    await context.close();
  });
});
