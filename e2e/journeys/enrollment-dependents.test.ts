import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newVisitor, PHONE, screenshot, screenshotElement } from '../support/browser.js';
import { applicant, audit, button, callApi, main, passPersonalAndContact, resumeByCode, saveForLater, startEnrollmentQuickly, stepHeading, type TierLabel } from '../support/wizard.js';

// Issue 10 item 4: the Dependent Information step. A dental plan needs no other step between Contact and
// Dependents; the premier plan (L713, medical) underwrites, so its journey answers the Health Questions first.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DENTAL = { category: 'dental', name: 'Bluepine Dental Basic' };
const PREMIER = { category: 'medical', name: 'Premier Health L713' };

interface Person {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  ssn: string;
  dob: string;
  weight?: string;
  feet?: string;
  inch?: string;
}
const SPOUSE: Person = { first: 'Sam', last: 'Lopez', gender: 'Male', ssn: '212-45-1001', dob: '04121986', weight: '175', feet: '5', inch: '10' };
const CHILD_1: Person = { first: 'Lucia', last: 'Lopez', gender: 'Female', ssn: '212-45-1002', dob: '09302015', weight: '60', feet: '4', inch: '2' };
const CHILD_2: Person = { first: 'Mateo', last: 'Lopez', gender: 'Male', ssn: '212-45-1003', dob: '02142019', weight: '40', feet: '3', inch: '5' };

async function openDependentsStep(page: Page, tag: string, tier: TierLabel, plans: { category: string; name: string }[]): Promise<string> {
  const a = applicant(tag);
  await startEnrollmentQuickly(page, { tier, plans });
  const id = await passPersonalAndContact(page, a, 'personal-info');
  if (plans.some((p) => p.category === 'medical')) await answerHealthAllNo(page, id);
  await page.goto('/enrollment/dependent-info');
  await stepHeading(page, 'Dependent Information').waitFor();
  return id;
}

