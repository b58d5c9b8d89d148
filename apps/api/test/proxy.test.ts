import { GUESS_ADDRESS_SHARE } from '@benefit-store/domain';
import { describe, expect, it } from 'vitest';
import { readTrustProxy } from '../src/config.js';
import { FixedClock } from '../src/modules/shared/clock.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const PROXY = '10.0.0.1';
const UNKNOWN_ENROLLMENT = 'BBBBBBBBBBBBBBBBBBBBBB';

/**
 * An app whose clock stands still inside one minute: the limits count in windows of the clock's minute, so on a busy
 * machine a test's calls could otherwise straddle two windows, and the call that must be refused be let in.
 */
async function withApp(config: Parameters<typeof createTestApp>[0], run: (t: TestApp) => Promise<void>): Promise<void> {
  const t = await createTestApp({ clock: new FixedClock('2026-06-01T12:00:10Z'), ...config });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** A call arriving through the proxy on behalf of `visitor`. */
const viaProxy = (t: TestApp, visitor: string, url = '/api/v1/get-plan-category') =>
  t.app.inject({ method: 'GET', url, remoteAddress: PROXY, headers: { 'x-forwarded-for': visitor } });

describe('TRUST_PROXY', () => {
  it('reads off, true, a hop count or an address list', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('true')).toBe(true);
    expect(readTrustProxy('1')).toBe(1);
    expect(readTrustProxy('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });

  it('off (the default): X-Forwarded-For is not believed, so a visitor cannot dodge the limit by inventing addresses', async () => {
    await withApp({ config: { rateLimitMax: 2 }, demoData: null }, async (t) => {
      const statuses = [];
      for (const visitor of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) statuses.push((await viaProxy(t, visitor)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    });
  });

  for (const trustProxy of [1, [PROXY]]) {
    it(`set (${JSON.stringify(trustProxy)}): the limit applies to each visitor behind the proxy, not to the proxy`, async () => {
      await withApp({ config: { rateLimitMax: 2, trustProxy }, demoData: null }, async (t) => {
        expect((await viaProxy(t, '1.1.1.1')).statusCode).toBe(200);
        expect((await viaProxy(t, '1.1.1.1')).statusCode).toBe(200);
        expect((await viaProxy(t, '1.1.1.1')).statusCode).toBe(429);
        // Another visitor through the same proxy has a limit of their own.
        expect((await viaProxy(t, '2.2.2.2')).statusCode).toBe(200);
      });
    });
  }

  it('set to a list: a client that is not the proxy cannot claim another address', async () => {
    await withApp({ config: { rateLimitMax: 1, trustProxy: [PROXY] }, demoData: null }, async (t) => {
      const spoof = (visitor: string) =>
        t.app.inject({ method: 'GET', url: '/api/v1/get-plan-category', remoteAddress: '5.5.5.5', headers: { 'x-forwarded-for': visitor } });
      expect((await spoof('1.1.1.1')).statusCode).toBe(200);
      expect((await spoof('2.2.2.2')).statusCode).toBe(429);
    });
  });

  it('counts wrong links per address behind the proxy: past its share one address is refused links, others go on', async () => {
    await withApp({ config: { trustProxy: 1, limits: { 'link-guess': { max: 2 } } } }, async (t) => {
      const miss = (visitor: string) => viaProxy(t, visitor, '/api/v1/direct-continue/made-up-link');
      for (let i = 0; i < 2 * GUESS_ADDRESS_SHARE; i++) expect((await miss('7.7.7.7')).statusCode).toBe(404);
      expect((await miss('7.7.7.7')).statusCode).toBe(429);
      expect((await miss('8.8.8.8')).statusCode).toBe(404);
      // An unknown enrollment id is no guess of a secret's: it never counts.
      expect((await viaProxy(t, '7.7.7.7', `/api/v1/get-plan-cart?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
    });
  });
});
