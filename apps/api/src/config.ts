import { ADDRESS_CALLS_PER_MINUTE, RETENTION_ABANDONED_DAYS_DEFAULT, RETENTION_COMPLETED_YEARS_DEFAULT } from '@benefit-store/domain';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDataKeys, type DataKeys } from './modules/shared/field-encryption.js';
import { persistentSecret } from './modules/shared/persistent-secret.js';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string }
  /** `template`: a data directory dumped from another in-memory database, to start from its state (tests). */
  | { kind: 'pglite-memory'; template?: Blob }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  logLevel: string;
  database: DatabaseConfig;
  sessionSecret: string;
  /**
   * SESSION_SECRET_PREVIOUS (comma-separated) while rotating SESSION_SECRET: cookies signed under these still read,
   * new ones are signed under sessionSecret (docs/deploy.md, key rotation). Links and codes use sessionSecret only.
   */
  previousSessionSecrets?: string[];
  /** The built web app; served when it exists. */
  webDist: string | null;
  /** API calls per minute per client address (its ceiling: ADDRESS_CALLS_PER_MINUTE by default); 0 turns every limit off (benchmarks). */
  rateLimitMax: number;
  /** Load the demo data set at start when the catalog is empty or has changed. */
  seedDemoData: boolean;
  /**
   * SEED_DEMO_ACCOUNTS: load the demo sign-in accounts (public passwords, README) with the demo data. Unset: everywhere
   * but production; in production they are removed unless this is true.
   */
  seedDemoAccounts?: boolean;
  /** smtp(s)://user:pass@host:port: real mail. Absent: messages stay in the outbox, shown at /dev/outbox (not in production). */
  smtpUrl?: string | null;
  /** The From of every e-mail. */
  mailFrom?: string;
  /**
   * http(s)://user:key@gateway/path: text messages (phone codes) are POSTed there (modules/mail/transports.ts). Absent:
   * they stay in the outbox, shown at /dev/outbox (not in production, where phone codes are then refused).
   */
  smsUrl?: string | null;
  /**
   * Run the delivery jobs (mail, receipts, invoices: modules/jobs) in this process (the server does; tests run jobs
   * themselves). With MAIL_WORKER=false the job runner still runs the periodic sweeps.
   */
  mailWorker?: boolean;
  /**
   * The public origin for links in e-mails (https://store.example.com): PUBLIC_URL, required in production. Never the
   * request's Host header, which the visitor chooses. Unset (tests): DEFAULT_LINK_ORIGIN, see linkOrigin().
   */
  publicUrl?: string | null;
  /** Serve Swagger UI and the OpenAPI document at /api/docs; unset: everywhere but production (API_DOCS). */
  apiDocs?: boolean;
  /** redis://host:port: rate-limit counters in Redis, shared by replicas; absent: in this process's memory. */
  redisUrl?: string | null;
  /**
   * Which proxies in front of the server to believe about the client address (X-Forwarded-For): false (the
   * default: the connection's address), true (any), a hop count, or a list of addresses/CIDRs (TRUST_PROXY).
   */
  trustProxy?: boolean | number | string[];
  /** Other limits than the table in modules/limits/limit-purposes.ts, by purpose (tests). */
  limits?: Partial<Record<string, { max?: number; windowSeconds?: number }>>;
  /**
   * DATA_DIR, where secrets generated on first start are kept (the data-key file of the field cipher); null or absent
   * with an in-memory database. The field cipher's keys come from DATA_KEY / DATA_KEY_PREVIOUS, else from that file
   * (plugins/field-cipher.ts; required in production).
   */
  dataDir?: string | null;
  /** The field cipher's keys given directly (tests, embedders); otherwise read as `dataDir` says. */
  dataKeys?: DataKeys;
  /**
   * MEMBER_STORE_GROUP_ID: the group a member store link's enrollment is made under (spec 002: "group id 1929 is used
   * by the link"; the demo data seeds it). When no such group exists the member's own group is used.
   */
  memberStoreGroupId?: number | null;
  /**
   * METRICS_TOKEN: GET /metrics answers a scraper that sends `Authorization: Bearer <token>` (at least
   * MIN_METRICS_TOKEN_BYTES). Unset: only METRICS_ALLOW's networks (decision 0073).
   */
  metricsToken?: string | null;
  /**
   * METRICS_ALLOW: client addresses or CIDRs (comma-separated; request.ip, so TRUST_PROXY applies) that GET /metrics
   * answers without the token. Neither set: 404 for everyone, except loopback in development.
   */
  metricsAllow?: string[];
  /**
   * RETENTION_ABANDONED_DAYS: an unfinished enrollment untouched this many days loses its personal data (the
   * retention job, modules/retention; decision 0074). Absent: RETENTION_ABANDONED_DAYS_DEFAULT (30).
   */
  retentionAbandonedDays?: number;
  /** RETENTION_COMPLETED_YEARS: a completed enrollment's application is kept this many years. Absent: the domain's default (7). */
  retentionCompletedYears?: number;
  /** PAYMENT_PROVIDER and its settings (README "Payments"; decision 0085). Absent: the local test provider, charged at completion. */
  payments?: PaymentsConfig;
  /**
   * CARRIER_FILE_SETTLE_SECONDS (default 300): how old a completion must be before a carrier's changes file sends it
   * (a completion that began earlier may still be committing). 0 in the journeys' store, which has no clock to move;
   * refused in production.
   */
  carrierFileSettleSeconds?: number;
}

