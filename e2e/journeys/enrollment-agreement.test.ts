import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot } from '../support/browser.js';
import { applicant, audit, button, callApi, main, passPersonalAndContact, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading } from '../support/wizard.js';

// Issue 11 item 3: the Agreement & Signature step. The critical illness plan, Member Only, individual: Personal →
// Contact → Health → Billing → Agreement. The steps before are saved through their calls.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The contrast of a field's top border against its own background and against the first painted background around
 * it, from the colours the browser computed (WCAG relative luminance).
 */
function borderContrast(field: Locator): Promise<{ inside: number; outside: number; border: string; background: string; around: string }> {
  return field.evaluate((el) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const painted = (colour: string) => {
      const parts = rgb(colour);
      return parts.length === 3 || (parts[3] ?? 0) > 0;
    };
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const style = getComputedStyle(el);
    let around = 'rgb(255, 255, 255)';
    for (let parent = el.parentElement; parent; parent = parent.parentElement) {
      const colour = getComputedStyle(parent).backgroundColor;
      if (painted(colour)) {
        around = colour;
        break;
      }
    }
    const border = style.borderTopColor;
    const background = style.backgroundColor;
    return { inside: ratio(border, background), outside: ratio(border, around), border, background, around };
  });
}

async function saved(page: Page, path: string, body: Record<string, unknown>) {
  const answer = await callApi(page, 'POST', path, body);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
}

/** Health answered No to every question and a test card saved, through their calls (their own journeys click through them). */
async function saveHealthAndBilling(page: Page, id: string) {
  const set = await callApi(page, 'GET', 'get-health-questions-primary-health-info', { enrollment_id: id });
  const questions = (set.json.data as { result: { codition_questions: { question_id: number }[]; medication_question: { question_id: number } | null } }).result;
  await saved(page, 'save-primary-health-info', {
    enrollment_id: id,
    condition_questions: questions.codition_questions.map((q) => ({ question_id: q.question_id, yes_no_flag: 0, conditions: [] })),
    medication_question: questions.medication_question ? { question_id: questions.medication_question.question_id, yes_no_flag: 0, medications: [] } : undefined,
    notes: '',
  });
  await saved(page, 'save-billing-info', {
    enrollment_id: id,
    payment_method: 'cc',
    first_name_on_cc: 'Tess',
    last_name_on_cc: 'Payer',
    card_number: '4242424242424242',
    expiration_month: '12',
    expiration_year: String(new Date().getUTCFullYear() + 2),
    security_code: '123',
    address1: '1 Main Street',
    city: 'New York',
    state: 'NY',
    zip: '10001',
  });
}

async function openAgreementStep(page: Page, tag: string) {
  const a = applicant(tag);
  await startEnrollmentQuickly(page);
  const id = await passPersonalAndContact(page, a, 'personal-info');
  await saveHealthAndBilling(page, id);
  await page.goto('/enrollment/agreement-signature');
  await stepHeading(page, 'Agreement & Signature').waitFor();
  return { a, id };
}

