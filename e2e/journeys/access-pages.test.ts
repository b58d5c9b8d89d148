import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityViolations, DESKTOP, launchBrowser, newVisitor, PHONE } from '../support/browser.js';
import { enterAccessCode } from '../support/access.js';
import { sendBasicInformation } from '../support/wizard.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stored = (page: Page) => page.evaluate(() => ({ keys: localStorage.length, state: JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: Record<string, unknown> } }));

describe('the rep access pages', () => {
  it('A rep enters an access code, confirms, and lands on their branded page', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    // The rep's landing page asks for the access code first.
    await page.goto('/jordan-lee');
    await page.waitForURL('**/access-page');
    // The URL changes before the access page's chunk has drawn it; the store's header can still be on screen until then.
    const field = page.getByLabel('Representative access code');
    await field.waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await field.getAttribute('placeholder')).toBe('ABCD1234');
    // Nothing typed: the message is next to the field.
    await page.getByRole('button', { name: 'Submit Access Code' }).click();
    await page.getByText('Field is required').waitFor();
    await field.fill('jlee2024');
    await page.getByRole('button', { name: 'Submit Access Code' }).click();
    await page.waitForURL('**/access-pagenext');
    // The confirmation card: name, code, e-mail, phone. Cancel goes back to the code.
    const card = page.getByRole('region', { name: 'Is this your representative?' });
    await card.getByText('Jordan Lee', { exact: true }).waitFor();
    await card.getByText('JLEE2024').waitFor();
    await card.getByText('jordan.lee@example.com').waitFor();
    await card.getByText('(512) 555-0142').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL('**/access-page');
    await enterAccessCode(page, 'JLEE2024', 'jordan-lee');
    const header = page.getByRole('banner');
    await header.getByText('Jordan Lee', { exact: true }).waitFor();
    await page.getByLabel('Zip Code').first().waitFor();
    // Back later: the flag is kept, the landing opens directly.
    await page.goto('/jordan-lee');
    await header.getByText('Jordan Lee', { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/jordan-lee$/);
    await context.close();
  });

  it("A group's landing page stays open for its employees, without an access code", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/acme-fabrication');
    await page.getByLabel('Zip Code').first().waitFor();
    expect(page.url()).toMatch(/\/acme-fabrication$/);
    await context.close();
  });

  it("A wrong access code shows the server's message", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/access-page');
    const field = page.getByLabel('Representative access code');
    await field.fill('ZZZZ9999');
    await page.getByRole('button', { name: 'Submit Access Code' }).click();
    await page.getByText('No representative has this access code. Check the code and try again.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toMatch(/\/access-page$/);
    await context.close();
  });

  it("An employee enters a group code, confirms the employer, and sees the group's plans", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/access-page');
    await page.getByRole('button', { name: 'EMPLOYEE ENROLLMENT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await dialog.getByLabel('Group Enrollment Code').fill('ACME2024');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText(/Acme/).first().waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/home');
    expect((await stored(page)).state.state).toMatchObject({ eprocess: 'group', open_type: 'group', group_id: expect.any(Number) });
    await sendBasicInformation(page);
    await page.getByRole('button', { name: /^Add .+ to cart$/ }).first().waitFor();
    await context.close();
  });

  it('NOT MY SITE clears everything', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/access-page');
    await enterAccessCode(page, 'MRIV3141', 'maria-rivera');
    await page.getByLabel('Zip Code').first().waitFor();
    expect((await stored(page)).state.state).toMatchObject({ agent_id: expect.any(Number) });
    await page.goto('/landing-page');
    await page.getByRole('button', { name: 'NOT MY SITE' }).click();
    await page.waitForURL('**/access-page');
    await page.getByLabel('Representative access code').waitFor();
    expect((await stored(page)).state.state ?? {}).not.toMatchObject({ agent_id: expect.any(Number) });
    expect(await page.evaluate(() => localStorage.getItem('benefit-store-rep-authenticated'))).toBeNull();
    // The rep's landing asks for the code again.
    await page.goto('/maria-rivera');
    await page.waitForURL('**/access-page');
    await context.close();
  });

  it("The config-error page says the landing is not configured, and its back button clears everything", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/access-page');
    await enterAccessCode(page, 'DOKA7788', 'daniel-okafor');
    await page.goto('/landing-config-error/agent/DOKA7788');
    await page.getByText('Landing url is not configured for this Agent or Group.').waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Back to the access page' }).click();
    await page.waitForURL('**/access-page');
    expect(await page.evaluate(() => localStorage.getItem('benefit-store-rep-authenticated'))).toBeNull();
    await context.close();
  });

  it("A visitor with a cart in one rep's store is asked before enrolling under another rep", async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    await page.goto('/access-page');
    await enterAccessCode(page, 'JLEE2024', 'jordan-lee');
    await sendBasicInformation(page);
    await page.goto('/maria-rivera');
    const dialog = page.getByRole('dialog', { name: 'Enrol with this representative?' });
    await dialog.getByText('Do you want to enrol under Maria Rivera?').waitFor();
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await stored(page)).state.state).toMatchObject({ tempId: expect.any(String) });
    await page.goto('/maria-rivera');
    await page.getByRole('dialog', { name: 'Enrol with this representative?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('banner').getByText('Maria Rivera', { exact: true }).waitFor();
    await context.close();
  });
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('accessibility on a %s screen', (_screen, viewport) => {
  it('The access code, confirmation, menu and config-error pages have no serious axe violations', async () => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await page.goto('/access-page');
    await page.getByRole('button', { name: 'Submit Access Code' }).click();
    await page.getByText('Field is required').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Representative access code').fill('JLEE2024');
    await page.getByRole('button', { name: 'Submit Access Code' }).click();
    await page.getByRole('button', { name: 'Confirm', exact: true }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/landing-page');
    await page.getByRole('button', { name: 'NOT MY SITE' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'EMPLOYEE ENROLLMENT' }).click();
    await page.getByRole('dialog', { name: 'Employee Enrollment' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto('/landing-config-error/agent/DOKA7788');
    await page.getByText('Landing url is not configured for this Agent or Group.').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