/** The applicant's own Health Questions, all No (their journey clicks through them). */
async function answerHealthAllNo(page: Page, id: string) {
  const asked = await callApi(page, 'GET', 'get-health-questions-primary-health-info', { enrollment_id: id });
  expect(asked.status, JSON.stringify(asked.json)).toBe(200);
  const set = (asked.json.data as { result: { codition_questions: { question_id: number; question_text: string }[]; medication_question: { question_id: number; question_text: string } | null } }).result;
  const saved = await callApi(page, 'POST', 'save-primary-health-info', {
    enrollment_id: id,
    condition_questions: set.codition_questions.map((q) => ({ question_id: q.question_id, question_text: q.question_text, yes_no_flag: 0, conditions: [] })),
    medication_question: set.medication_question ? { ...set.medication_question, yes_no_flag: 0, medications: [] } : null,
    notes: '',
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

/** Fills the open popup like a person (the date input puts the slashes in). */
async function fillDependent(dialog: Locator, p: Person) {
  await dialog.getByRole('textbox', { name: 'First Name' }).fill(p.first);
  await dialog.getByRole('textbox', { name: 'Last Name' }).fill(p.last);
  await dialog.getByLabel('Gender').selectOption({ label: p.gender });
  await dialog.getByRole('textbox', { name: 'Social Security Number' }).fill(p.ssn);
  const weight = dialog.getByRole('textbox', { name: 'Weight (lbs)' });
  if (p.weight && (await weight.count()) > 0) {
    await weight.fill(p.weight);
    await dialog.getByRole('textbox', { name: 'Height (feet)' }).fill(p.feet!);
    await dialog.getByRole('textbox', { name: 'Height (inches)' }).fill(p.inch!);
  }
  const dob = dialog.getByRole('textbox', { name: 'Date of Birth' });
  await dob.click();
  await dob.pressSequentially(p.dob);
}

async function addDependent(page: Page, which: 'Add Spouse' | 'Add Child', n: number, p: Person) {
  await button(main(page), which).click();
  const dialog = page.getByRole('dialog', { name: `Dependent #${n}` });
  await dialog.waitFor();
  expect(await dialog.getByRole('textbox', { name: 'Relationship' }).inputValue()).toBe(which === 'Add Spouse' ? 'Spouse' : 'Child');
  await fillDependent(dialog, p);
  await button(dialog, 'Submit').click();
  await dialog.waitFor({ state: 'hidden' });
  await main(page).getByRole('listitem').filter({ hasText: `${p.first} ${p.last}` }).waitFor();
}

const items = (page: Page) => main(page).getByRole('list', { name: 'Added dependents' }).getByRole('listitem');

/** The demo's household-priced plan (docs/plan-rules-demo.md): the member $15.30, a spouse $19.00 at 40-54, $39.00 from 65. */
const HOUSEHOLD_PLAN = { category: 'hospital', name: 'Summit Family Hospital Indemnity' };

describe('the Dependent Information step', () => {
  it("A spouse enrolled older than the landing said: the form starts with the landing's date, and the cart is priced for the real spouse and says so", async () => {
    const visitor = await newVisitor(browser, DESKTOP);
    const page = visitor.page;
    const a = applicant('household');
    await startEnrollmentQuickly(page, { tier: 'Member + Spouse', plans: [HOUSEHOLD_PLAN], household: { dep_dob: '04/12/1986' } });
    await passPersonalAndContact(page, a, 'personal-info');
    await page.goto('/enrollment/dependent-info');
    await stepHeading(page, 'Dependent Information').waitFor();

    await button(main(page), 'Add Spouse').click();
    const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
    const dob = dialog.getByRole('textbox', { name: 'Date of Birth' });
    expect(await dob.inputValue()).toBe('04/12/1986');
    await dob.fill('');
    await fillDependent(dialog, { ...SPOUSE, dob: '04121960' });
    await button(dialog, 'Submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await button(main(page), 'Next').click();

    // The next step (Billing) says the cart changed, and the header's cart shows the real spouse's price.
    await stepHeading(page, 'Billing Information').waitFor();
    await page.getByRole('status').getByText('Your cart changed with your new details: 1 plan now has a new price.').waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).first().innerText()).toContain('$54.30');
    await screenshot(page, 'dependents-household-billing');
    await visitor.context.close();
  });

  it('A family-tier applicant adds a spouse and two children', async () => {
    const first = await newVisitor(browser, DESKTOP);
    const page = first.page;
    const id = await openDependentsStep(page, 'family', 'Family', [DENTAL]);
    await main(page).getByText('Please add your spouse and children (up to 10 dependents in all).').waitFor();
    await main(page).getByText('No dependents added yet.').waitFor();
    expect(await button(main(page), 'Next').count()).toBe(0);

    // The popup's rules: Submit with nothing shows 'Field is required' under the fields.
    await button(main(page), 'Add Spouse').click();
    const empty = page.getByRole('dialog', { name: 'Dependent #1' });
    await empty.getByText('If you take a generic medication, list the generic name, not the brand name. This helps ensure accurate review of your prescriptions.').waitFor();
    await button(empty, 'Submit').click();
    await expect.poll(() => empty.getByText('Field is required').count()).toBeGreaterThan(2);
    // A spouse is not asked the legally-disabled question.
    expect(await empty.getByRole('group', { name: 'Is this dependent legally disabled?' }).count()).toBe(0);
    await fillDependent(empty, { ...SPOUSE, ssn: '12345' });
    await button(empty, 'Submit').click();
    await empty.getByText('Invalid Social Security Number').waitFor();
    await empty.getByRole('textbox', { name: 'Social Security Number' }).fill(SPOUSE.ssn);
    await button(empty, 'Submit').click();
    await empty.waitFor({ state: 'hidden' });
    expect(await items(page).count()).toBe(1);

    // One spouse at most: Add Spouse is gone; Family needs two dependents before Next shows.
    expect(await button(main(page), 'Add Spouse').count()).toBe(0);
    expect(await button(main(page), 'Next').count()).toBe(0);

    // A child is asked the legally-disabled question, its tooltip as text; Yes asks for the condition.
    await button(main(page), 'Add Child').click();
    const childDialog = page.getByRole('dialog', { name: 'Dependent #2' });
    const disabled = childDialog.getByRole('group', { name: 'Is this dependent legally disabled?' });
    await disabled.getByText("Select 'Yes' if the dependent has a legal disability to bypass age restrictions.").waitFor();
    await disabled.getByRole('radio', { name: 'Yes' }).check();
    await childDialog.getByRole('textbox', { name: 'Disability Condition' }).waitFor();
    await disabled.getByRole('radio', { name: 'No' }).check();
    await button(childDialog, 'Cancel').click();
    await childDialog.waitFor({ state: 'hidden' });

    await addDependent(page, 'Add Child', 2, CHILD_1);
    await button(main(page), 'Next').waitFor();
    await addDependent(page, 'Add Child', 3, CHILD_2);
    expect(await items(page).count()).toBe(3);
    await screenshot(page, 'dependents-family-desktop');

    // Edit: the popup opens filled, the SSN masked; closing it without Submit blocks add, delete and continue.
    await button(items(page).nth(2), 'Edit Dependent #3').click();
    const edit = page.getByRole('dialog', { name: 'Dependent #3' });
    expect(await edit.getByRole('textbox', { name: 'First Name' }).inputValue()).toBe(CHILD_2.first);
    expect(await edit.getByRole('textbox', { name: 'Social Security Number' }).inputValue()).toBe('***-**-1003');
    await edit.getByRole('textbox', { name: 'Middle Name (optional)' }).fill('Andres');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await main(page).getByText('Please submit the edited form first to continue').waitFor();
    expect(await button(main(page), 'Next').getAttribute('aria-disabled')).toBe('true');
    expect(await main(page).getByText('Please submit the edited form first to delete').count()).toBe(3);
    await button(main(page), 'Continue editing Dependent #3').click();
    expect(await edit.getByRole('textbox', { name: 'Middle Name (optional)' }).inputValue()).toBe('Andres');
    await button(edit, 'Submit').click();
    await edit.waitFor({ state: 'hidden' });
    await items(page).filter({ hasText: 'Mateo Andres Lopez' }).waitFor();

    await button(main(page), 'Next').click();
    await page.waitForURL((url) => !url.pathname.endsWith('dependent-info'));

    // Saved: three dependents, SSNs masked, dates as the server gives them.
    const saved = await callApi(page, 'GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'dependent_info' });
    const list = (saved.json.data as { result: { dependents: { primary_info: Record<string, unknown> }[] } }).result.dependents;
    expect(list.map((d) => [d.primary_info.first_name, d.primary_info.relationship, d.primary_info.ssn])).toEqual([
      ['Sam', 'spouse', '***-**-1001'],
      ['Lucia', 'child', '***-**-1002'],
      ['Mateo', 'child', '***-**-1003'],
    ]);
    expect(list[1]!.primary_info.birthdate).toBe('2015-09-30');
    await first.context.close();
  });

  it('An IC applicant with the premier plan cannot add a second child', async () => {
    const { context, page } = await newVisitor(browser, DESKTOP);
    const id = await openDependentsStep(page, 'premier', 'Member + Children', [PREMIER]);
    await main(page).getByText('Please add your child (one child with this plan).').waitFor();
    expect(await button(main(page), 'Add Spouse').count()).toBe(0);
    await addDependent(page, 'Add Child', 1, CHILD_1);
    // One child listed: no way to add another, and Next shows.
    expect(await button(main(page), 'Add Child').count()).toBe(0);
    await button(main(page), 'Next').waitFor();
    await screenshot(page, 'dependents-premier-desktop');

    // Bypassing the form: the server refuses a second child with the spec's message.
    const current = await callApi(page, 'GET', 'get-enrollment-temp-info', { enrollment_id: id, column: 'dependent_info' });
    const listed = (current.json.data as { result: { dependents: unknown[] } }).result.dependents;
    const second = { primary_info: { first_name: 'Mateo', last_name: 'Lopez', gender: 0, ssn: '212451003', relationship: 'child', weight: 40, height_feet: 3, height_inch: 5, birthdate: '02/14/2019' } };
    for (const path of ['save-dependent-info-to-temp', 'save-dependent-info']) {
      const refused = await callApi(page, 'POST', path, { enrollment_id: id, dependents: [...listed, second] });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.json)).toContain('Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further');
    }
    await page.reload();
    await stepHeading(page, 'Dependent Information').waitFor();
    expect(await items(page).count()).toBe(1);
    expect(await button(main(page), 'Add Child').count()).toBe(0);
    await context.close();
  });

  it('Dependents saved for later are all in place when the enrollment is resumed', async () => {
    const first = await newVisitor(browser, DESKTOP);
    await openDependentsStep(first.page, 'deplater', 'Family', [DENTAL]);
    await addDependent(first.page, 'Add Spouse', 1, SPOUSE);
    const alternate = `dep.later.${Date.now()}@example.com`;
    const code = await saveForLater(first.page, first.context, alternate);
    expect(code).not.toBe('');
    await first.context.close();

    const second = await newVisitor(browser, DESKTOP);
    const page = second.page;
    await resumeByCode(page, code, alternate, 'dependent-info', 'Dependent Information');
    await items(page).filter({ hasText: 'Sam Lopez' }).waitFor();
    await button(items(page).first(), 'Edit Dependent #1').click();
    const edit = page.getByRole('dialog', { name: 'Dependent #1' });
    expect(await edit.getByRole('textbox', { name: 'Social Security Number' }).inputValue()).toBe('***-**-1001');
    expect(await edit.getByRole('textbox', { name: 'Date of Birth' }).inputValue()).toBe('04/12/1986');
    expect(await edit.getByLabel('Gender').inputValue()).toBe('0');
    await second.context.close();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Accessibility: the step, the add popup with its errors, the edit popup and the premier spouse question.

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('at %s px', (width, viewport) => {
  it('The Dependent Information step and its popups have no WCAG A/AA violations', async () => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await openDependentsStep(page, `depaxe${width}`, 'Family', [PREMIER]);
    await main(page).getByLabel('Will your spouse be enrolled with you in this plan?').waitFor();
    await audit(page, 'dependents step, empty, spouse question');
    // The spouse question comes first: Add Child before an answer flags it and opens nothing.
    await button(main(page), 'Add Child').click();
    await main(page).getByText('Please select spouse status').waitFor();
    await audit(page, 'dependents step, spouse question unanswered');
    await main(page).getByLabel('Will your spouse be enrolled with you in this plan?').selectOption({ label: 'No' });
    await button(main(page), 'Add Child').click();
    const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
    await button(dialog, 'Submit').click();
    await expect.poll(() => dialog.getByText('Field is required').count()).toBeGreaterThan(2);
    const disabledQuestion = dialog.getByRole('group', { name: 'Is this dependent legally disabled?' });
    await disabledQuestion.getByRole('radio', { name: 'Yes' }).check();
    // A Yes to a health question reveals its details too.
    await dialog.getByRole('radio', { name: 'Yes' }).nth(1).check();
    await audit(page, 'add popup with errors', '[role="dialog"]');
    await screenshot(page, `dependents-popup-${width}`);
    await fillDependent(dialog, CHILD_1);
    await disabledQuestion.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('radio', { name: 'No' }).nth(1).check();
    await button(dialog, 'Submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, `dependents-after-child-${width}`);
    await main(page).getByLabel('Will your spouse be enrolled with you in this plan?').selectOption({ label: 'Yes' });
    // Yes leads to the spouse form.
    const spouse = page.getByRole('dialog', { name: 'Dependent #2' });
    await spouse.waitFor();
    await fillDependent(spouse, SPOUSE);
    await button(spouse, 'Submit').click();
    await spouse.waitFor({ state: 'hidden' });
    await audit(page, 'dependents step with a list');
    await screenshot(page, `dependents-list-${width}`);
    await button(items(page).first(), 'Edit Dependent #1').click();
    const edit = page.getByRole('dialog', { name: 'Dependent #1' });
    await edit.waitFor();
    await audit(page, 'edit popup', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });
    await audit(page, 'dependents step with an edit pending');
    await screenshot(page, `dependents-pending-${width}`);
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Issue 27 item 3: a spouse's health questions are asked of the spouse (decision 0077).

describe.each([
  ['1280', DESKTOP],
  ['390', PHONE],
])('the spouse popup at %s px', (width, viewport) => {
  it("A spouse's health questions speak of the spouse, a husband is not asked about pregnancy, and 'Please add your spouse to continue.' goes once he is added", async () => {
    const { context, page } = await newVisitor(browser, viewport, { forAudit: true });
    await openDependentsStep(page, `spousehealth${width}`, 'Member + Spouse', [PREMIER]);
    const header = main(page).getByText('Please add your spouse to continue.');
    await header.waitFor();

    await button(main(page), 'Add Spouse').click();
    const dialog = page.getByRole('dialog', { name: 'Dependent #1' });
    await dialog.getByText('Please answer each question about your spouse.').waitFor();
    const questions = () => dialog.locator('fieldset legend').allInnerTexts();
    // The catalog asks "have you been diagnosed"; of the spouse it asks "has your spouse been diagnosed".
    expect((await questions()).join('\n')).toContain('In the past 5 years, has your spouse been diagnosed with or treated for heart disease');
    expect((await questions()).filter((q) => /\byou\b/i.test(q))).toEqual([]);
    // The pregnancy question goes once the spouse is a man, and comes back for a woman.
    const pregnancy = dialog.getByText('Is your spouse currently pregnant?');
    await dialog.getByLabel('Gender').selectOption({ label: 'Male' });
    await expect.poll(() => pregnancy.count()).toBe(0);
    await dialog.getByLabel('Gender').selectOption({ label: 'Female' });
    await pregnancy.waitFor();
    await dialog.getByLabel('Gender').selectOption({ label: 'Male' });
    await expect.poll(() => pregnancy.count()).toBe(0);
    await audit(page, 'spouse popup with his health questions', '[role="dialog"]');
    // The popup scrolls inside itself: its questions are brought into view and the popup itself is pictured.
    await dialog.getByText('Please answer each question about your spouse.').evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshotElement(dialog, `dependents-spouse-health-${width}`);

    // Every question he is asked starts on No: submitted as it is, the server asks no pregnancy answer of him.
    await fillDependent(dialog, SPOUSE);
    await button(dialog, 'Submit').click();
    await dialog.waitFor({ state: 'hidden' });
    await items(page).filter({ hasText: 'Sam Lopez' }).waitFor();
    expect(await header.count()).toBe(0);
    await button(main(page), 'Next').waitFor();
    await audit(page, 'dependents step with the spouse added');
    await screenshot(page, `dependents-spouse-added-${width}`);
    await context.close();
  }, 120_000);
});
