import type { FastifyInstance } from 'fastify';

/** After the grace period has cut the connections, how long the rest of the stop (the pool, the job) may take. */
const AFTER_GRACE_MS = 5_000;

/**
 * The stop on SIGTERM/SIGINT (decision 0073), in this order:
 * 1. readiness answers 503 (app.beginStop), and every answer from now on closes its connection;
 * 2. the listening socket closes: no new connection, idle kept-alive ones end now;
 * 3. app.close(): the job runner stops claiming, lets the job in progress finish and hands the round's unstarted
 *    jobs back (modules/jobs: attempt not counted); the requests in flight finish; then the onClose hooks close the
 *    rate-limit counters, the notice listener and the pool (or PGlite, flushing it to disk);
 * 4. exit 0.
 * Requests still running after `graceMs` have their connections cut; the stop then gets AFTER_GRACE_MS more, and
 * exits 1 either way, so an operator sees that a stop was not clean. A second signal changes nothing.
 */
export function stopGracefully(app: FastifyInstance, graceMs: number, exit: (code: number) => void = (code) => process.exit(code)): (signal: NodeJS.Signals) => void {
  let started = false;
  return (signal) => {
    if (started) return;
    started = true;
    app.beginStop();
    // Its own callback is not needed: app.close() below waits for the same 'close' (every connection ended).
    app.server.close();
    // Told once the listening socket is closed: whoever reads it can count on new connections being refused.
    app.log.info({ signal, graceMs }, 'stopping: no new connections, requests in flight may finish');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, 'stopping: the grace period ran out, cutting the connections still open');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('stopping: the stop did not end after the grace period; exiting');
        exit(1);
      }, AFTER_GRACE_MS).unref();
    }, graceMs);
    grace.unref();
    app.close().then(
      () => {
        clearTimeout(grace);
        app.log.info({ clean: !cut }, 'stopped');
        exit(cut ? 1 : 0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'the stop failed');
        exit(1);
      },
    );
  };
}
