import { createHash } from 'node:crypto';
import { SESSIONLESS_ADDRESS_SHARE } from '@benefit-store/domain';
import { checkLimits, consumeLimits, firstRefusal, type LimitDecision, type LimitRequest } from './consume-limit.js';
import { LIMIT_PURPOSE, LIMITS, type LimitPurpose } from './limit-purposes.js';
import type { LimitStore } from './limit-store.js';

/**
 * Who a call counts against: its visitor session, or its client address when it has none. An address is shared by
 * everyone behind it (an office), so a limit meant for one visitor is allowed SESSIONLESS_ADDRESS_SHARE times over
 * to it. The session's id is kept only as a hash: the counters are no place for a bearer token.
 */
export interface Visitor {
  subject: string;
  sessionless: boolean;
}

export function visitorOf(sessionId: string | null, address: string): Visitor {
  if (sessionId) return { subject: `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 22)}`, sessionless: false };
  return { subject: `address:${address}`, sessionless: true };
}

export interface LimiterSettings {
  store: LimitStore;
  now: () => Date;
  /** RATE_LIMIT_MAX: every API call of one client address in a minute; 0 turns every limit off (benchmarks). */
  addressMax: number;
  /** Other limits than the table's, by purpose (tests). */
  overrides?: Partial<Record<string, { max?: number; windowSeconds?: number }>>;
  /** The counters could not be reached (Redis down): the call is let through, and this is told. */
  onStoreError?: (error: unknown) => void;
}

/**
 * The limits as the app applies them (app.limiter): the table's rules with the configuration's overrides, counted in
 * one store call per decision. A refusal throws LimitExceededError (the 429 with Retry-After).
 */
export class Limiter {
  readonly enabled: boolean;

  constructor(private readonly settings: LimiterSettings) {
    this.enabled = settings.addressMax !== 0;
  }

  private request(purpose: LimitPurpose, subject: string, share = 1): LimitRequest {
    const own = this.settings.overrides?.[purpose] ?? {};
    const max = purpose === LIMIT_PURPOSE.address ? this.settings.addressMax : (own.max ?? LIMITS[purpose].max) * share;
    return { purpose, subject, max, windowSeconds: own.windowSeconds ?? LIMITS[purpose].windowSeconds };
  }

  private byVisitor(purpose: LimitPurpose, visitor: Visitor): LimitRequest {
    return this.request(purpose, visitor.subject, visitor.sessionless ? SESSIONLESS_ADDRESS_SHARE : 1);
  }

  private async consumeAll(requests: LimitRequest[]): Promise<void> {
    if (!this.enabled || requests.length === 0) return;
    const decisions = await this.reach(() => consumeLimits({ limits: this.settings.store, now: this.settings.now() }, requests));
    const refusal = firstRefusal(decisions);
    if (refusal) throw refusal;
  }

  private async checkAll(requests: LimitRequest[]): Promise<void> {
    if (!this.enabled || requests.length === 0) return;
    const decisions = await this.reach(() => checkLimits({ limits: this.settings.store, now: this.settings.now() }, requests));
    const refusal = firstRefusal(decisions);
    if (refusal) throw refusal;
  }

  /** A limit protects the store; counters out of reach must not take it down, so the call goes on uncounted. */
  private async reach(decide: () => Promise<LimitDecision[]>): Promise<LimitDecision[]> {
    try {
      return await decide();
    } catch (error) {
      this.settings.onStoreError?.(error);
      return [];
    }
  }

  /**
   * One API call: the address's ceiling, the visitor's budget (its session's, or its address's calls without one),
   * and the route's own cost when it has one, all counted together.
   */
  async call(address: string, visitor: Visitor, cost?: LimitPurpose): Promise<void> {
    if (!this.enabled) return;
    const requests = [
      this.request(LIMIT_PURPOSE.address, `address:${address}`),
      this.request(visitor.sessionless ? LIMIT_PURPOSE.sessionless : LIMIT_PURPOSE.session, visitor.subject),
    ];
    if (cost) requests.push(this.byVisitor(cost, visitor));
    await this.consumeAll(requests);
  }

  /** A cost counted per visitor outside the plugin's hook (save-enrollment counts the tab's own). */
  async consumeByVisitor(purpose: LimitPurpose, visitor: Visitor): Promise<void> {
    if (!this.enabled) return;
    await this.consumeAll([this.byVisitor(purpose, visitor)]);
  }

  /** A cost counted per enrollment, contact or recipient by a service. */
  async consume(purpose: LimitPurpose, subject: string): Promise<void> {
    await this.consumeAll([this.request(purpose, subject)]);
  }

  /** Refuses when `subject` is past the limit already, counting nothing (counted once the work went through). */
  async check(purpose: LimitPurpose, subject: string): Promise<void> {
    await this.checkAll([this.request(purpose, subject)]);
  }

  /** Before a lookup of a secret: refused when this visitor, or the secret's subject, has guessed wrong too often. */
  async checkGuess(purpose: LimitPurpose, visitor: Visitor, secret: string | null): Promise<void> {
    if (!this.enabled) return;
    await this.checkAll(this.guessRequests(purpose, visitor, secret));
  }

  /** A wrong guess: counted against the visitor and against the secret's subject when the guess names one. */
  async countMiss(purpose: LimitPurpose, visitor: Visitor, secret: string | null): Promise<void> {
    if (!this.enabled) return;
    const requests = this.guessRequests(purpose, visitor, secret);
    await this.reach(() => consumeLimits({ limits: this.settings.store, now: this.settings.now() }, requests));
  }

  private guessRequests(purpose: LimitPurpose, visitor: Visitor, secret: string | null): LimitRequest[] {
    const requests = [this.byVisitor(purpose, visitor)];
    if (secret !== null) requests.push(this.request(purpose, `secret:${secret}`));
    return requests;
  }
}
