import { Counter, Registry } from 'prom-client';

/**
 * The business counters of this process (decision 0073), served by GET /metrics (plugins/metrics.ts) beside the HTTP,
 * pool and queue figures. They live in the kernel so any module counts its own outcomes without importing a plugin;
 * one registry per process, as Prometheus scrapes a process. Labels are closed sets named in code (an outcome, a
 * limit purpose, a job kind), never a value a visitor sent.
 */
export const outcomeRegistry = new Registry();

const PREFIX = 'benefit_store_';

export type CompletionOutcome = 'completed' | 'invalid' | 'refused' | 'failed';
/** Enrollment completions (save-review-info) by outcome: completed (or its repeat), invalid (steps missing), refused (409/404), failed (5xx). */
export const completionsTotal = new Counter<'outcome'>({
  name: `${PREFIX}completions_total`,
  help: 'Enrollment completions (save-review-info) by outcome.',
  labelNames: ['outcome'],
  registers: [outcomeRegistry],
});

export type PaymentMethodLabel = 'card' | 'bank';
export type PaymentOutcome = 'accepted' | 'declined' | 'unavailable' | 'unknown_routing';
/** Payment details given in the billing step, by method and outcome (the card provider's answer; a bank's routing number). */
export const paymentsTotal = new Counter<'method' | 'outcome'>({
  name: `${PREFIX}payments_total`,
  help: 'Payment details saved or refused in the billing step, by method and outcome.',
  labelNames: ['method', 'outcome'],
  registers: [outcomeRegistry],
});

/** Calls refused by a rate limit, by the limit's purpose (modules/limits/limit-purposes.ts). */
export const rateLimitRefusalsTotal = new Counter<'purpose'>({
  name: `${PREFIX}rate_limit_refusals_total`,
  help: 'Calls refused by a rate limit, by purpose.',
  labelNames: ['purpose'],
  registers: [outcomeRegistry],
});

/** Failed job attempts, by kind and what follows: retry (queued again after a backoff) or dead (its last attempt). */
export const jobFailuresTotal = new Counter<'kind' | 'outcome'>({
  name: `${PREFIX}job_failures_total`,
  help: 'Failed job attempts by kind and outcome (retry or dead).',
  labelNames: ['kind', 'outcome'],
  registers: [outcomeRegistry],
});
