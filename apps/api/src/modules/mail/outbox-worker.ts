import { randomBytes } from 'node:crypto';
import type { MessageChannel } from '@benefit-store/domain';
import type { Db } from '../../db/client.js';
import { claimDueMessages, markSent, releaseAfterFailure, renewClaim } from './outbox.repository.js';
import { nextAttemptAt } from './retry-delay.js';
import type { TransportsByChannel } from './transports.js';

interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  /** Messages claimed per round (few: a crash strands at most these until their lease runs out). */
  batchSize?: number;
  /** How long a claim holds a message; renewed right before each send, and longer than one send may take (SMTP_TIMEOUT_MS). */
  leaseMs?: number;
  /** Idle polling starts at this interval and doubles up to idleMaxMs while there is nothing to send. */
  idleMinMs?: number;
  idleMaxMs?: number;
  maxAttempts?: number;
  clock?: () => Date;
  log?: WorkerLog;
}

export interface RoundResult {
  claimed: number;
  sent: number;
  failed: number;
}

const silent: WorkerLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Few messages per round and a short lease: a crashed worker delays its claimed mail by seconds, not minutes. */
export const OUTBOX_BATCH_SIZE = 5;
export const OUTBOX_LEASE_MS = 30_000;

/**
 * Delivers the outbox. Each round claims a few due messages (its own short statement); for each one it renews the
 * claim, sends, and marks it sent in its own statement right after that send, before the next one starts. A crash
 * after the business commit loses nothing (the row is pending); a crash during a send leaves the row claimed until
 * its lease (about 30 s) runs out, after which another round retries it with the same idempotency key, which is the
 * e-mail's Message-ID, so a provider that honours it drops the repeat. A failed send goes back to pending with an
 * exponential backoff.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly idleMinMs: number;
  private readonly idleMaxMs: number;
  private readonly maxAttempts: number | undefined;
  private readonly clock: () => Date;
  private readonly log: WorkerLog;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  private idleMs: number;
  /** A wake() that came while a round was running: the next round starts at once. */
  private woken = false;
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly transports: TransportsByChannel,
    options: OutboxWorkerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? OUTBOX_BATCH_SIZE;
    this.leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
    this.idleMinMs = options.idleMinMs ?? 1_000;
    this.idleMaxMs = options.idleMaxMs ?? 15_000;
    this.maxAttempts = options.maxAttempts;
    this.clock = options.clock ?? (() => new Date());
    this.log = options.log ?? silent;
    this.idleMs = this.idleMinMs;
  }

  /** One round: claim what is due and try to send it. */
  async runOnce(): Promise<RoundResult> {
    const claimToken = randomBytes(12).toString('base64url');
    const claimed = await claimDueMessages(this.db, claimToken, this.clock(), this.leaseMs, this.batchSize);
    const result: RoundResult = { claimed: claimed.length, sent: 0, failed: 0 };
    for (const message of claimed) {
      const transport = this.transports[message.channel as MessageChannel];
      try {
        if (!transport) throw new Error(`No transport is configured for ${message.channel} messages`);
        // The lease counts from this send, not from the claim: earlier sends of the round may have been slow.
        if (!(await renewClaim(this.db, message.id, claimToken, this.clock(), this.leaseMs))) {
          this.log.warn({ messageId: message.id }, 'outbox claim lost before the message was sent');
          continue;
        }
        const { providerMessageId } = await transport.send(message);
        const marked = await markSent(this.db, message.id, claimToken, providerMessageId, this.clock());
        if (marked) result.sent += 1;
        else this.log.warn({ messageId: message.id }, 'outbox claim lost before the message was marked sent');
      } catch (err) {
        result.failed += 1;
        const retryAt = nextAttemptAt(message.attempts, this.clock(), this.maxAttempts);
        const reason = err instanceof Error ? err.message : String(err);
        await releaseAfterFailure(this.db, message.id, claimToken, reason, retryAt);
        this.log.warn({ messageId: message.id, attempts: message.attempts, retryAt, reason }, 'outbox send failed');
      }
    }
    return result;
  }

  /** Starts polling: immediately, then with a backoff while idle. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling and waits for the round in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current.catch(() => undefined);
    for (const transport of Object.values(this.transports)) transport?.close?.();
  }

  /** Something was just written: poll now rather than at the end of the idle wait. */
  wake(): void {
    if (!this.running) return;
    this.idleMs = this.idleMinMs;
    if (this.timer) {
      clearTimeout(this.timer);
      this.schedule(0);
    } else {
      this.woken = true;
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.current = this.tick();
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.woken = false;
    let busy = false;
    try {
      const round = await this.runOnce();
      busy = round.claimed > 0;
    } catch (err) {
      this.log.error({ err }, 'outbox round failed');
    }
    if (!this.running) return;
    // Work found: look again at once (there may be more). Nothing: wait longer each time, up to idleMaxMs.
    const now = busy || this.woken;
    this.idleMs = now ? this.idleMinMs : Math.min(this.idleMs * 2, this.idleMaxMs);
    this.schedule(now ? 0 : this.idleMs);
  }
}
