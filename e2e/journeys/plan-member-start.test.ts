import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibilityViolations, animationsSettled, DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { planIdOf, pricingOf } from '../support/storefront.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLAN = 'Bluepine Dental Basic';
const MEMBER_LEAD = 'Welcome back. Choose the coverage tier you want to shop for, then Submit to see this plan priced for you.';

/** The text that describes a field (its message under it), as a screen reader reads it with the field. */
const descriptionOf = (field: Locator) =>
  field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());

/** Elena Marquez's store link (a demo member), as her e-mail would carry it. */
async function elenasLink(): Promise<string> {
  const links = (await (await fetch(`${inject('baseUrl')}/api/v1/dev/member-store-links`)).json()) as { data: { ref: string; link: string }[] };
  return links.data.find((m) => m.ref === 'M-1001')!.link;
}

/**
 * A member who opened their store link once and comes back after their store session has ended (its cookie gone,
 * and the enrollment it held with it), opening a plan's link: the plan page's start, waiting for its tier step.
 */
async function returningMemberOnPlanLink(page: Page, clearCookies: () => Promise<void>) {
  await page.goto(await elenasLink());
  await page.waitForURL((url) => url.pathname === '/plans');
  const planId = await planIdOf(page, 'dental', PLAN);
  await clearCookies();
  await page.goto(`/plan/${planId}/${encodeURIComponent(PLAN)}`);
  await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
  const start = page.getByRole('region', { name: 'Get your price' });
  await start.getByText(MEMBER_LEAD).waitFor();
  return start;
}

describe('the plan page start of an existing member', () => {
  it('A returning member opening a plan link without an enrollment picks a tier and sees the plan priced for it', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    const start = await returningMemberOnPlanLink(page, () => context.clearCookies());
    // The member is asked for the tier only, not for the basic information a new visitor gives.
    expect(await start.getByLabel('Zip Code').count()).toBe(0);

    await start.getByRole('button', { name: 'Submit' }).click();
    const tier = start.getByLabel('Choose Tier');
    await expect.poll(() => descriptionOf(tier)).toBe('Please choose a tier');
    await tier.selectOption({ label: 'Member + Spouse' });
    await start.getByRole('button', { name: 'Submit' }).click();

    // Still on the plan page, now priced for the chosen tier.
    const mine = pricingOf(page).locator('li[aria-current="true"]');
    await mine.getByText('Your tier').waitFor();
    expect(await mine.getByText('Member + Spouse', { exact: true }).count()).toBe(1);
    expect(page.url()).toMatch(/\/plan\/\d+\//);
    await pricingOf(page).getByRole('button', { name: `Add ${PLAN} to cart` }).waitFor();

    // The enrollment is the member's own (a member filter), with the chosen tier.
    const tempId = await page.evaluate(() => (JSON.parse(localStorage.getItem('benefit-store') ?? '{}') as { state?: { tempId?: string } }).state?.tempId);
    const info = await page.evaluate(async (id) => {
      const get = async (column: string) => ((await (await fetch(`/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`)).json()) as { data: { result: unknown } }).data.result;
      return { type: await get('type'), filter: (await get('filter_info')) as { tier: string } };
    }, tempId);
    expect(info.type).toBe('existing-user');
    expect(info.filter.tier).toBe('IS');
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])("The member's tier step with its message passes axe (%s)", async (screen, viewport) => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    const start = await returningMemberOnPlanLink(page, () => context.clearCookies());
    await start.getByLabel('Choose Tier').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await start.getByRole('button', { name: 'Submit' }).click();
    await start.getByText('Please choose a tier', { exact: true }).waitFor();
    await animationsSettled(page);
    await screenshot(page, `plan-member-start-${screen}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