/** What the Stripe adapter (modules/payments/stripe-provider.ts) is built from: STRIPE_* in the environment. */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * STRIPE_API_BASE: another origin for Stripe's API (the fake in tests: http://127.0.0.1:port). Absent:
   * https://api.stripe.com. The browser posts cards to the same origin.
   */
  apiBase?: string | null;
}

export const PAYMENT_PROVIDERS = ['local-test', 'stripe'] as const;
export const PAYMENT_CHARGE_TIMES = ['completion', 'effective_date'] as const;

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER: local-test (the default: no network, documented test cards) or stripe. */
  provider: (typeof PAYMENT_PROVIDERS)[number];
  /** PAYMENT_CHARGE_AT: charge the first premium at completion (the default) or on the effective date (a job). */
  chargeAt: (typeof PAYMENT_CHARGE_TIMES)[number];
  /** STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE: required with stripe. */
  stripe: StripeSettings | null;
}

/** PAYMENT_PROVIDER, PAYMENT_CHARGE_AT and the STRIPE_* keys; stripe without its keys is refused at start. */
export function readPayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'local-test';
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(provider)) {
    throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${provider}"`);
  }
  const chargeAt = env.PAYMENT_CHARGE_AT?.trim() || 'completion';
  if (!(PAYMENT_CHARGE_TIMES as readonly string[]).includes(chargeAt)) {
    throw new Error(`PAYMENT_CHARGE_AT must be one of ${PAYMENT_CHARGE_TIMES.join(', ')}, got "${chargeAt}"`);
  }
  if (provider !== 'stripe') return { provider: 'local-test', chargeAt: chargeAt as PaymentsConfig['chargeAt'], stripe: null };
  const keys = { STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY?.trim() ?? '', STRIPE_PUBLISHABLE_KEY: env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '', STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET?.trim() ?? '' };
  const missing = Object.entries(keys).filter(([, v]) => v === '').map(([k]) => k);
  if (missing.length > 0) {
    throw new Error(`PAYMENT_PROVIDER=stripe needs ${missing.join(', ')} (from the Stripe dashboard, Developers > API keys and Webhooks)`);
  }
  if (!keys.STRIPE_SECRET_KEY.startsWith('sk_') && !keys.STRIPE_SECRET_KEY.startsWith('rk_')) throw new Error('STRIPE_SECRET_KEY must be a secret key (sk_live_… or sk_test_…)');
  if (!keys.STRIPE_PUBLISHABLE_KEY.startsWith('pk_')) throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_live_… or pk_test_…)');
  const base = env.STRIPE_API_BASE?.trim().replace(/\/+$/, '') || null;
  if (base) {
    const url = new URL(base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_BASE must be an http(s) origin, got "${base}"`);
  }
  return {
    provider: 'stripe',
    chargeAt: chargeAt as PaymentsConfig['chargeAt'],
    stripe: { secretKey: keys.STRIPE_SECRET_KEY, publishableKey: keys.STRIPE_PUBLISHABLE_KEY, webhookSecret: keys.STRIPE_WEBHOOK_SECRET, apiBase: base ? new URL(base).origin : null },
  };
}

/** The spec's member store group, which the demo data seeds with this id. */
export const DEFAULT_MEMBER_STORE_GROUP_ID = 1929;

export interface ServerConfig extends AppConfig {
  port: number;
  host: string;
  /**
   * SHUTDOWN_GRACE_MS: after SIGTERM/SIGINT, how long requests in flight and the job in progress may take before
   * their connections are cut (server.ts). Under the orchestrator's own limit (Kubernetes: 30 s by default).
   */
  shutdownGraceMs: number;
}

/** SHUTDOWN_GRACE_MS unset: five seconds under Kubernetes' default of thirty, for the pool and the exit. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 25_000;
/** CARRIER_FILE_SETTLE_SECONDS unset: five minutes (the one default: carrier-files reads it too). */
export const DEFAULT_CARRIER_FILE_SETTLE_SECONDS = 300;

/**
 * CARRIER_FILE_SETTLE_SECONDS: a whole number of seconds. 0 (no wait) only outside production: there a completion that
 * began before the newest one read but committed after the file would be skipped by every changes file.
 */
export function readCarrierFileSettleSeconds(env: NodeJS.ProcessEnv): number {
  const seconds = intFrom(env.CARRIER_FILE_SETTLE_SECONDS, DEFAULT_CARRIER_FILE_SETTLE_SECONDS, 'CARRIER_FILE_SETTLE_SECONDS');
  if (seconds === 0 && readEnvName(env.NODE_ENV) === 'production') {
    throw new Error('CARRIER_FILE_SETTLE_SECONDS must be at least 1 in production (0 is for tests: a completion still committing would be skipped)');
  }
  return seconds;
}

/** Bytes of METRICS_TOKEN at least: a shorter one is refused at start, like SESSION_SECRET. */
export const MIN_METRICS_TOKEN_BYTES = 32;

/** METRICS_TOKEN: blank or unset is none; a short one is refused (it guards the figures of the whole store). */
export function readMetricsToken(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  if (token === '') return null;
  if (Buffer.byteLength(token, 'utf8') < MIN_METRICS_TOKEN_BYTES) {
    throw new Error(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_BYTES} bytes; generate one with: openssl rand -base64 48`);
  }
  return token;
}

