import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { enrollmentScreenshots } from '../src/db/schema/index.js';
import { SCREENSHOTS_KEPT_PER_ENROLLMENT, SCREENSHOT_BYTES_PER_ENROLLMENT } from '../src/modules/limits/screenshot-caps.js';
import { LIMITS } from '../src/modules/limits/limit-purposes.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A PNG data URL of about `bytes` decoded bytes (the server checks the prefix and base64, not the picture). */
const png = (bytes: number, fill = 'A') => `data:image/png;base64,${fill.repeat(Math.floor(bytes / 3) * 4)}`;

async function stored(enrollmentId: string) {
  return t.app.database.db
    .select({ id: enrollmentScreenshots.id, name: enrollmentScreenshots.name, byteSize: enrollmentScreenshots.byteSize })
    .from(enrollmentScreenshots)
    .where(eq(enrollmentScreenshots.enrollmentId, enrollmentId))
    .orderBy(asc(enrollmentScreenshots.id));
}

describe('save-screenshot storage is bounded', () => {
  it('keeps only the newest screenshots of an enrollment, by count', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const total = SCREENSHOTS_KEPT_PER_ENROLLMENT + 3;
    for (let i = 0; i < total; i += 1) {
      expect((await browser.post('save-screenshot', { enrollment_id: id, name: `shot-${i}`, image: png(1000) })).statusCode).toBe(200);
    }
    const rows = await stored(id);
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: SCREENSHOTS_KEPT_PER_ENROLLMENT }, (_, i) => `shot-${i + 3}`));
  });

  it('keeps only the newest screenshots of an enrollment, by bytes', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const big = 2 * 1024 * 1024 - 3;
    for (let i = 0; i < 6; i += 1) {
      expect((await browser.post('save-screenshot', { enrollment_id: id, name: `big-${i}`, image: png(big) })).statusCode).toBe(200);
    }
    const rows = await stored(id);
    expect(rows.reduce((sum, r) => sum + r.byteSize, 0)).toBeLessThanOrEqual(SCREENSHOT_BYTES_PER_ENROLLMENT);
    expect(rows.at(-1)!.name).toBe('big-5');
  });

  it('refuses more screenshots of one enrollment per hour than the limit, with 429', async () => {
    const browser = new Browser(t.app);
    const id = await startEnrollment(browser);
    const max = LIMITS['screenshot-save'].max;
    for (let i = 0; i < max; i += 1) {
      expect((await browser.post('save-screenshot', { enrollment_id: id, name: `n-${i}`, image: png(30) })).statusCode).toBe(200);
    }
    const refused = await browser.post('save-screenshot', { enrollment_id: id, name: 'one-too-many', image: png(30) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
