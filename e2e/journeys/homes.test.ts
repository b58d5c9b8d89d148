import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { signInAs, STAFF_ACCOUNTS } from '../support/staff.js';
import { addFromPlansList, personal, PLAN, proceedToCheckout, sendBasicInformation, stepHeading } from '../support/wizard.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The text that describes a field (its message under it), as a screen reader reads it with the field. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());

/** Elena Marquez's store link (a demo member of Jordan Lee and Acme), as her e-mail would carry it. */
async function elenasLink(): Promise<string> {
  const links = (await (await fetch(`${inject('baseUrl')}/api/v1/dev/member-store-links`)).json()) as { data: { ref: string; link: string }[] };
  return links.data.find((m) => m.ref === 'M-1001')!.link;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** The member home's Choose Tier: Submit without a tier is refused under it, then Member + Spouse shows the plans for that tier. */
async function chooseMemberSpouse(page: Page) {
  await button(page, 'Submit').click();
  await expect.poll(() => descriptionOf(page.getByLabel('Choose Tier'))).toBe('Please choose a tier');
  await page.getByLabel('Choose Tier').selectOption({ label: 'Member + Spouse' });
  await button(page, 'Submit').click();
  await page.waitForURL((url) => url.pathname === '/plans');
  await page.getByText('Member + Spouse', { exact: true }).first().waitFor();
}

describe('the rep home', () => {
  it("A signed-in rep starts a new member enrollment for a group and lands on /home with the group's store", async () => {
    const { context, page } = await newVisitor(browser);
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-home' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Jordan Lee' }).waitFor();

    await button(page, 'New Member').click();
    await button(page, 'Submit').click();
    const portal = page.getByLabel('Choose enrollment portal');
    await expect.poll(() => descriptionOf(portal)).toBe('Please choose a platform');
    await portal.selectOption({ label: 'Worksite Benefits Portal' });
    await button(page, 'Submit').click();

    await button(page, 'Submit').click();
    await page.getByText('Choose enroll for new member', { exact: true }).waitFor();
    await page.getByLabel('Enroll a new member of one of my groups').check();
    const group = page.getByLabel('Choose a group to enrol a new group member');
    await button(page, 'Submit').click();
    await expect.poll(() => descriptionOf(group)).toBe('Please choose a group');
    await group.selectOption({ label: 'Acme Fabrication Co.' });
    await button(page, 'Submit').click();

    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { name: 'Plans offered by Acme Fabrication Co.' }).waitFor();
    await sendBasicInformation(page);
    const tempId = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: { tempId?: string } }).state?.tempId);
    const type = await page.evaluate(async (id) => (await (await fetch(`/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=type`)).json()) as { data: { result: string } }, tempId);
    expect(type.data.result).toBe('new-group-member');

    // The startup wrapper: the root page opens the signed-in rep's home.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/agent-home');
    await context.close();
  });

  it("Current Member goes to the rep's members table", async () => {
    const { context, page } = await newVisitor(browser);
    await signInAs(page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-home' });
    await page.getByRole('link', { name: 'Current Member' }).click();
    await page.waitForURL((url) => url.pathname === '/agent-select-member');
    await context.close();
  });

  it('A signed-out visitor of the rep home is sent to sign in', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/agent-home');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await context.close();
  });
});