/** Presses Tab until the target has the focus (a keyboard user's way there); fails when it is not reachable. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('not reachable with Tab');
}

describe('the Agreement & Signature step', () => {
  it('A person signs by typing their name using only the keyboard', async () => {
    const { page, context } = await newVisitor(browser, DESKTOP);
    const { id } = await openAgreementStep(page, 'agreement-keyboard');
    const form = main(page);
    const boxes = form.getByRole('checkbox', { name: 'I have read and agree to the above' });
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(2);

    // Next with nothing done: every message of the spec, nothing saved.
    await tabTo(page, button(form, 'Next'));
    await page.keyboard.press('Enter');
    await form.getByText('This field is required.').first().waitFor();
    await form.getByText('Field is required', { exact: true }).waitFor();
    await form.getByText('Signature is required').waitFor();
    expect(new URL(page.url()).pathname).toBe('/enrollment/agreement-signature');

    // Tick every text, name the applicant, type the signature: Tab and Space or letters only.
    for (let i = 0; i < count; i += 1) {
      await tabTo(page, boxes.nth(i));
      await page.keyboard.press('Space');
      expect(await boxes.nth(i).isChecked()).toBe(true);
    }
    await tabTo(page, form.getByLabel('Applicant Name'));
    await page.keyboard.type('Jane Keyboard');
    expect(await form.getByLabel('Date').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await tabTo(page, form.getByLabel('Or type your full name to sign'));
    await page.keyboard.type('Jane Keyboard');
    await screenshot(page, 'agreement-typed-desktop');
    await tabTo(page, button(form, 'Next'));
    await page.keyboard.press('Enter');
    // Saved; the wizard moves on (to Review & Confirmation, not built yet: the not-found page).
    await page.waitForURL((url) => !url.pathname.endsWith('/agreement-signature'));
    const step = await callApi(page, 'GET', 'get-enrollment-step', { enrollment_id: id, tab: 'agreement_info' });
    expect((step.json.data as { value: unknown }).value).toMatchObject({ eprocess: 'applicant', signed: true, signature_name: 'Jane Keyboard', user_name: 'Jane Keyboard' });
    await context.close();
  });

  it('A person signs by drawing on the pad, and Clear empties it', async () => {
    const { page, context } = await newVisitor(browser, DESKTOP);
    const { id } = await openAgreementStep(page, 'agreement-draw');
    const form = main(page);
    const boxes = form.getByRole('checkbox', { name: 'I have read and agree to the above' });
    for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
    await form.getByLabel('Applicant Name').fill('Dana Draw');
    const pad = form.getByTestId('signature-pad');
    const draw = async () => {
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + 40);
      await page.mouse.down();
      for (let x = 30; x < 200; x += 10) await page.mouse.move(box.x + x, box.y + 40 + ((x / 10) % 2 ? 30 : -10));
      await page.mouse.up();
    };
    await draw();
    await form.getByText('Signature drawn.').waitFor();
    await button(form, 'Clear').click();
    await form.getByText('Signature cleared.').waitFor();
    await button(form, 'Next').click();
    await form.getByText('Signature is required').waitFor();
    await draw();
    await screenshot(page, 'agreement-drawn-desktop');
    await button(form, 'Next').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/agreement-signature'));
    const step = await callApi(page, 'GET', 'get-enrollment-step', { enrollment_id: id, tab: 'agreement_info' });
    expect((step.json.data as { value: unknown }).value).toMatchObject({ signed: true, signature_name: '' });
    await context.close();
  });

  it('An agreement saved for later opens on the agreement when resumed', async () => {
    const first = await newVisitor(browser, DESKTOP);
    const { a } = await openAgreementStep(first.page, 'agreement-later');
    const form = main(first.page);
    const boxes = form.getByRole('checkbox', { name: 'I have read and agree to the above' });
    for (let i = 0; i < (await boxes.count()); i += 1) await boxes.nth(i).check();
    await form.getByLabel('Applicant Name').fill('Lena Later');
    await form.getByLabel('Or type your full name to sign').fill('Lena Later');
    const code = await saveForLater(first.page, first.context, a.alternateEmail);
    expect(code).not.toBe('');
    await first.context.close();

    const second = await newVisitor(browser, DESKTOP);
    const resumed = second.page;
    await resumeByCode(resumed, code, a.alternateEmail, 'agreement-signature', 'Agreement & Signature');
    const again = main(resumed);
    expect(await again.getByLabel('Applicant Name').inputValue()).toBe('Lena Later');
    expect(await again.getByLabel('Or type your full name to sign').inputValue()).toBe('Lena Later');
    expect(await again.getByRole('checkbox', { name: 'I have read and agree to the above' }).first().isChecked()).toBe(true);
    await second.context.close();
  });

  // Issue 27 item 7: the date was read-only but drawn like the fields a person types in.
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('The date looks read-only beside the fields to type in, and stays in the keyboard order (%s)', async (name, viewport) => {
    const { page, context } = await newVisitor(browser, viewport);
    await openAgreementStep(page, `agreement-date-${name}`);
    const form = main(page);
    const date = form.getByLabel('Date');
    expect(await date.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await date.getAttribute('readonly')).not.toBeNull();
    const look = (field: Locator) =>
      field.evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderTopStyle, color: s.color };
      });
    const [readOnly, editable] = [await look(date), await look(form.getByLabel('Applicant Name'))];
    expect(readOnly.background, JSON.stringify({ readOnly, editable })).not.toBe(editable.background);
    expect(readOnly.border).not.toBe(editable.border);
    // Its text as readable as any other.
    expect(readOnly.color).toBe(editable.color);
    // Its edge still shows where the value is (WCAG 1.4.11: 3:1 against the grey inside and the surface around it).
    const edge = await borderContrast(date);
    expect(edge.inside, JSON.stringify(edge)).toBeGreaterThanOrEqual(3);
    expect(edge.outside, JSON.stringify(edge)).toBeGreaterThanOrEqual(3);
    // The picture before focus, so the focus ring does not hide the edge being judged.
    await date.scrollIntoViewIfNeeded();
    await screenshot(page, `agreement-date-${name}`);
    await tabTo(page, date);
    await context.close();
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('passes axe on the %s', async (name, viewport) => {
    const { page, context } = await newVisitor(browser, viewport, { forAudit: true });
    await openAgreementStep(page, `agreement-axe-${name}`);
    await audit(page, `agreement step (${name})`);
    await button(main(page), 'Next').click();
    await main(page).getByText('Signature is required').waitFor();
    await audit(page, `agreement step with errors (${name})`);
    await screenshot(page, `agreement-errors-${name}`);
    await context.close();
  });
});
