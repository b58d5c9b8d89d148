import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, readyForAxe, screenshot } from '../support/browser.js';
import { landingForm, sendBasicInformation } from '../support/wizard.js';
import { openRepLanding } from '../support/access.js';
import { signInAs, STAFF_ACCOUNTS } from '../support/staff.js';
import { planNameOfAddButton } from '../support/storefront.js';

/**
 * Serious and critical WCAG 2 A/AA violations inside the quote screens' own elements (`selector`): the header and
 * footer around them belong to the site and cart pages and are audited by their own journeys.
 */
async function violationsWithin(page: Page, selector: string): Promise<string[]> {
  await readyForAxe(page);
  return page.evaluate(async (include) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<Result> } }).axe;
    const result = await axe.run({ include: [[include]] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  }, selector);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The rep's storefront (/jordan-lee): fill the landing form, add the first plan, open the cart. */
async function repFillsACart(page: Page): Promise<string> {
  await openRepLanding(page, 'jordan-lee');
  await landingForm(page).getByLabel('Zip Code').waitFor();
  await sendBasicInformation(page);
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await add.waitFor();
  const planName = await planNameOfAddButton(add);
  await add.click();
  await expect.poll(() => page.getByText('In cart').first().isVisible()).toBe(true);
  await page.goto('/cart');
  await page.getByText(planName, { exact: true }).first().waitFor();
  return planName;
}

/** Save Cart → the modal → Send; returns once the 'quote sent' modal shows. */
async function sendQuote(page: Page, email: string, options: { preview?: boolean } = {}) {
  await page.getByRole('button', { name: 'Save Cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save cart / send quote' });
  await dialog.waitFor();
  await dialog.getByLabel('Name').fill('Casey Client');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Message (optional)').fill('Here are the plans we talked about.');
  if (options.preview) {
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const frame = page.frameLocator('iframe[title="Quote preview"]');
    await frame.getByText('Hello Casey Client,').waitFor();
  }
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Quote sent' });
  // A success notice, read out politely.
  await sent.getByRole('status').getByText(`Your quote has been sent to ${email}.`).waitFor();
  await sent.getByRole('button', { name: 'OK' }).click();
  await sent.waitFor({ state: 'hidden' });
}

