import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newVisitor } from './browser.js';
import { sendBasicInformation } from './wizard.js';

/** A new visitor (their own browser context) who sent the landing form (see sendBasicInformation) and is on /plans. */
export async function visitorOnPlans(browser: Browser, viewport = DESKTOP, options: { forAudit?: boolean } = {}) {
  const visitor = await newVisitor(browser, viewport, options);
  await visitor.page.goto('/');
  await sendBasicInformation(visitor.page);
  await visitor.page.getByRole('button', { name: /^Edit/ }).waitFor();
  return visitor;
}

/** A plan's id, as the catalog lists it (a plan the visitor's filter keeps out of the listing is reached by its address). */
export async function planIdOf(page: Page, category: string, name: string): Promise<number> {
  const response = await page.request.get(`/api/v1/get-menu-filtered-plans?category=${category}`);
  const groups = ((await response.json()) as { data: { result: { plans: { plan_id: number; plan_name: string }[] }[] } }).data.result;
  const plan = groups.flatMap((g) => g.plans).find((p) => p.plan_name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.plan_id;
}

/** Opens a plan's page by its address and waits for its title. */
export async function openPlan(page: Page, category: string, name: string) {
  await page.goto(`/plan/${await planIdOf(page, category, name)}/${encodeURIComponent(name)}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The plan page's pricing section. */
export const pricingOf = (page: Page) => page.getByRole('region', { name: 'Monthly pricing' });

/** The plan an "Add {plan} to cart" button names, read from its accessible name as a screen reader announces it. */
export async function planNameOfAddButton(button: Locator): Promise<string> {
  const name = /button "Add (.+) to cart"/.exec(await button.ariaSnapshot())?.[1];
  if (!name) throw new Error('not a plan add button');
  return name;
}

/**
 * The membership popup of a plan that needs the association membership (spec 000 section 4), once open: waits for
 * it and checks that the membership's card, with its monthly fee, comes before the plan's.
 */
export async function membershipCardFirst(page: Page, planName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Association membership required' });
  await dialog.waitFor();
  const cards = dialog.getByRole('listitem');
  await expect.poll(() => cards.nth(0).innerText()).toContain('Wellness Association Membership');
  expect(await cards.nth(0).innerText()).toContain('$5.00/month');
  expect(await cards.nth(1).innerText()).toContain(planName);
  return dialog;
}
