import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations, DESKTOP, PHONE, screenshot } from '../support/browser.js';
import { useSignedInOperator } from '../support/console.js';

const operator = useSignedInOperator('/admin/carriers');

describe('carrier files and completed enrollments in the console', () => {
  it("An operator makes Bluepine Dental's CSV and 834 from the Carrier files page and downloads each again", async () => {
    const { context, page } = await operator.open(DESKTOP, true);
    await page.goto('/admin/carriers');
    await page.getByRole('heading', { level: 1, name: 'Carrier files' }).waitFor();
    const carriers = page.getByRole('table', { name: 'Carrier configurations' });
    await carriers.getByRole('row', { name: /Bluepine Dental/ }).waitFor();

    await page.getByRole('button', { name: 'Make CSV for Bluepine Dental' }).click();
    await page.getByText(/^bluepine-dental_\d{8}_\d{9}\.csv made with/).waitFor();
    const files = page.getByRole('table', { name: 'Carrier files, newest first' });
    const csvLink = files.getByRole('link', { name: /^Download the file bluepine-dental_.*\.csv$/ }).first();
    const csv = await context.request.get(new URL((await csvLink.getAttribute('href'))!, inject('baseUrl')).toString());
    expect(csv.status()).toBe(200);
    expect((await csv.text()).split('\r\n')[0]).toMatch(/^carrier,policy_id,subscriber_id,maintenance_type,relationship_code/);

    await page.getByRole('button', { name: 'Make 834 for Bluepine Dental' }).click();
    await page.getByText(/^bluepine-dental_\d{8}_\d{9}\.x12 made with/).waitFor();
    const x12Link = files.getByRole('link', { name: /^Download the file bluepine-dental_.*\.x12$/ }).first();
    const x12 = await context.request.get(new URL((await x12Link.getAttribute('href'))!, inject('baseUrl')).toString());
    expect(x12.status()).toBe(200);
    const text = await x12.text();
    expect(text.startsWith('ISA*00*')).toBe(true);
    expect(text).toContain('N1*IN*Bluepine Dental*FI*311234503~');
    await context.close();
  });

  it('The carrier files and completed enrollments screens pass axe on a desktop and a phone', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await operator.open(viewport, true);
      await page.goto('/admin/enrollments');
      await page.getByRole('heading', { level: 1, name: 'Completed enrollments' }).waitFor();
      await page.getByRole('button', { name: 'Apply filters' }).waitFor();
      await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
      expect(await accessibilityViolations(page), `/admin/enrollments at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `admin-enrollments-${viewport.width}`);
      await page.goto('/admin/carriers');
      await page.getByRole('table', { name: 'Carrier configurations' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Files made' }).waitFor();
      await page.getByText(/Loading the files/).waitFor({ state: 'detached' });
      expect(await accessibilityViolations(page), `/admin/carriers at ${viewport.width} px`).toEqual([]);
      await context.close();
    }
  });
});
