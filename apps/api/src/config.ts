import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  logLevel: string;
  database: DatabaseConfig;
  sessionSecret: string;
  /** The built web app; served when it exists. */
  webDist: string | null;
  /** Requests per minute per client address; 0 turns the limit off (benchmarks). */
  rateLimitMax: number;
  /** Load the demo data set at start when the catalog is empty or has changed. */
  seedDemoData: boolean;
  /** smtp(s)://user:pass@host:port: real mail. Absent: messages stay in the outbox, shown at /dev/outbox (not in production). */
  smtpUrl?: string | null;
  /** The From of every e-mail. */
  mailFrom?: string;
  /** Run the outbox worker in this process (the server does; tests drive the worker themselves). */
  mailWorker?: boolean;
  /** The public origin for links in e-mails (https://store.example.com); without it, the origin of the request. */
  publicUrl?: string | null;
}

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
}

export const DEFAULT_MAIL_FROM = 'Benefit Store <no-reply@benefit-store.example>';

/** apps/web/dist, found from both src/config.ts (vitest, tsx) and dist/server.js (the bundle): both sit two levels below apps/. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

function readEnvName(value: string | undefined): AppConfig['env'] {
  return value === 'production' || value === 'test' ? value : 'development';
}

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}

/**
 * The cookie-signing secret survives restarts (so sessions do) by living in DATA_DIR with owner-only permissions.
 * Created once; SESSION_SECRET overrides it.
 */
export function persistentSecret(dataDir: string, name = 'session-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const databaseUrl = env.DATABASE_URL?.trim();
  const database: DatabaseConfig = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : env.DATA_DIR?.trim() === ':memory:'
      ? { kind: 'pglite-memory' }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
  const sessionSecret =
    env.SESSION_SECRET?.trim() ||
    (database.kind === 'pglite-memory' ? randomBytes(32).toString('base64url') : persistentSecret(dataDir));
  const webDist = resolve(env.WEB_DIST?.trim() || DEFAULT_WEB_DIST);
  return {
    env: readEnvName(env.NODE_ENV),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    database,
    sessionSecret,
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, 600),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    mailWorker: env.MAIL_WORKER !== 'false',
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null,
    port: intFrom(env.PORT, 3000),
    host: env.HOST?.trim() || '0.0.0.0',
  };
}
