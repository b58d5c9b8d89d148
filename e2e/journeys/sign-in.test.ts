import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { signInAs, STAFF_ACCOUNTS } from '../support/staff.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedInAs = (page: Page, name: string) => page.getByText(`Signed in as ${name}`);

describe('signing in as a rep', () => {
  it('a rep signs in with the demo account, sees they are signed in, and signs out', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    const jordan = STAFF_ACCOUNTS.jordanLee;
    // Back to the sign-in page afterwards (a path on this site is honoured as `next`): it then says who is signed in.
    await page.goto('/sign-in?next=/sign-in');
    await page.getByLabel('E-mail address').fill(jordan.email);
    await page.getByLabel('Password').fill(jordan.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signedInAs(page, jordan.displayName).waitFor();
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

    // A reload keeps the session (the cookie is the server's, not the page's).
    await page.reload();
    await signedInAs(page, jordan.displayName).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('E-mail address').waitFor();
    await page.reload();
    await page.getByLabel('E-mail address').waitFor();
    expect(await signedInAs(page, jordan.displayName).count()).toBe(0);
    await context.close();
  });

  it("a rep opens the footer's Rep Dashboard, signs in there, and lands on the rep home", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    const maria = STAFF_ACCOUNTS.mariaRivera;
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Rep Dashboard' }).click();
    await page.waitForURL(/\/sign-in\?next=/);
    await page.getByLabel('E-mail address').fill(maria.email);
    await page.getByLabel('Password').fill(maria.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/agent-home');
    await signedInAs(page, maria.displayName).waitFor();
    await context.close();
  });

  it('goes to the rep home after signing in without a next page', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAs(page, STAFF_ACCOUNTS.mariaRivera);
    expect(new URL(page.url()).pathname).toBe('/agent-home');
    await context.close();
  });

  it('a wrong password shows the message, the fields say what is missing, and the right password then works', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    const daniel = STAFF_ACCOUNTS.danielOkafor;
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Enter your e-mail address').waitFor();
    await page.getByText('Enter your password').waitFor();

    await page.getByLabel('E-mail address').fill(daniel.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' });
    await alert.waitFor();

    await page.getByLabel('Password').fill(daniel.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/agent-home');
    await context.close();
  });

  it('ignores a next page on another site', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await signInAs(page, STAFF_ACCOUNTS.acmeAdmin, { next: '//evil.example/steal' });
    const url = new URL(page.url());
    expect(url.origin).toBe(inject('baseUrl'));
    expect(url.pathname).toBe('/group-home');
    await context.close();
  });
});

describe('the sign-in page is accessible', () => {
  for (const [label, viewport] of [
    ['1280 px', DESKTOP],
    ['390 px', PHONE],
  ] as const) {
    it(`at ${label}: empty, with field messages, with the server's message, and signed in`, async () => {
      const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
      await page.goto('/sign-in');
      await page.getByLabel('E-mail address').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByText('Enter your password').waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel('E-mail address').fill('nobody@example.com');
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' }).waitFor();
      await screenshot(page, `sign-in-refused-${viewport.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel('E-mail address').fill(STAFF_ACCOUNTS.lakesideAdmin.email);
      await page.getByLabel('Password').fill(STAFF_ACCOUNTS.lakesideAdmin.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/group-home');
      await page.goto('/sign-in');
      await signedInAs(page, STAFF_ACCOUNTS.lakesideAdmin.displayName).waitFor();
      await screenshot(page, `sign-in-signed-in-${viewport.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
