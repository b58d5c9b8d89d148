import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run doctor` as an operator runs it: the exit status and what it prints, for a configuration given in the
 * environment or in a file, without starting the store (no database opened, no file written in DATA_DIR).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const doctor = join(root, 'apps/api/src/scripts/doctor.ts');

/** Runs the command with only `env` (and PATH) as its environment. */
function run(env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(tsx, [doctor, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8', cwd: root });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

const dataDir = () => mkdtempSync(join(tmpdir(), 'doctor-'));
const COMPLETE = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://store.example.com',
  SESSION_SECRET: 's'.repeat(48),
  DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
  DATABASE_URL: 'postgres://store:secret@db.internal:5432/store',
  REDIS_URL: 'redis://cache.internal:6379',
  TRUST_PROXY: '1',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  SMS_URL: 'https://user:key@sms.example.com/send',
  SEED_DEMO_DATA: 'false',
  METRICS_ALLOW: '10.0.0.0/8',
};

describe('npm run doctor', () => {
  it('refuses a production configuration without DATA_KEY, PUBLIC_URL and SESSION_SECRET, naming each, with exit status 1', () => {
    const dir = dataDir();
    const { status, out } = run({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(status).toBe(1);
    expect(out).toContain('✗ PUBLIC_URL must be set in production');
    expect(out).toContain('✗ SESSION_SECRET must be set to at least 32 bytes in production');
    expect(out).toContain('✗ DATA_KEY must be set in production');
    expect(out).toContain('Refused: 3 problems');
    // Checked without starting anything: the data directory is left as it was.
    expect(readdirSync(dir)).toEqual([]);
  });

  it('passes a complete production configuration read from an environment file, with exit status 0', () => {
    const file = join(dataDir(), 'store.env');
    writeFileSync(file, `# the store\n${Object.entries(COMPLETE).map(([k, v]) => `${k}="${v}"`).join('\n')}\n`);
    const { status, out } = run({}, ['--env-file', file]);
    expect(out).toContain('OK: the server would start with this configuration.');
    expect(status).toBe(0);
  });
});
