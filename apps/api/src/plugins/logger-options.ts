import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config.js';

/** Fields that must never reach a log line, at whatever depth they appear in a logged object. */
const SECRET_KEYS = ['ssn', 'card_number', 'security_code', 'account_number', 'routing_number', 'password', 'otp'];
const MAX_DEPTH = 4;

function redactPaths(): string[] {
  const paths = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization'];
  for (const key of SECRET_KEYS) {
    // fast-redact wildcards match one level each, so every depth is listed: ssn, *.ssn, *.*.ssn, ...
    for (let depth = 0; depth <= MAX_DEPTH; depth++) paths.push([...Array<string>(depth).fill('*'), key].join('.'));
  }
  return paths;
}

/**
 * Redaction is configuration, not habit: a developer who logs a whole enrollment still cannot leak an SSN.
 * Request bodies are never logged (Fastify's default request serializer logs method, url and addresses only).
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel' | 'env'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: redactPaths(), censor: '[redacted]' },
  };
}
