import { RETENTION_ABANDONED_DAYS_DEFAULT, RETENTION_COMPLETED_YEARS_DEFAULT } from '@benefit-store/domain';
import { configRefusals } from '../config.js';

/** One finding: a refusal (the server would not start, or would start unsafely), or a warning (docs/deploy.md says why). */
export interface DoctorFinding {
  level: 'refused' | 'warning';
  message: string;
}

export interface DoctorReport {
  production: boolean;
  findings: DoctorFinding[];
  /** What the configuration amounts to, in a few lines (database, replicas, retention), for the operator to read. */
  summary: string[];
}

const set = (env: NodeJS.ProcessEnv, name: string) => (env[name]?.trim() ?? '') !== '';

/**
 * Checks a configuration (an environment) against docs/deploy.md without starting the store: the server's own refusals
 * first (config.ts configRefusals, the very checks a start makes), then what production should have and the server
 * does not insist on. Pure: reads nothing but `env`, writes nothing.
 */
export function checkConfiguration(env: NodeJS.ProcessEnv): DoctorReport {
  const production = env.NODE_ENV === 'production';
  const findings: DoctorFinding[] = configRefusals(env).map((message) => ({ level: 'refused', message }));
  const warn = (message: string) => findings.push({ level: 'warning', message });
  const refuse = (message: string) => findings.push({ level: 'refused', message });

  if (!production) {
    warn('NODE_ENV is not "production": cookies are sent without Secure, the development pages (/dev/outbox) and the API docs are served, and keys may be generated into DATA_DIR. Set NODE_ENV=production for a real deployment.');
  } else {
    if (env.SEED_DEMO_ACCOUNTS?.trim() === 'true') refuse('SEED_DEMO_ACCOUNTS=true in production loads the demo sign-in accounts, whose passwords are public (README): remove it.');
    if (env.SEED_DEMO_DATA?.trim() !== 'false') warn('SEED_DEMO_DATA is not "false": the demo catalog (plans, reps, groups) is loaded into the production database at start. Load your own catalog (npm run catalog) and set SEED_DEMO_DATA=false.');
    if (!set(env, 'SMTP_URL')) warn('SMTP_URL is not set: e-mails (resume codes, quotes, receipts, invitations) stay in the outbox and are never delivered.');
    if (!set(env, 'SMS_URL')) warn('SMS_URL is not set: phone verification codes are refused in production (e-mail codes still work).');
    if (env.API_DOCS?.trim() === 'true') warn('API_DOCS=true serves Swagger UI and the OpenAPI document in production; leave it unset unless you mean to publish them.');
    if (set(env, 'PUBLIC_URL') && env.PUBLIC_URL!.trim().startsWith('http://')) warn('PUBLIC_URL is http://: production cookies are Secure and are only sent over https; put the store behind TLS.');
    if (!set(env, 'TRUST_PROXY')) warn('TRUST_PROXY is not set: behind a load balancer every visitor has the proxy\'s address, and the per-address limits count them all together. Set it to the proxy\'s hop count or addresses.');
    if (env.TRUST_PROXY?.trim() === 'true') warn('TRUST_PROXY=true believes X-Forwarded-For from anyone who can reach the server: prefer a hop count (1) or the proxies\' addresses.');
    if (!set(env, 'METRICS_TOKEN') && !set(env, 'METRICS_ALLOW')) warn('Neither METRICS_TOKEN nor METRICS_ALLOW is set: /metrics answers 404 to everyone, so nothing can scrape it.');
  }
  if (set(env, 'DATABASE_URL')) {
    try {
      const url = new URL(env.DATABASE_URL!.trim());
      if (!/^postgres(ql)?:$/.test(url.protocol)) refuse(`DATABASE_URL must be a postgres:// URL, got a ${url.protocol} URL.`);
    } catch {
      refuse('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
    }
    if (!set(env, 'REDIS_URL')) warn('DATABASE_URL without REDIS_URL: each replica keeps its own rate-limit counters, so N replicas allow N times the limits. Set REDIS_URL when running more than one.');
  } else if (production) {
    warn('DATABASE_URL is not set: the store runs on the embedded database in DATA_DIR, which one process opens at a time (one replica, no rolling upgrade). Back up DATA_DIR as docs/deploy.md says, or use PostgreSQL.');
  }
  if (set(env, 'DATA_KEY_PREVIOUS')) warn('DATA_KEY_PREVIOUS is set: a data-key rotation is in progress. Keep every previous key until no row encrypted under it remains (docs/deploy.md, key rotation).');

  const replicas = set(env, 'DATABASE_URL') ? 'PostgreSQL (DATABASE_URL): several replicas may share it' : `embedded PGlite in ${env.DATA_DIR?.trim() || './data'}: one process`;
  const summary = [
    `environment: ${production ? 'production' : env.NODE_ENV?.trim() || 'development'}`,
    `database: ${replicas}`,
    `rate-limit counters: ${set(env, 'REDIS_URL') ? 'Redis (REDIS_URL), shared by the replicas' : 'in each process'}`,
    `retention: unfinished enrollments erased after ${env.RETENTION_ABANDONED_DAYS?.trim() || RETENTION_ABANDONED_DAYS_DEFAULT} days without activity, completed ones kept ${env.RETENTION_COMPLETED_YEARS?.trim() || RETENTION_COMPLETED_YEARS_DEFAULT} years`,
  ];
  return { production, findings, summary };
}

/** The report as the command prints it: refusals, then warnings, then the summary and the verdict. */
export function formatReport(report: DoctorReport): string {
  const refused = report.findings.filter((f) => f.level === 'refused');
  const warnings = report.findings.filter((f) => f.level === 'warning');
  const lines = [
    ...refused.map((f) => `✗ ${f.message}`),
    ...warnings.map((f) => `! ${f.message}`),
    '',
    ...report.summary.map((s) => `  ${s}`),
    '',
    refused.length > 0
      ? `Refused: ${refused.length} problem${refused.length === 1 ? '' : 's'} to fix before this configuration can run (docs/deploy.md).`
      : `OK: the server would start with this configuration${warnings.length > 0 ? `; read the ${warnings.length} warning${warnings.length === 1 ? '' : 's'} above` : ''}.`,
  ];
  return `${lines.join('\n')}\n`;
}
