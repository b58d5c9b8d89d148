import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { ADDRESS_SHARE, GUESS_ADDRESS_SHARE } from '@benefit-store/domain';
import { checkLimits, consumeLimits, firstRefusal, reserveLimits, type LimitRequest } from './consume-limit.js';
import { LIMIT_PURPOSE, LIMITS, type LimitPurpose } from './limit-purposes.js';
import type { LimitStore, LimitWindow } from './limit-store.js';

/**
 * Who a call counts against: its visitor session when it has one, and always its client address (`address`), which
 * everyone behind it shares (an office): a limit meant for one visitor is allowed ADDRESS_SHARE times over to the
 * address, the backstop for a caller who starts a new session for every try. The session's id is kept only as a
 * hash: the counters are no place for a bearer token. The cookie is not looked up in the database, which is why the
 * address backstop is there.
 */
export interface Visitor {
  subject: string;
  /** The client address as counted (an IPv6 address by its /64, which one subscriber holds whole). */
  address: string;
  sessionless: boolean;
}

/**
 * The part of a client address that names one subscriber: an IPv4 address whole (also when IPv4-mapped), an IPv6
 * address by its first 64 bits, since one line is given a whole /64 to rotate through.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

export function visitorOf(sessionId: string | null, ip: string): Visitor {
  const address = addressKey(ip);
  if (sessionId) return { subject: `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 22)}`, address, sessionless: false };
  return { subject: `address:${address}`, address, sessionless: true };
}

/** A counter subject for an e-mail address that does not carry the address itself (counters are not secret). */
export const emailLimitSubject = (email: string) => `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;

/** A guess's slot, taken before the lookup and given back when the answer was not a miss. */
export interface GuessSlot {
  windows: LimitWindow[];
}

export interface LimiterSettings {
  /** The counters; with Redis, a FailoverLimitStore that counts in this process while Redis is out of reach. */
  store: LimitStore;
  now: () => Date;
  /** RATE_LIMIT_MAX: every API call of one client address in a minute; 0 turns every limit off (benchmarks). */
  addressMax: number;
  /** Other limits than the table's, by purpose (tests). */
  overrides?: Partial<Record<string, { max?: number; windowSeconds?: number }>>;
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

  private get ctx() {
    return { limits: this.settings.store, now: this.settings.now() };
  }

  private request(purpose: LimitPurpose, subject: string, share = 1): LimitRequest {
    const own = this.settings.overrides?.[purpose] ?? {};
    const max = purpose === LIMIT_PURPOSE.address ? this.settings.addressMax : (own.max ?? LIMITS[purpose].max) * share;
    return { purpose, subject, max, windowSeconds: own.windowSeconds ?? LIMITS[purpose].windowSeconds };
  }

  /**
   * A visitor's limit: against its session (when it has one) and, at `share` times, against its address (ADDRESS_SHARE
   * for costs, GUESS_ADDRESS_SHARE for wrong guesses).
   */
  private byVisitor(purpose: LimitPurpose, visitor: Visitor, share: number = ADDRESS_SHARE): LimitRequest[] {
    const address = this.request(purpose, `address:${visitor.address}`, share);
    return visitor.sessionless ? [address] : [this.request(purpose, visitor.subject), address];
  }

  private async consumeAll(requests: LimitRequest[]): Promise<void> {
    if (!this.enabled || requests.length === 0) return;
    const refusal = firstRefusal(await consumeLimits(this.ctx, requests));
    if (refusal) throw refusal;
  }

  /**
   * One API call: the address's ceiling, the session's budget when it has one (a call without one, such as the
   * first of a visit, counts only against the ceiling), and the route's own cost when it has one, all counted together.
   */
  async call(visitor: Visitor, cost?: LimitPurpose): Promise<void> {
    if (!this.enabled) return;
    const requests = [this.request(LIMIT_PURPOSE.address, `address:${visitor.address}`)];
    if (!visitor.sessionless) requests.push(this.request(LIMIT_PURPOSE.session, visitor.subject));
    if (cost) requests.push(...this.byVisitor(cost, visitor));
    await this.consumeAll(requests);
  }

  /** A cost counted per visitor (and its address) outside the plugin's hook (save-enrollment counts the tab's own). */
  async consumeByVisitor(purpose: LimitPurpose, visitor: Visitor): Promise<void> {
    // With the limits off (RATE_LIMIT_MAX=0) the plugin names no visitor: there is nothing to count.
    if (!this.enabled) return;
    await this.consumeAll(this.byVisitor(purpose, visitor));
  }

  /** A cost counted per enrollment, contact or recipient by a service. */
  async consume(purpose: LimitPurpose, subject: string): Promise<void> {
    await this.consumeAll([this.request(purpose, subject)]);
  }

  /** consume that answers whether the use was within the limit instead of refusing (work left undone, unsaid). */
  async allows(purpose: LimitPurpose, subject: string): Promise<boolean> {
    if (!this.enabled) return true;
    return firstRefusal(await consumeLimits(this.ctx, [this.request(purpose, subject)])) === null;
  }

  /** Refuses when `subject` is past the limit already, counting nothing (counted once the work went through). */
  async check(purpose: LimitPurpose, subject: string): Promise<void> {
    if (!this.enabled) return;
    const refusal = firstRefusal(await checkLimits(this.ctx, [this.request(purpose, subject)]));
    if (refusal) throw refusal;
  }

  /**
   * Before a lookup of a secret: takes a slot as if the guess were wrong, against the visitor, its address's share and
   * the secret's subject when the guess names one, so guesses sent at once cannot pass the limit together. Refused
   * (and nothing kept) when any of them is past the limit; null when limits are off.
   * `account`: the account the guess names whoever sends it (decision 0080): counted against this client and account
   * (its session and its address; past the limit that client is refused it), and against the account from everyone,
   * which is never refused by itself: past its limit each try waits a delay that doubles with every miss since.
   */
  async reserveGuess(purpose: LimitPurpose, visitor: Visitor, secret: string | null, account: string | null = null): Promise<GuessSlot | null> {
    if (!this.enabled) return null;
    const requests = this.byVisitor(purpose, visitor, GUESS_ADDRESS_SHARE);
    if (secret !== null) requests.push(this.request(purpose, `secret:${secret}`));
    const named = account === null ? null : `${purpose}:${account}`;
    if (named !== null) {
      requests.push(this.request(LIMIT_PURPOSE.accountGuessClient, `${named}|${visitor.subject}`));
      if (!visitor.sessionless) requests.push(this.request(LIMIT_PURPOSE.accountGuessClient, `${named}|address:${visitor.address}`));
      requests.push({ ...this.request(LIMIT_PURPOSE.accountGuess, named), max: Number.POSITIVE_INFINITY });
    }
    const { decisions, windows } = await reserveLimits(this.ctx, requests);
    let refusal = firstRefusal(decisions);
    if (!refusal && named !== null) {
      const beyond = decisions.at(-1)!.count - (this.request(LIMIT_PURPOSE.accountGuess, named).max ?? 0);
      // A client with no miss at this account yet (its session and its address: this try is its first) is not slowed:
      // the account's owner gets in however many others have failed; its try still counts toward its own limit.
      const clean = decisions.filter((d) => d.purpose === LIMIT_PURPOSE.accountGuessClient).every((d) => d.count === 1);
      if (beyond > 0 && !clean) {
        const paced = await reserveLimits(this.ctx, this.pace(named, beyond));
        windows.push(...paced.windows);
        refusal = firstRefusal(paced.decisions);
      }
    }
    if (refusal) {
      await this.settings.store.release(windows);
      throw refusal;
    }
    return { windows };
  }

  /**
   * The `beyond`-th try past an account's limit waits for a window of 2^(beyond-1) seconds (at most the account's
   * window) in which no try went through: each try is counted in the windows of every length 1, 2, 4 … seconds, and
   * only the length it must wait decides, so each miss doubles the wait and a try refused meanwhile counts nothing.
   */
  private pace(named: string, beyond: number): LimitRequest[] {
    const longest = this.request(LIMIT_PURPOSE.accountGuess, named).windowSeconds ?? 1;
    const wait = Math.min(2 ** Math.min(beyond - 1, 30), longest);
    const lengths: number[] = [];
    for (let length = 1; length < longest; length *= 2) lengths.push(length);
    lengths.push(longest);
    return lengths.map((length) => ({
      purpose: LIMIT_PURPOSE.accountGuess,
      subject: `pace:${length}:${named}`,
      max: length === wait || (length === longest && wait >= longest) ? 1 : Number.POSITIVE_INFINITY,
      windowSeconds: length,
    }));
  }

  /** The wrong guesses of one purpose counted against a visitor in the current window (its session's, else its address's). */
  async missesCounted(purpose: LimitPurpose, visitor: Visitor): Promise<number> {
    const request = visitor.sessionless ? this.request(purpose, `address:${visitor.address}`, GUESS_ADDRESS_SHARE) : this.request(purpose, visitor.subject);
    return (await checkLimits(this.ctx, [request]))[0]!.count;
  }

  /** The guess was no miss (the secret was right, or the call was refused for another reason): its slot is given back. */
  async releaseGuess(slot: GuessSlot): Promise<void> {
    await this.settings.store.release(slot.windows);
  }
}
