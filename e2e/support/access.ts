import type { Page } from 'playwright-core';

/** The demo reps' landing names and access codes (apps/api/catalog/demo/people.json). */
export const REP_ACCESS_CODES = {
  'jordan-lee': 'JLEE2024',
  'maria-rivera': 'MRIV3141',
  'daniel-okafor': 'DOKA7788',
} as const;

export type RepLanding = keyof typeof REP_ACCESS_CODES;

/**
 * Enters a rep's access code like a person on /access-page: types it, Submit Access Code, checks the rep on the
 * confirmation card, Confirm. Waits for the rep's landing page.
 */
export async function enterAccessCode(page: Page, code: string, landing: string) {
  const field = page.getByLabel('Representative access code');
  await field.waitFor();
  await field.fill(code);
  await page.getByRole('button', { name: 'Submit Access Code' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await page.waitForURL(`**/${landing}`);
}

/**
 * Opens a rep's branded landing page as a visitor who has the rep's access code: the landing sends a visitor without
 * one to the access page (000 section 4), and Confirm brings them back. Waits for the landing form.
 */
export async function openRepLanding(page: Page, landing: RepLanding) {
  await page.goto(`/${landing}`);
  await page.waitForURL('**/access-page');
  await enterAccessCode(page, REP_ACCESS_CODES[landing], landing);
  await page.getByLabel('Zip Code').first().waitFor();
}
