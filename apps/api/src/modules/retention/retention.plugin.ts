import { RETENTION_SWEEP_MINUTES } from '@benefit-store/domain';
import fp from 'fastify-plugin';
import { retentionCutoffs } from './retention-policy.js';
import { sweepRetention, type RetentionSweep } from './retention-sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the retention job at `now` (the app's clock by default): what the scheduled job runs; tests call it. */
    sweepRetention(now?: Date): Promise<RetentionSweep>;
  }
}

/**
 * Personal data kept only as long as needed (issue 28 item 4; decision 0074): the retention job, periodic work on the
 * job runner (one replica per time slot, only on a started server), with the periods of the configuration.
 */
export default fp(
  async (app) => {
    const sweep = async (now: Date = app.clock.now()) => {
      const result = await sweepRetention(app.database.db, now, retentionCutoffs(app.config, now));
      // Counts only: never an id or an address.
      if (Object.values(result).some((n) => n > 0)) app.log.info({ retention: result }, 'retention job removed personal data');
      return result;
    };
    app.decorate('sweepRetention', sweep);
    app.jobs.every('retention.sweep', RETENTION_SWEEP_MINUTES * 60_000, (now) => sweep(now));
  },
  { name: 'retention', dependencies: ['config', 'db', 'jobs'] },
);
