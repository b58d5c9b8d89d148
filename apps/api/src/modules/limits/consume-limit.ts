import { ERROR_CODES, MESSAGES } from '@benefit-store/domain';
import { LIMITS, type LimitPurpose } from './limit-purposes.js';
import type { LimitStore, LimitWindow } from './limit-store.js';

/** What a limit decision needs: the shared counters and the request's instant (the app clock). */
export interface LimitContext {
  limits: LimitStore;
  now: Date;
}

export interface LimitRequest {
  purpose: LimitPurpose;
  /** Who is counted: a client address, an enrollment id, a contact, an account. */
  subject: string;
  /** Defaults to the purpose's row in LIMITS. */
  max?: number;
  windowSeconds?: number;
}

export interface LimitDecision {
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

/** Counts one use of `purpose` by `subject` in the current fixed window and says whether it is within the limit. */
export async function consumeLimit(ctx: LimitContext, request: LimitRequest): Promise<LimitDecision> {
  const { window, max, retryAfterSeconds } = windowOf(request, ctx.now);
  const count = await ctx.limits.hit(window);
  return { allowed: count <= max, retryAfterSeconds, count };
}

/** Whether `subject` is already past the limit of `purpose`, without counting (misses are counted after the fact). */
export async function checkLimit(ctx: LimitContext, request: LimitRequest): Promise<LimitDecision> {
  const { window, max, retryAfterSeconds } = windowOf(request, ctx.now);
  const count = await ctx.limits.peek(window);
  return { allowed: count < max, retryAfterSeconds, count };
}

/** consumeLimit that throws the 429 when refused: for routes and services. */
export async function enforceLimit(ctx: LimitContext, request: LimitRequest): Promise<void> {
  const decision = await consumeLimit(ctx, request);
  if (!decision.allowed) throw new LimitExceededError(decision.retryAfterSeconds);
}