/** METRICS_ALLOW: comma-separated addresses or CIDRs (10.0.0.0/8, fd00::/8, 127.0.0.1); each checked at start. */
export function readMetricsAllow(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !bitsOk || rest.length > 0) {
      throw new Error(`METRICS_ALLOW must list addresses or CIDRs separated by commas (e.g. 10.0.0.0/8,127.0.0.1), got "${entry}"`);
    }
  }
  return entries;
}

export const DEFAULT_MAIL_FROM = 'Benefit Store <no-reply@benefit-store.example>';

/** apps/web/dist, found from both src/config.ts (vitest, tsx) and dist/server.js (the bundle): both sit two levels below apps/. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** The origin of mailed links when none is configured (development and tests only: production requires PUBLIC_URL). */
export const DEFAULT_LINK_ORIGIN = 'http://localhost:3000';

/** Where every mailed link points: the configured public origin, or the loopback default. Never the request's Host. */
export function linkOrigin(config: Pick<AppConfig, 'publicUrl'>): string {
  return config.publicUrl ?? DEFAULT_LINK_ORIGIN;
}

/**
 * PUBLIC_URL, without a trailing slash. Production refuses to start without it; elsewhere the loopback origin of
 * HOST/PORT stands in (a wildcard or unset HOST means localhost), so a demo's links open on the machine running it.
 */
