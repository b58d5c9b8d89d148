import { describe, expect, it } from 'vitest';
import { checkConfiguration } from './doctor-checks.js';

/** A production configuration the deploy guide asks for (docs/deploy.md), each value valid. */
const COMPLETE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://store.example.com',
  SESSION_SECRET: 'x'.repeat(48),
  DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
  DATABASE_URL: 'postgres://store:secret@db.internal:5432/store',
  REDIS_URL: 'redis://cache.internal:6379',
  TRUST_PROXY: '1',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  SMS_URL: 'https://user:key@sms.example.com/send',
  SEED_DEMO_DATA: 'false',
  METRICS_TOKEN: 'm'.repeat(48),
};
const refusals = (env: NodeJS.ProcessEnv) => checkConfiguration(env).findings.filter((f) => f.level === 'refused').map((f) => f.message);
const warnings = (env: NodeJS.ProcessEnv) => checkConfiguration(env).findings.filter((f) => f.level === 'warning').map((f) => f.message);

describe('npm run doctor: a configuration checked against the deploy guide', () => {
  it('passes a complete production configuration with nothing to say', () => {
    expect(checkConfiguration(COMPLETE).findings).toEqual([]);
  });

  it.each([
    ['DATA_KEY', /^DATA_KEY must be set in production/],
    ['PUBLIC_URL', /^PUBLIC_URL must be set in production/],
    ['SESSION_SECRET', /^SESSION_SECRET must be set to at least 32 bytes/],
  ])('refuses production without %s in the server\'s own words', (name, message) => {
    const env: NodeJS.ProcessEnv = { ...COMPLETE, [name]: undefined };
    expect(refusals(env)).toEqual([expect.stringMatching(message)]);
  });

  it('refuses production on the embedded database without SESSION_SECRET too: its secret file would be backed up with the data', () => {
    const { DATABASE_URL: _url, REDIS_URL: _redis, ...embedded } = COMPLETE;
    expect(refusals({ ...embedded, SESSION_SECRET: '' })).toEqual([expect.stringMatching(/SESSION_SECRET must be set to at least 32 bytes in production/)]);
  });

  it('lists every problem at once, not only the first', () => {
    expect(refusals({ NODE_ENV: 'production', RETENTION_ABANDONED_DAYS: '0', PORT: 'eighty' })).toHaveLength(5);
  });

  it('refuses a malformed key, setting or database address', () => {
    expect(refusals({ ...COMPLETE, DATA_KEY: 'short' })).toEqual([expect.stringMatching(/DATA_KEY must be 32 bytes/)]);
    expect(refusals({ ...COMPLETE, RETENTION_COMPLETED_YEARS: 'seven' })).toEqual([expect.stringMatching(/^RETENTION_COMPLETED_YEARS: expected a non-negative integer/)]);
    expect(refusals({ ...COMPLETE, DATABASE_URL: 'mysql://db/store' })).toEqual([expect.stringMatching(/DATABASE_URL must be a postgres:\/\/ URL/)]);
    expect(refusals({ ...COMPLETE, SEED_DEMO_ACCOUNTS: 'true' })).toEqual([expect.stringMatching(/passwords are public/)]);
  });

  it('refuses the metrics and stop settings the server would refuse', () => {
    expect(refusals({ ...COMPLETE, METRICS_TOKEN: 'short' })).toHaveLength(1);
    expect(refusals({ ...COMPLETE, METRICS_ALLOW: '10.0.0.0/33' })).toHaveLength(1);
    expect(refusals({ ...COMPLETE, SHUTDOWN_GRACE_MS: 'soon' })).toEqual([expect.stringMatching(/^SHUTDOWN_GRACE_MS: expected a non-negative integer/)]);
  });

  it('warns about what production should have but the server does not insist on', () => {
    const { SMTP_URL: _smtp, REDIS_URL: _redis, TRUST_PROXY: _proxy, METRICS_TOKEN: _metrics, ...partial } = COMPLETE;
    expect(refusals(partial)).toEqual([]);
    const said = warnings(partial).join('\n');
    for (const name of ['SMTP_URL', 'REDIS_URL', 'TRUST_PROXY', 'METRICS_TOKEN']) expect(said).toContain(name);
  });

  it('says so when the configuration is not a production one, and lets a development one pass', () => {
    expect(refusals({})).toEqual([]);
    expect(warnings({})).toEqual([expect.stringMatching(/^NODE_ENV is not "production"/)]);
  });
});