describe('the group home', () => {
  it("A group administrator chooses the group's portal and lands on the group's store; Current Member goes to the group's table", async () => {
    const { context, page } = await newVisitor(browser);
    await signInAs(page, STAFF_ACCOUNTS.acmeAdmin, { next: '/group-home' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Acme Fabrication Co.' }).waitFor();
    expect(await page.getByRole('link', { name: 'Current Member' }).getAttribute('href')).toBe('/group-select-member');
    await button(page, 'New Member').click();
    await button(page, 'Submit').click();
    await expect.poll(() => descriptionOf(page.getByLabel('Choose enrollment portal'))).toBe('Please choose a platform');
    await page.getByLabel('Choose enrollment portal').selectOption({ label: 'Worksite Benefits Portal' });
    await button(page, 'Submit').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByRole('heading', { name: 'Plans offered by Acme Fabrication Co.' }).waitFor();

    await page.goto('/group-home');
    await page.getByRole('link', { name: 'Current Member' }).click();
    await page.waitForURL((url) => url.pathname === '/group-select-member');
    await context.close();
  });
});

describe('the member home', () => {
  it('A member opens their store link, is greeted by name, chooses a tier and sees plans', async () => {
    const { context, page } = await newVisitor(browser);
    // A link whose tier segment is no tier: the store opens, and the member home asks for the tier.
    await page.goto((await elenasLink()).replace(/\/IO$/, '/choose'));
    await page.waitForURL((url) => url.pathname === '/member-home');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Elena Marquez' }).waitFor();
    await chooseMemberSpouse(page);

    // The startup wrapper: the root page opens the member's home again.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/member-home');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Elena Marquez' }).waitFor();
    await context.close();
  });

  it('A member whose store session has ended comes back to the home, chooses a tier there and sees plans', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(await elenasLink());
    await page.waitForURL((url) => url.pathname === '/plans');
    // The store session ends (its cookie gone, and the enrollment it held with it); the browser keeps the link.
    await context.clearCookies();
    await page.goto('/member-home');
    await page.getByText('Choose the coverage tier you want to shop for, then Submit to see the plans priced for you.').waitFor();
    expect(await page.getByText('Open the member store link from your e-mail to see your plans and choose a tier.').count()).toBe(0);
    await chooseMemberSpouse(page);

    // The new enrollment is the member's own (a member filter), not a visitor's.
    const type = await page.evaluate(async () => {
      const { state } = JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: { tempId?: string } };
      const answer = (await (await fetch(`/api/v1/get-enrollment-temp-info?enrollment_id=${state?.tempId}&column=type`)).json()) as { data: { result: unknown } };
      return answer.data.result;
    });
    expect(type).toBe('existing-user');
    await context.close();
  });

  it('A member who checks out from their store link finds their own gender and date of birth, read-only, on Personal Information', async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto(await elenasLink());
    await page.waitForURL((url) => url.pathname === '/plans');
    await addFromPlansList(page, { category: 'critical', name: PLAN });
    await proceedToCheckout(page);
    // The member shops for themselves: no rep or member choice, only the store's offers, which she declines.
    const decline = page.getByRole('dialog').getByRole('button', { name: /^No, I like (medical questions|waiting periods)$/ });
    const heading = stepHeading(page, 'Personal Information');
    while (!(await heading.isVisible())) {
      await decline.or(heading).first().waitFor();
      // The last offer's button stays, busy, until the checkout moves on and it goes: a button gone meanwhile is no error.
      if (await decline.isVisible()) await decline.click({ timeout: 2000 }).catch(() => undefined);
    }
    // Elena's record: Female, born 03/14/1986 (the demo data); the shopper cannot change either.
    const fields = personal(page);
    await expect.poll(() => fields.birthdate.inputValue()).toBe('03/14/1986');
    expect(await fields.gender.locator('option:checked').textContent()).toBe('Female');
    expect(await fields.gender.isDisabled()).toBe(true);
    expect(await fields.birthdate.isDisabled()).toBe(true);
    await context.close();
  });

  it("A stranger's browser is not told the member's name", async () => {
    const { context, page } = await newVisitor(browser);
    await page.goto('/member-home');
    await page.getByText('Open the member store link from your e-mail to see your plans and choose a tier.').waitFor();
    expect(await page.getByText('Marquez').count()).toBe(0);
    await context.close();
  });
});

describe('the homes pass axe', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('The rep, group and member homes with their messages (%s)', async (screen, viewport) => {
    const rep = await newVisitor(browser, viewport, { forAudit: true });
    await signInAs(rep.page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-home' });
    await rep.page.getByRole('heading', { level: 1, name: 'Welcome, Jordan Lee' }).waitFor();
    expect(await accessibilityViolations(rep.page)).toEqual([]);
    await button(rep.page, 'New Member').click();
    await button(rep.page, 'Submit').click();
    await rep.page.getByText('Please choose a platform', { exact: true }).waitFor();
    await screenshot(rep.page, `agent-home-portal-${screen}`);
    expect(await accessibilityViolations(rep.page)).toEqual([]);
    await rep.page.getByLabel('Choose enrollment portal').selectOption({ label: 'Worksite Benefits Portal' });
    await button(rep.page, 'Submit').click();
    await rep.page.getByLabel('Enroll a new member of one of my groups').check();
    await button(rep.page, 'Submit').click();
    await rep.page.getByText('Please choose a group', { exact: true }).waitFor();
    expect(await accessibilityViolations(rep.page)).toEqual([]);
    await rep.context.close();

    const admin = await newVisitor(browser, viewport, { forAudit: true });
    await signInAs(admin.page, STAFF_ACCOUNTS.acmeAdmin, { next: '/group-home' });
    await admin.page.getByRole('heading', { level: 1, name: 'Welcome, Acme Fabrication Co.' }).waitFor();
    expect(await accessibilityViolations(admin.page)).toEqual([]);
    await admin.context.close();

    const member = await newVisitor(browser, viewport, { forAudit: true });
    await member.page.goto((await elenasLink()).replace(/\/IO$/, '/choose'));
    await member.page.getByRole('heading', { level: 1, name: 'Welcome, Elena Marquez' }).waitFor();
    await button(member.page, 'Submit').click();
    await member.page.getByText('Please choose a tier', { exact: true }).waitFor();
    await screenshot(member.page, `member-home-${screen}`);
    expect(await accessibilityViolations(member.page)).toEqual([]);
    await member.context.close();
  });
});