export function readPublicUrl(env: NodeJS.ProcessEnv, envName: AppConfig['env'], port: number): string {
  const configured = env.PUBLIC_URL?.trim().replace(/\/+$/, '');
  if (configured) {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) origin, got "${configured}"`);
    return url.origin;
  }
  if (envName === 'production') {
    throw new Error('PUBLIC_URL must be set in production (the origin of links in e-mails, e.g. https://store.example.com); links never use the request\'s Host header');
  }
  const host = env.HOST?.trim() ?? '';
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)$/.test(host) ? (host === '::1' ? '[::1]' : host) : 'localhost';
  return `http://${loopback}:${port}`;
}

/** SMS_URL: blank or unset is none; anything else must be an http(s) URL (checked at start, not at the first code). */
export function readSmsUrl(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('SMS_URL must be an http(s) URL of the text-message gateway');
  return url.toString();
}

function readEnvName(value: string | undefined): AppConfig['env'] {
  return value === 'production' || value === 'test' ? value : 'development';
}

function intFrom(value: string | undefined, fallback: number, name?: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name ? `${name}: e` : 'E'}xpected a non-negative integer, got "${value}"`);
  return n;
}

/** RETENTION_ABANDONED_DAYS / RETENTION_COMPLETED_YEARS: whole numbers of at least 1 (0 would erase what is being typed). */
export function readRetention(env: NodeJS.ProcessEnv): { retentionAbandonedDays: number; retentionCompletedYears: number } {
  const days = intFrom(env.RETENTION_ABANDONED_DAYS, RETENTION_ABANDONED_DAYS_DEFAULT, 'RETENTION_ABANDONED_DAYS');
  const years = intFrom(env.RETENTION_COMPLETED_YEARS, RETENTION_COMPLETED_YEARS_DEFAULT, 'RETENTION_COMPLETED_YEARS');
  if (days < 1) throw new Error('RETENTION_ABANDONED_DAYS must be at least 1 (days without activity before an unfinished enrollment is erased)');
  if (years < 1) throw new Error('RETENTION_COMPLETED_YEARS must be at least 1 (years a completed enrollment is kept)');
  return { retentionAbandonedDays: days, retentionCompletedYears: years };
}

/** TRUST_PROXY: unset/false, true, a hop count ("1") or a comma-separated list of proxy addresses or CIDRs. */
export function readTrustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Bytes of secret at least: a shorter SESSION_SECRET is refused. */
export const MIN_SESSION_SECRET_BYTES = 32;

/**
 * With DATABASE_URL the server may run as several replicas, which must sign cookies and links with one key: a
 * per-replica secret file would log visitors out whenever another replica answers. So SESSION_SECRET is required.
 * In production it is required on the embedded database too: the file generated in DATA_DIR would be backed up with
 * the data it protects, as DATA_KEY's would (field-encryption.ts). Only an in-memory database, whose data dies with
 * the process, may sign with a secret of its own.
 */
export function requiredSessionSecret(env: NodeJS.ProcessEnv): string {
  const secret = env.SESSION_SECRET?.trim() ?? '';
  if (Buffer.byteLength(secret, 'utf8') < MIN_SESSION_SECRET_BYTES) {
    const when = env.DATABASE_URL?.trim() ? 'when DATABASE_URL is set (every replica signs sessions with it)' : 'in production (a secret file beside the data is backed up with it)';
    throw new Error(`SESSION_SECRET must be set to at least ${MIN_SESSION_SECRET_BYTES} bytes ${when}; generate one with: openssl rand -base64 48`);
  }
  return secret;
}

/** SESSION_SECRET_PREVIOUS: the secrets cookies may still be signed with during a rotation, each as long as SESSION_SECRET must be. */
export function readPreviousSessionSecrets(env: NodeJS.ProcessEnv): string[] {
  const secrets = (env.SESSION_SECRET_PREVIOUS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (secrets.some((s) => Buffer.byteLength(s, 'utf8') < MIN_SESSION_SECRET_BYTES)) {
    throw new Error(`SESSION_SECRET_PREVIOUS must list earlier SESSION_SECRET values (at least ${MIN_SESSION_SECRET_BYTES} bytes each), separated by commas`);
  }
  return secrets;
}

/** Whether this configuration must be given SESSION_SECRET (see requiredSessionSecret). */
export function needsSessionSecret(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.DATABASE_URL?.trim()) || (readEnvName(env.NODE_ENV) === 'production' && env.DATA_DIR?.trim() !== ':memory:');
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
    needsSessionSecret(env)
      ? requiredSessionSecret(env)
      : env.SESSION_SECRET?.trim() || (database.kind === 'pglite-memory' ? randomBytes(32).toString('base64url') : persistentSecret(dataDir));
  const webDist = resolve(env.WEB_DIST?.trim() || DEFAULT_WEB_DIST);
  const port = intFrom(env.PORT, 3000, 'PORT');
  return {
    env: readEnvName(env.NODE_ENV),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    database,
    sessionSecret,
    previousSessionSecrets: readPreviousSessionSecrets(env),
    dataDir: database.kind === 'pglite-memory' ? null : dataDir,
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, ADDRESS_CALLS_PER_MINUTE, 'RATE_LIMIT_MAX'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS?.trim() ? env.SEED_DEMO_ACCOUNTS.trim() === 'true' : undefined,
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    smsUrl: readSmsUrl(env.SMS_URL),
    mailWorker: env.MAIL_WORKER !== 'false',
    publicUrl: readPublicUrl(env, readEnvName(env.NODE_ENV), port),
    apiDocs: env.API_DOCS?.trim() ? env.API_DOCS.trim() === 'true' : undefined,
    redisUrl: env.REDIS_URL?.trim() || null,
    memberStoreGroupId: intFrom(env.MEMBER_STORE_GROUP_ID, DEFAULT_MEMBER_STORE_GROUP_ID, 'MEMBER_STORE_GROUP_ID'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    metricsAllow: readMetricsAllow(env.METRICS_ALLOW),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS'),
    carrierFileSettleSeconds: readCarrierFileSettleSeconds(env),
    ...readRetention(env),
    payments: readPayments(env),
    port,
    host: env.HOST?.trim() || '0.0.0.0',
  };
}

/**
 * Every reason loadConfig would refuse this environment, each in the server's own words, without starting anything or
 * writing a file (npm run doctor): each setting read by the reader loadConfig uses, one failure not hiding the next.
 * The field cipher's keys are read as plugins/field-cipher.ts reads them (without a data directory: no key file made).
 */
export function configRefusals(env: NodeJS.ProcessEnv): string[] {
  const port = (() => {
    try {
      return intFrom(env.PORT, 3000, 'PORT');
    } catch {
      return 3000;
    }
  })();
  const checks: (() => unknown)[] = [
    () => intFrom(env.PORT, 3000, 'PORT'),
    () => readPublicUrl(env, readEnvName(env.NODE_ENV), port),
    () => (needsSessionSecret(env) ? requiredSessionSecret(env) : null),
    () => readPreviousSessionSecrets(env),
    () => loadDataKeys(env, null),
    () => readSmsUrl(env.SMS_URL),
    () => intFrom(env.RATE_LIMIT_MAX, ADDRESS_CALLS_PER_MINUTE, 'RATE_LIMIT_MAX'),
    () => intFrom(env.MEMBER_STORE_GROUP_ID, DEFAULT_MEMBER_STORE_GROUP_ID, 'MEMBER_STORE_GROUP_ID'),
    () => readRetention(env),
    () => readPayments(env),
    () => readMetricsToken(env.METRICS_TOKEN),
    () => readMetricsAllow(env.METRICS_ALLOW),
    () => intFrom(env.SHUTDOWN_GRACE_MS, DEFAULT_SHUTDOWN_GRACE_MS, 'SHUTDOWN_GRACE_MS'),
    () => readCarrierFileSettleSeconds(env),
  ];
  const refusals: string[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (err) {
      refusals.push(err instanceof Error ? err.message : String(err));
    }
  }
  return refusals;
}