/** Reads the quote link from /dev/outbox, as a person reading the mail would. */
async function linkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/dev/outbox');
  await page.getByRole('link', { name: new RegExp(`Your benefits quote from .+ E-mail to ${email.replace('.', '\\.')}`) }).first().click();
  const link = page.getByRole('link', { name: /\/save-cart-direct-continue\// });
  await link.waitFor();
  return (await link.getAttribute('href')) ?? '';
}

describe('quotes', () => {
  it("A visitor on a rep's storefront saves a cart and sends it as a quote; the client opens the e-mailed link and accepts", async () => {
    const agent = await newVisitor(browser, DESKTOP);
    const planName = await repFillsACart(agent.page);

    // The form's own checks come first, under each field.
    await agent.page.getByRole('button', { name: 'Save Cart' }).click();
    const dialog = agent.page.getByRole('dialog', { name: 'Save cart / send quote' });
    // A visitor on the rep's storefront is not a rep: the plans go to themselves or to someone else, not "to your client".
    await dialog.getByText('Send the plans in this cart by e-mail, to yourself or to someone else.', { exact: false }).waitFor();
    expect(await dialog.getByText('to your client').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => dialog.getByText('Field is required').count()).toBe(2);
    await dialog.getByLabel('Name').fill('Casey 2');
    await dialog.getByLabel('E-mail').fill('casey@');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Please enter valid name').waitFor();
    await dialog.getByText('Please enter valid email address').waitFor();
    expect(await dialog.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    await agent.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await sendQuote(agent.page, 'casey@example.com', { preview: true });
    const href = await linkFromOutbox(agent.page, 'casey@example.com');
    expect(href).toMatch(/\/save-cart-direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
    await agent.context.close();

    // The client: another browser, with nothing stored.
    const client = await newVisitor(browser, DESKTOP);
    await client.page.goto(href);
    await client.page.waitForURL('**/cart');
    await client.page.getByRole('heading', { name: 'Your quote' }).waitFor();
    await client.page.getByText('Prepared for Casey Client').waitFor();
    await client.page.getByRole('heading', { name: planName }).waitFor();
    const contact = client.page.getByRole('region', { name: 'Your representative' });
    await contact.getByText('Jordan Lee').waitFor();
    await contact.getByRole('link', { name: 'jordan.lee@example.com' }).waitFor();
    await contact.getByRole('link', { name: '(512) 555-0142' }).waitFor();
    await client.page.getByRole('button', { name: `View more details about ${planName}` }).click();
    const less = client.page.getByRole('button', { name: `View less details about ${planName}` });
    expect(await less.getAttribute('aria-expanded')).toBe('true');

    const dates = client.page.getByLabel('Effective Date');
    await expect.poll(() => dates.locator('option').count()).toBeGreaterThanOrEqual(3);
    const options = await dates.locator('option').allTextContents();
    await dates.selectOption(options[1]!);
    await client.page.getByRole('button', { name: 'Accept and Enroll' }).click();
    await client.page.waitForURL('**/enrollment/personal-info');
    await client.context.close();
  });

  it("A rep signed in on the rep home enrols a new member: their Save Cart asks them to send the plans to their client", async () => {
    const rep = await newVisitor(browser, DESKTOP);
    await signInAs(rep.page, STAFF_ACCOUNTS.jordanLee, { next: '/agent-home' });
    await rep.page.getByRole('button', { name: 'New Member', exact: true }).click();
    await rep.page.getByLabel('Choose enrollment portal').selectOption({ label: 'Worksite Benefits Portal' });
    await rep.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await rep.page.getByLabel('Start New Member Enrollment').check();
    await rep.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await rep.page.waitForURL((url) => url.pathname === '/home');
    await sendBasicInformation(rep.page);
    const add = rep.page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
    await add.click();
    await expect.poll(() => rep.page.getByText('In cart').first().isVisible()).toBe(true);
    await rep.page.goto('/cart');
    await rep.page.getByRole('button', { name: 'Save Cart' }).click();
    const dialog = rep.page.getByRole('dialog', { name: 'Save cart / send quote' });
    await dialog.getByText('Send the plans in this cart to your client by e-mail.', { exact: false }).waitFor();
    await rep.context.close();
  });

  it('The client declines and lands on the thank-you page', async () => {
    const rep = await newVisitor(browser, DESKTOP);
    await repFillsACart(rep.page);
    await sendQuote(rep.page, 'dana@example.com');
    const href = await linkFromOutbox(rep.page, 'dana@example.com');
    await rep.context.close();

    const client = await newVisitor(browser, DESKTOP);
    await client.page.goto(href);
    // Decline is asked first; keeping the quote changes nothing and puts focus back on Decline.
    const declineButton = client.page.getByRole('button', { name: 'Decline' });
    await declineButton.click();
    const ask = client.page.getByRole('dialog', { name: 'Decline this quote?' });
    await ask.getByText('You will not be able to accept this quote afterwards', { exact: false }).waitFor();
    await ask.getByRole('button', { name: 'Keep the quote' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect.poll(() => client.page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Decline');
    await client.page.getByRole('button', { name: 'Accept and Enroll' }).waitFor();
    await declineButton.click();
    await ask.getByRole('button', { name: 'Yes, decline' }).click();
    await client.page.waitForURL('**/decline-reminder-email');
    await client.page.getByRole('heading', { name: 'Thank you' }).waitFor();
    // It says what happened, that reminders stopped, and how to get a new quote.
    await client.page.getByText('You declined this quote.', { exact: true }).waitFor();
    await client.page.getByText('You have opted out of reminder e-mails for this cart.', { exact: false }).waitFor();
    await client.page.getByText('Changed your mind? Ask your representative to send you a new quote.').waitFor();
    await screenshot(client.page, 'quote-declined-desktop');
    expect(await client.page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

    await client.page.getByRole('button', { name: 'Go to Home' }).click();
    await client.page.waitForURL((url) => url.pathname === '/');
    // Nothing of the quote's enrollment is left in this browser.
    const stored = await client.page.evaluate(() => JSON.parse(localStorage.getItem('benefit-store') ?? '{"state":{}}').state as Record<string, unknown>);
    expect(stored.tempId ?? null).toBeNull();
    expect(stored.redirectionType ?? null).toBeNull();
    expect(await client.page.evaluate(() => sessionStorage.length)).toBe(0);

    // The declined quote cannot be accepted from the link again.
    await client.page.goto(href);
    await client.page.getByText('You declined this quote. Please ask your representative for a new quote.').waitFor();
    expect(await client.page.getByRole('button', { name: 'Accept and Enroll' }).count()).toBe(0);
    await client.context.close();
  });

  it('The save cart modal with its preview, the outbox, the quote view and the thank-you page have no serious WCAG A/AA violations', async () => {
    const rep = await newVisitor(browser, DESKTOP, { forAudit: true });
    await repFillsACart(rep.page);
    await rep.page.getByRole('button', { name: 'Save Cart' }).click();
    const dialog = rep.page.getByRole('dialog', { name: 'Save cart / send quote' });
    await dialog.getByLabel('Name').fill('Erin Example');
    await dialog.getByLabel('E-mail').fill('erin@example.com');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await rep.page.frameLocator('iframe[title="Quote preview"]').getByText('Hello Erin Example,').waitFor();
    expect(await violationsWithin(rep.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rep.page, 'quote-save-cart-desktop');
    await rep.page.setViewportSize(PHONE);
    expect(await violationsWithin(rep.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rep.page, 'quote-save-cart-phone');
    await dialog.getByRole('button', { name: 'Send' }).click();
    // The 'quote sent' confirmation, a success notice, at both widths.
    const sent = rep.page.getByRole('dialog', { name: 'Quote sent' });
    await sent.getByRole('status').waitFor();
    expect(await violationsWithin(rep.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rep.page, 'quote-sent-phone');
    await rep.page.setViewportSize(DESKTOP);
    expect(await violationsWithin(rep.page, '[role="dialog"]')).toEqual([]);
    await screenshot(rep.page, 'quote-sent-desktop');
    await sent.getByRole('button', { name: 'OK' }).click();
    const href = await linkFromOutbox(rep.page, 'erin@example.com');
    expect(await violationsWithin(rep.page, 'main')).toEqual([]);
    await rep.context.close();

    const client = await newVisitor(browser, DESKTOP, { forAudit: true });
    await client.page.goto(href);
    await client.page.getByRole('button', { name: 'Accept and Enroll' }).waitFor();
    expect(await violationsWithin(client.page, 'main')).toEqual([]);
    await client.page.getByRole('button', { name: 'Decline' }).click();
    await client.page.getByRole('dialog', { name: 'Decline this quote?' }).waitFor();
    expect(await violationsWithin(client.page, '[role="dialog"]')).toEqual([]);
    await screenshot(client.page, 'quote-decline-confirm-desktop');
    await client.page.setViewportSize(PHONE);
    expect(await violationsWithin(client.page, '[role="dialog"]')).toEqual([]);
    await screenshot(client.page, 'quote-decline-confirm-phone');
    await client.page.getByRole('button', { name: 'Yes, decline' }).click();
    await client.page.getByRole('button', { name: 'Go to Home' }).waitFor();
    expect(await violationsWithin(client.page, 'main')).toEqual([]);
    await screenshot(client.page, 'quote-declined-phone');
    await client.page.setViewportSize(DESKTOP);
    expect(await violationsWithin(client.page, 'main')).toEqual([]);
    await client.context.close();
  });

  it('A link that was tampered with says the link is invalid or expired and how to get a new quote', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP, { forAudit: true });
    await page.goto('/save-cart-direct-continue/cXVvdGUuZm9yZ2VkLjEyMzQ1Ni5zaWduYXR1cmU/Y2FydF9pbmZv');
    await page.getByRole('heading', { name: 'This quote link is invalid or has expired' }).waitFor();
    await page.getByText('Quote links work for 60 days after they are sent. Ask your representative to send you a new quote.').waitFor();
    expect(page.url()).toContain('/save-cart-direct-continue/');
    expect(await page.getByText('OOPS! Page not found.').count()).toBe(0);
    expect(await violationsWithin(page, 'main')).toEqual([]);
    await screenshot(page, 'quote-link-invalid-desktop');
    await page.setViewportSize(PHONE);
    expect(await violationsWithin(page, 'main')).toEqual([]);
    await screenshot(page, 'quote-link-invalid-phone');
    await context.close();
  });

  it('The effective date chosen in the cart before Save Cart is in the e-mail and preselected in the quote view', async () => {
    const rep = await newVisitor(browser, DESKTOP);
    await repFillsACart(rep.page);
    const dates = rep.page.getByLabel('Effective Date');
    // The dates arrive with their own call after the cart: wait for them as a person would.
    await expect.poll(() => dates.locator('option').count()).toBeGreaterThan(3);
    const offered = await dates.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    // Not the first offered date: the quote view used to fall back to that one.
    const chosen = offered[2]!;
    await dates.selectOption(chosen);
    await sendQuote(rep.page, 'gale@example.com', { preview: true });
    const href = await linkFromOutbox(rep.page, 'gale@example.com');
    await rep.page.getByText(chosen).first().waitFor();
    await rep.context.close();

    const client = await newVisitor(browser, DESKTOP);
    await client.page.goto(href);
    await client.page.getByRole('button', { name: 'Accept and Enroll' }).waitFor();
    expect(await client.page.getByLabel('Effective Date').inputValue()).toBe(chosen);
    await client.context.close();
  });
});
