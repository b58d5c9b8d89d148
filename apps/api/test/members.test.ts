import { MESSAGES } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { members } from '../src/db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStoreLinkToken } from '../src/modules/members/member-store-link.js';
import { LINK_PURPOSE, signLinkToken } from '../src/modules/shared/link-token.js';
import { Browser } from './helpers/browser.js';
import { plansData } from './helpers/plans-data.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demoData: plansData });
});
afterAll(async () => {
  await t.close();
});

const token = (userId = 1, now = new Date(), ttl?: number) => memberStoreLinkToken(t.app.linkKey, userId, now, ttl);
const fieldErrors = (body: { data?: { target_element: string; error_message: string }[] }) =>
  Object.fromEntries((body.data ?? []).map((e) => [e.target_element, e.error_message]));

describe('add-filter-for-member', () => {
  it("opens the member's store from their signed link and answers only the enrollment id and portal", async () => {
    const browser = new Browser(t.app);
    const response = await browser.post('add-filter-for-member', { user_id: token(), tier: 'IS', open_type: 'user' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(Object.keys(data).sort()).toEqual(['portal_id', 'temp_enrollment_id']);
    expect(data.portal_id).toEqual(expect.any(Number));

    // The enrollment is made from the member's record, but the link's holder does not get to read it back (issue 8).
    const filter = (await browser.get('get-enrollment-temp-info', { enrollment_id: data.temp_enrollment_id, column: 'filter_info' })).json().data.result;
    expect(filter).toMatchObject({ zip: null, state: 'NY', tier: 'IS', gender: null, dob: null, user_id: 1 });
    expect((await browser.get('get-enrollment-temp-info', { enrollment_id: data.temp_enrollment_id, column: 'type' })).json().data.result).toBe('existing-user');
    const listing = await browser.get('get-filtered-plans', { enrollment_id: data.temp_enrollment_id });
    expect(listing.json().data.result.length).toBeGreaterThan(0);
  });

  it('refuses a bare member number, a tampered token, an expired token and an unknown member alike (404)', async () => {
    const good = token();
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = token(1, new Date(Date.now() - 2 * 86_400_000), 86_400);
    // A genuine token of another purpose (a quote link's) for the same subject opens no member store.
    const otherPurpose = signLinkToken(t.app.linkKey, { purpose: LINK_PURPOSE.quote, subject: '1', expiresAt: new Date(Date.now() + 86_400_000) });
    for (const user_id of [1, '1', tampered, expired, token(9999), otherPurpose]) {
      const response = await new Browser(t.app).post('add-filter-for-member', { user_id, tier: 'IO' });
      expect(response.statusCode, String(user_id)).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', errorCode: 'notFound' });
    }
  });

  it.each([
    [{ user_id: 'x' }, { tier: MESSAGES.chooseTier }],
    [{ user_id: 'x', tier: '' }, { tier: MESSAGES.chooseTier }],
    [{ user_id: 'x', tier: 'XX' }, { tier: MESSAGES.chooseTier }],
    [{ tier: 'IO' }, { user_id: MESSAGES.fieldRequired }],
    [{ user_id: 'x', tier: 'IO', open_type: 'boss' }, { open_type: MESSAGES.invalidChoice }],
  ])('refuses %j with %j', async (body, errors) => {
    const response = await new Browser(t.app).post('add-filter-for-member', body);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual(errors);
  });
});

describe('the member store links of the demo', () => {
  it('lists a working link per member outside production', async () => {
    const response = await new Browser(t.app).get('dev/member-store-links');
    const [link] = response.json().data as { ref: string; link: string }[];
    expect(link!.ref).toBe('M-T1');
    const [, , linkToken, tier] = link!.link.split('/');
    expect(tier).toBe('IO');
    expect((await new Browser(t.app).post('add-filter-for-member', { user_id: linkToken, tier })).statusCode).toBe(200);
  });

  it('is not served in production', async () => {
    const production = await createTestApp({ demoData: plansData, config: { env: 'production' } });
    try {
      expect((await new Browser(production.app).get('dev/member-store-links')).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('the member store group (MEMBER_STORE_GROUP_ID)', () => {
  const storeGroup = { ...plansData.groups[0]!, id: 1929, code: 'STORE1929', name: 'Test Member Store', landingPage: 'test-member-store', theme: {} };
  let store: TestApp;
  beforeAll(async () => {
    store = await createTestApp({ demoData: { ...plansData, groups: [...plansData.groups, storeGroup] }, config: { memberStoreGroupId: 1929 } });
  });
  afterAll(async () => {
    await store.close();
  });

  it("makes a store link's enrollment under the configured group, which the demo data seeds with its fixed id", async () => {
    const browser = new Browser(store.app);
    const link = memberStoreLinkToken(store.app.linkKey, 1, new Date());
    const id = (await browser.post('add-filter-for-member', { user_id: link, tier: 'IO' })).json().data.temp_enrollment_id as string;
    const groupId = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'group_id' })).json().data.result;
    expect(groupId).toBe(1929);
  });

  it("uses the member's own group when no group has the configured id", async () => {
    const other = await createTestApp({ demoData: plansData, config: { memberStoreGroupId: 1929 } });
    try {
      const browser = new Browser(other.app);
      const id = (await browser.post('add-filter-for-member', { user_id: memberStoreLinkToken(other.app.linkKey, 1, new Date()), tier: 'IO' })).json().data
        .temp_enrollment_id as string;
      const [member] = await other.app.database.db.select({ groupId: members.groupId }).from(members).where(eq(members.id, 1));
      const groupId = (await browser.get('get-enrollment-temp-info', { enrollment_id: id, column: 'group_id' })).json().data.result;
      expect(groupId).toBe(member!.groupId);
    } finally {
      await other.close();
    }
  });
});
