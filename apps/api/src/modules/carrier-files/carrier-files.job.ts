import type { Db } from '../../db/client.js';
import { enqueueJob, type JobKind } from '../jobs/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import { ymd } from './carrier-config.js';
import { listCarrierConfigs } from './carrier-files.repository.js';
import { makeCarrierFile } from './carrier-file.service.js';

export const CARRIER_FILE_JOB = 'carrier-files.make';
export const CARRIER_FILES_DAILY = 'carrier-files.daily';
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One carrier's daily 834, in its configured mode. The job's key names the carrier and the day, and the file keeps
 * it (carrier_files.job_key): a job run twice (a lost lease, a retry) makes one file.
 */
export const carrierFileJob = (cipher: FieldCipher, settleMs?: number): JobKind => ({
  kind: CARRIER_FILE_JOB,
  maxAttempts: 5,
  async run(job, run) {
    const carrier = typeof job.payload?.carrier === 'string' ? job.payload.carrier : null;
    if (!carrier) return;
    await run.renew();
    await makeCarrierFile(run.db, cipher, carrier, { format: '834', now: run.now(), madeBy: 'job', jobKey: job.key, ...(settleMs === undefined ? {} : { settleMs }) });
  },
});

/** The daily slot's work: one job per carrier of the catalog, each on its own (one carrier's failure retries alone). */
export async function queueDailyCarrierFiles(db: Db, now: Date): Promise<number> {
  const carriers = await listCarrierConfigs(db);
  for (const c of carriers) {
    await enqueueJob(db, { kind: CARRIER_FILE_JOB, key: `${CARRIER_FILE_JOB}:${c.carrierKey}@${ymd(now)}`, payload: { carrier: c.carrierKey } });
  }
  return carriers.length;
}
