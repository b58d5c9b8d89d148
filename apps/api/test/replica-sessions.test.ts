import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema/index.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { SESSION_COOKIE } from '../src/plugins/session.js';
import { Browser, enrollmentWith, startEnrollment } from './helpers/browser.js';
import { DEMO_ACCOUNTS, signIn, signedInBrowser } from './helpers/sign-in.js';
import { usePostgres } from './helpers/test-app.js';
import { useTwoReplicas } from './helpers/two-replicas.js';

// Each replica answers a browser's session from a copy read in the last seconds (decision 0090); what one replica does
// to a session must hold on the others as soon as its commit's notice arrives (two replicas on PostgreSQL:
// helpers/two-replicas.ts). The clock stands still, so no copy gets old by itself: only the notice can make a replica
// read the session again.

const clock = new FixedClock(new Date('2026-07-06T08:00:00Z'));
let addresses = 0;
const newAddress = () => `10.8.0.${++addresses}`;

const filterOf = (browser: Browser, id: string) => browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'filter_info' });

describe.skipIf(!usePostgres())('a shopping session changed on another replica', () => {
  const replicas = useTwoReplicas(clock);

  it("does not answer a member enrollment a rep opened on one replica to the same browser without the rep's staff cookie on the other", async () => {
    const [first, second] = [replicas.first(), replicas.second()];
    const rep = await signedInBrowser(first, DEMO_ACCOUNTS.tessAgent, { remoteAddress: newAddress() });
    const own = await startEnrollment(rep);
    // The other replica has read the browser's session before the rep opens the member: its copy holds no rep's hold.
    const shoppingOnly = new Browser(second).acceptCookies(`${SESSION_COOKIE}=${rep.cookieValue(SESSION_COOKIE)}`);
    expect((await filterOf(shoppingOnly, own)).statusCode).toBe(200);

    const [member] = await first.database.db.select({ id: members.id }).from(members).where(eq(members.ref, 'M-T1'));
    const opened = await rep.post('add-filter-for-existing-user', { user_id: member!.id, tier: 'IO' });
    expect(opened.statusCode, opened.body).toBe(200);
    const memberEnrollment = opened.json().data.temp_enrollment_id as string;

    await expect.poll(async () => (await filterOf(shoppingOnly, memberEnrollment)).statusCode).toBe(404);
    expect((await shoppingOnly.get('get-member-info', { user_id: member!.id })).statusCode).toBe(404);
    expect((await filterOf(shoppingOnly, own)).statusCode).toBe(200);
  });

  it('names nothing on the other replica once a staff sign-in on one moved it to a new id: a new session starts there', async () => {
    const [first, second] = [replicas.first(), replicas.second()];
    const { browser, id } = await enrollmentWith(first, ['Test Premier PPO']);
    const old = browser.cookieValue(SESSION_COOKIE)!;
    const onSecond = new Browser(second).acceptCookies(`${SESSION_COOKIE}=${old}`);
    expect((await onSecond.get('get-cart-count', { enrollment_id: id })).json().data).toEqual({ result: 1 });

    await signIn(first, DEMO_ACCOUNTS.tessAgent, { cookie: `${SESSION_COOKIE}=${old}`, remoteAddress: newAddress() });

    expect((await onSecond.get('get-cart-count', { enrollment_id: id })).statusCode).toBe(404);
    // A call that needs a session gets a new one, with its own cookie, instead of writing under the id that is gone.
    await expect
      .poll(async () => {
        const started = await second.inject({
          method: 'POST',
          url: '/api/v1/add-filter-for-new-user',
          headers: { cookie: `${SESSION_COOKIE}=${old}` },
          payload: { zip: '10001', gender: 0, tier: 'IO', dob: '01/15/1990' },
        });
        return started.statusCode === 200 ? started.cookies.find((c) => c.name === SESSION_COOKIE)?.value.split('.')[0] !== old.split('.')[0] : started.statusCode;
      })
      .toBe(true);
  });
});
