/**
 * The one source of "now" for the server. The app owns a clock (BuildOptions.clock) and every request context
 * carries the instant its request started, so sessions, quotes, effective dates, the outbox, code expiry and
 * resend waits all agree, and tests move time by setting the clock instead of faking Date globally.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told otherwise: for tests. */
export class FixedClock implements Clock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
