import { ERROR_CODES, MESSAGES } from '@benefit-store/domain';
import { rateLimitRefusalsTotal } from '../shared/outcome-metrics.js';
import { LIMITS, type LimitPurpose } from './limit-purposes.js';
import type { LimitStore, LimitWindow } from './limit-store.js';

/** What a limit decision needs: the counters and the request's instant (the app clock). */
export interface LimitContext {
  limits: LimitStore;
  now: Date;
}

export interface LimitRequest {
  purpose: LimitPurpose;
  /** Who or what is counted: a visitor (session or client address), an enrollment, a contact, a secret's subject. */
  subject: string;
  /** Defaults to the purpose's row in LIMITS. */
  max?: number;
  windowSeconds?: number;
}

export interface LimitDecision {
  /** The limit decided on (the refusals are counted by it: GET /metrics). */
  purpose: LimitPurpose;
  allowed: boolean;
  /** Seconds until the window ends (what Retry-After says when refused). */
  retryAfterSeconds: number;
  count: number;
}

/** Thrown by enforceLimit; the error handler answers it with the 429 envelope and a Retry-After header. */
export class LimitExceededError extends Error {
  readonly statusCode = 429;
  readonly errorCode = ERROR_CODES.tooManyRequests;
  constructor(readonly retryAfterSeconds: number) {
    super(MESSAGES.tooManyRequests);
    this.name = 'LimitExceededError';
  }
}

function windowOf(request: LimitRequest, now: Date): { window: LimitWindow; max: number; retryAfterSeconds: number } {
  const rule = LIMITS[request.purpose];
  const windowMs = (request.windowSeconds ?? rule.windowSeconds) * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return {
    window: { purpose: request.purpose, subject: request.subject, windowStart: new Date(start), expiresAt: new Date(start + windowMs) },
    max: request.max ?? rule.max,
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
  };
}

/** Counts one use of each request's purpose by its subject in the current fixed window, in one store call. */
export async function consumeLimits(ctx: LimitContext, requests: readonly LimitRequest[]): Promise<LimitDecision[]> {
  return (await reserveLimits(ctx, requests)).decisions;
}

/** consumeLimits that also answers the windows it counted in, for LimitStore.release to give the uses back. */
export async function reserveLimits(ctx: LimitContext, requests: readonly LimitRequest[]): Promise<{ decisions: LimitDecision[]; windows: LimitWindow[] }> {
  const windows = requests.map((r) => windowOf(r, ctx.now));
  const counts = await ctx.limits.hit(
    windows.map((w) => w.window),
    ctx.now.getTime(),
  );
  return {
    decisions: windows.map(({ max, retryAfterSeconds }, i) => ({ purpose: requests[i]!.purpose, allowed: counts[i]! <= max, retryAfterSeconds, count: counts[i]! })),
    windows: windows.map((w) => w.window),
  };
}

/** Whether each subject is already past its limit, without counting (wrong guesses are counted after the fact). */
export async function checkLimits(ctx: LimitContext, requests: readonly LimitRequest[]): Promise<LimitDecision[]> {
  const windows = requests.map((r) => windowOf(r, ctx.now));
  const counts = await ctx.limits.peek(windows.map((w) => w.window));
  return windows.map(({ max, retryAfterSeconds }, i) => ({ purpose: requests[i]!.purpose, allowed: counts[i]! < max, retryAfterSeconds, count: counts[i]! }));
}

/** Counts one use of `purpose` by `subject` in the current fixed window and says whether it is within the limit. */
export async function consumeLimit(ctx: LimitContext, request: LimitRequest): Promise<LimitDecision> {
  return (await consumeLimits(ctx, [request]))[0]!;
}

/** Whether `subject` is already past the limit of `purpose`, without counting. */
export async function checkLimit(ctx: LimitContext, request: LimitRequest): Promise<LimitDecision> {
  return (await checkLimits(ctx, [request]))[0]!;
}

/** consumeLimit that throws the 429 when refused: for routes and services. */
export async function enforceLimit(ctx: LimitContext, request: LimitRequest): Promise<void> {
  const refusal = firstRefusal([await consumeLimit(ctx, request)]);
  if (refusal) throw refusal;
}

/** The refusal of the first decision that is not allowed (the longest wait when several are), or null. */
export function firstRefusal(decisions: readonly LimitDecision[]): LimitExceededError | null {
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length === 0) return null;
  // Every refusal passes here: counted once, by the purpose of the first limit that refused it.
  rateLimitRefusalsTotal.inc({ purpose: refused[0]!.purpose });
  return new LimitExceededError(Math.max(...refused.map((d) => d.retryAfterSeconds)));
}
