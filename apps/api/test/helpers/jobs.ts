import type { FastifyInstance } from 'fastify';

/**
 * Runs the app's due jobs until none is left, as a started server does right after a write request (the runner is
 * woken): e.g. the receipt e-mail with its PDF, built after the completion committed.
 */
export async function runDueJobs(app: FastifyInstance): Promise<void> {
  while ((await app.jobs.runOnce()).claimed > 0);
}
