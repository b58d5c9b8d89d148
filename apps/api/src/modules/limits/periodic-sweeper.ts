import type { Clock } from '../shared/clock.js';

interface SweepLog {
  error(obj: object, msg: string): void;
}

/**
 * Runs `sweep` every `intervalMs` (expired rate-limit counters, expired sessions). Started with the server
 * (onListen) and stopped before the database closes; tests call the sweep functions directly.
 */
export class PeriodicSweeper {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly sweep: (now: Date) => Promise<unknown>,
    private readonly clock: Clock,
    private readonly intervalMs: number,
    private readonly log: SweepLog,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.current = this.sweep(this.clock.now()).catch((err: unknown) => this.log.error({ err }, 'sweep failed'));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }
}
