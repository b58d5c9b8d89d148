import { MESSAGES, API_MESSAGES } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDevices, leadVisits } from '../src/db/schema/index.js';
import { Browser } from './helpers/browser.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fieldErrors = (body: { data?: { target_element: string; error_message: string }[] }) =>
  Object.fromEntries((body.data ?? []).map((e) => [e.target_element, e.error_message]));
const device = (n: number) => `device-${String(n).padStart(12, '0')}`;

describe('check-lead-information and get-lead-information', () => {
  it('records the device and every page it is seen on; the device is known once it answered the banner', async () => {
    const browser = new Browser(t.app);
    const first = await browser.get('check-lead-information', { device_id: device(1), web_url: '/', agent_id: 1 });
    expect(first.json()).toEqual({ status: 'success', data: { device_id: device(1), is_known: false } });

    const allow = { consent: 'allow', latitude: 30.2672, longitude: -97.7431, zip: '78701' };
    const answered = await browser.get('get-lead-information', { device_id: device(1), web_url: '/', store_information: JSON.stringify(allow) });
    expect(answered.json().data).toEqual({ device_id: device(1), is_known: true });
    expect((await browser.get('check-lead-information', { device_id: device(1), web_url: '/plans' })).json().data.is_known).toBe(true);

    const db = t.app.database.db;
    const [row] = await db.select().from(leadDevices).where(eq(leadDevices.deviceId, device(1)));
    expect(row).toMatchObject({ locationConsent: 'allow', zip: '78701', latitude: 30.2672, longitude: -97.7431, agentId: 1 });
    const visits = await db.select().from(leadVisits).where(eq(leadVisits.deviceId, device(1)));
    expect(visits.map((v) => v.webUrl)).toEqual(['/', '/', '/plans']);
  });

  it("keeps Don't Allow without any position", async () => {
    const browser = new Browser(t.app);
    const response = await browser.get('get-lead-information', { device_id: device(2), store_information: JSON.stringify({ consent: 'deny' }) });
    expect(response.json().data.is_known).toBe(true);
    const [row] = await t.app.database.db.select().from(leadDevices).where(eq(leadDevices.deviceId, device(2)));
    expect(row).toMatchObject({ locationConsent: 'deny', zip: null, latitude: null });
  });

  it.each([
    ['check-lead-information', {}, { device_id: MESSAGES.fieldRequired }],
    ['check-lead-information', { device_id: 'short' }, { device_id: MESSAGES.invalidId }],
    ['check-lead-information', { device_id: device(3), agent_id: 'abc' }, { agent_id: MESSAGES.invalidId }],
    ['get-lead-information', { device_id: device(3), store_information: '{not json' }, { store_information: MESSAGES.invalidValue }],
  ])('%s refuses %j', async (path, query, errors) => {
    const response = await new Browser(t.app).get(path, query);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual(errors);
  });

  it('refuses a location answer of the wrong shape', async () => {
    const response = await new Browser(t.app).get('get-lead-information', {
      device_id: device(4),
      store_information: JSON.stringify({ consent: 'allow', latitude: 200, longitude: 0, zip: null }),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(response.json()))[0]).toMatch(/^store_information/);
  });
});

describe('nearest-zip', () => {
  it('finds the nearest US zip to a position offline', async () => {
    const response = await new Browser(t.app).get('nearest-zip', { lat: '40.7506', lng: '-73.9972' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ state_abbreviation: 'NY', city: 'New York' });
    expect(response.json().data.zip).toMatch(/^100\d\d$/);
  });

  it('says no zip is near a position in the middle of the ocean', async () => {
    const response = await new Browser(t.app).get('nearest-zip', { lat: '0', lng: '0' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual({ zip: API_MESSAGES.nearestZipNotFound });
  });

  it.each([
    [{}, { lat: MESSAGES.fieldRequired, lng: MESSAGES.fieldRequired }],
    [{ lat: '91', lng: '0' }, { lat: MESSAGES.invalidValue }],
    [{ lat: '10', lng: 'east' }, { lng: MESSAGES.fieldRequired }],
  ])('refuses %j', async (query, errors) => {
    const response = await new Browser(t.app).get('nearest-zip', query);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response.json())).toEqual(errors);
  });
});
