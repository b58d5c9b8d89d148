import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLockedEnrollment } from '../src/modules/enrollment-record/index.js';
import type { RequestContext } from '../src/modules/shared/request-context.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, startEnrollment } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A browser's enrollment and the context a call of that browser runs with. */
async function heldEnrollment(): Promise<{ ctx: RequestContext; id: string }> {
  const browser = new Browser(t.app);
  const id = await startEnrollment(browser);
  const sessionId = t.app.unsignCookie(browser.cookieValue(SESSION_COOKIE)!).value!;
  const ctx = { db: t.app.database.db, session: { id: sessionId }, now: t.app.clock.now() } as RequestContext;
  return { ctx, id };
}

const synchronousCommit = async (ctx: RequestContext, id: string, options: Parameters<typeof withLockedEnrollment>[3]) =>
  withLockedEnrollment(
    ctx,
    id,
    async (tx) => {
      const result = (await tx.execute(sql`select current_setting('synchronous_commit') as value`)) as unknown as { rows: { value: string }[] };
      return result.rows[0]!.value;
    },
    options,
  );

describe('a change under the enrollment lock (withLockedEnrollment)', () => {
  it("commits without waiting for the disk only when asked to (a cart line), and waits for every other change", async () => {
    const { ctx, id } = await heldEnrollment();
    expect(await synchronousCommit(ctx, id, { commit: 'without-waiting-for-disk' })).toBe('off');
    // SET LOCAL: the next transaction on that connection is back to the server's setting.
    expect(await synchronousCommit(ctx, id, {})).toBe('on');
  });

  it('refuses an enrollment the session does not hold with either kind of commit', async () => {
    const { ctx } = await heldEnrollment();
    const { id: other } = await heldEnrollment();
    await expect(synchronousCommit(ctx, other, { commit: 'without-waiting-for-disk' })).rejects.toMatchObject({ kind: 'notFound' });
    await expect(synchronousCommit(ctx, other, {})).rejects.toMatchObject({ kind: 'notFound' });
  });
});
