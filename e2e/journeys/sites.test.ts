import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { openRepLanding } from '../support/access.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The store on another host name: Chromium resolves every *.localhost name to this machine. */
const onHost = (host: string, path = '/') => {
  const url = new URL(inject('baseUrl'));
  url.hostname = host;
  url.pathname = path;
  return url.toString();
};

const cssVariable = (page: Page, name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
const headerBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('header')!).backgroundColor);

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s screen', (screen, viewport) => {
  it("A visitor on a rep's landing page sees the rep's name, phone and colours", async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await openRepLanding(page, 'jordan-lee');
    const header = page.getByRole('banner');
    await header.getByText('Jordan Lee', { exact: true }).waitFor();
    await header.getByText('Benefits made simple, for your whole family.').waitFor();
    const phone = header.getByRole('link', { name: /\(512\) 555-0142/ });
    expect(await phone.getAttribute('href')).toBe('tel:+15125550142');
    expect(await header.getByRole('link', { name: /jordan\.lee@example\.com/ }).getAttribute('href')).toBe('mailto:jordan.lee@example.com');
    await expect.poll(() => cssVariable(page, '--header-bg')).toBe('#14532d');
    expect(await headerBackground(page)).toBe('rgb(20, 83, 45)');
    expect(await cssVariable(page, '--button-bg')).toBe('#15803d');
    // The theme is cached for the next visit under the spec's name.
    expect(await page.evaluate(() => localStorage.getItem('fetch_color_cache'))).toContain('#14532d');
    await screenshot(page, `sites-rep-${screen}`);

    await header.getByRole('button', { name: 'About' }).click();
    const about = page.getByRole('dialog', { name: 'About Jordan Lee' });
    await about.getByText('Jordan Lee, Licensed Benefits Advisor').waitFor();
    await about.getByText(/twelve years helping families/).waitFor();
    await page.keyboard.press('Escape');
    await about.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('About');
    await context.close();
  });

  it("A visitor on a group's own host lands on /home with the group's plans", async () => {
    const { context, page } = await newVisitor(browser, viewport);
    await page.goto(onHost('acme.localhost'));
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Plans offered by Acme Fabrication Co.' }).waitFor();
    await page.getByRole('link', { name: 'Medical' }).first().waitFor();
    await page.getByRole('banner').getByText('Acme Fabrication Employee Benefits').waitFor();
    await expect.poll(() => cssVariable(page, '--header-bg')).toBe('#7f1d1d');
    // A white-labelled site: no back-office links.
    await page.getByRole('contentinfo').getByRole('link', { name: /Group Dashboard/ }).waitFor();
    expect(await page.getByRole('button', { name: /Admin links/ }).count()).toBe(0);
    await screenshot(page, `sites-group-${screen}`);

    await page.getByRole('region', { name: 'Plans offered by Acme Fabrication Co.' }).getByRole('link', { name: 'Dental' }).click();
    await page.waitForURL('**/plans?type=dental');
    await context.close();
  });
});

describe('site resolution', () => {
  it('An unknown host shows the not-found page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(onHost('nosuch.localhost'));
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'OOPS! Page not found.' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await context.close();
  });

  it('A landing name that is nobody\'s shows the not-found page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/nobody-by-this-name');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { name: 'OOPS! Page not found.' }).waitFor();
    await context.close();
  });

  it('The default site shows its own contact details and colours, with the admin links behind a button', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /\(800\) 555-0100/ }).waitFor();
    const registration = footer.getByRole('link', { name: 'Rep Registration (opens in a new tab)' });
    expect(await registration.getAttribute('target')).toBe('_blank');
    expect(await registration.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await footer.getByRole('link', { name: /Submit a Support Request/ }).getAttribute('href')).toMatch(/^https:\/\/support\./);
    expect(await footer.getByRole('link', { name: /Group Quote/ }).getAttribute('target')).toBe('_blank');
    const admin = footer.getByRole('button', { name: /Admin links/ });
    expect(await footer.getByRole('link', { name: /Message Center/ }).count()).toBe(0);
    await admin.click();
    expect(await admin.getAttribute('aria-expanded')).toBe('true');
    await footer.getByRole('link', { name: /Message Center/ }).waitFor();
    await expect.poll(() => cssVariable(page, '--header-bg')).toBe('#ffffff');
    await screenshot(page, 'sites-default-desktop');
    // This audit is of the site's header and footer: the page body (landing form, category grid, recommendations)
    // belongs to other areas and is audited by their own journeys.
    await page.evaluate(() => document.querySelector('main')?.replaceChildren());
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it('An external partner site opens its store at /home in its own colours', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/external?site=elevate');
    await page.waitForURL('**/home');
    await page.getByRole('banner').getByText('Maria Rivera').waitFor();
    await expect.poll(() => cssVariable(page, '--header-bg')).toBe('#083344');
    await context.close();
  });
});

describe('referrals', () => {
  it('A referral link shows who referred the visitor', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/referrals?rid=W5GFkw2JhaLHTAVzgK9JLA');
    await page.getByText('Referred By: Sam Patel').waitFor();
    await page.getByRole('banner').getByText('Maria Rivera').waitFor();
    await page.getByLabel('Zip Code').fill('85004');
    await page.getByLabel('Gender').selectOption({ label: 'Male' });
    await page.getByLabel('Choose Tier').selectOption({ label: 'Member Only' });
    await page.getByLabel('DOB').pressSequentially('03201985');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/plans');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store') ?? '{}').state?.referral)).toBe('W5GFkw2JhaLHTAVzgK9JLA');
    await context.close();
  });

  it('A switched-off referral link shows the not-found page', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/referrals?rid=mdomTUo7O1G0XjH-kfcicw');
    await page.waitForURL('**/404');
    await context.close();
  });
});

describe('the employee-enroll modal', () => {
  it('An employee enters a group enrollment code and confirms the employer', async () => {
    const { context, page } = await newVisitor(browser, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Employee Enroll' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    const code = dialog.getByLabel('Group Enrollment Code');
    await code.waitFor();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Field is required').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    await code.fill('WRONG123');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Invalid Group Enrollment Code').waitFor();

    await code.fill('acme2024');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Is Acme Fabrication Co. your employer?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    expect(await dialog.getByLabel('Group Enrollment Code').inputValue()).toBe('');

    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Plans offered by Acme Fabrication Co.' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store') ?? '{}').state);
    expect(stored).toMatchObject({ enroll_type: 'new-group-member', eprocess: 'group', group_id: expect.any(Number) });
    await context.close();
  });
});
