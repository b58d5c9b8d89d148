import type { CarrierFileFormat } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import { DEFAULT_CARRIER_FILE_SETTLE_SECONDS } from '../../config.js';
import type { Db } from '../../db/client.js';
import { markChangesReported, pendingCoverageChanges, readCompletedEnrollments } from '../enrollment/index.js';
import type { FieldCipher } from '../shared/field-encryption.js';
import { carrierFileContent } from './carrier-file-content.js';
import { fileNameOf } from './carrier-config.js';
import { writeCarrierCsv } from './carrier-csv-writer.js';
import {
  findCarrierConfig,
  findCarrierFile,
  findCarrierFileByJobKey,
  insertCarrierFile,
  lastCarrierFile,
  nextControlNumber,
  planIdsOfCarrier,
  type CarrierFileRow,
} from './carrier-files.repository.js';
import { write834 } from './x12-834-writer.js';

/** Who asked for a file: the console, the command line or the daily job. */
export type CarrierFileMaker = 'console' | 'command' | 'job';

export interface MakeCarrierFileOptions {
  format: CarrierFileFormat;
  now: Date;
  madeBy: CarrierFileMaker;
  /** Only enrollments completed from this instant: overrides the carrier's mode (a changes file from that date). */
  since?: Date | null;
  /** The daily job's slot: a second run of the same slot answers the file the first made. */
  jobKey?: string;
  /** How old a completion must be for a changes file to send it (CARRIER_FILE_SETTLE_SECONDS); CHANGES_SETTLE_MS unless set. */
  settleMs?: number;
}

export interface MadeCarrierFile {
  file: Omit<CarrierFileRow, 'content'>;
  /** The file's text (the stored copy is encrypted). */
  text: string;
}

/** The associated data a file's content is encrypted under: it decrypts only as that file of that carrier. */
/** The advisory lock class of a carrier's file making (any constant; the catalog's is 731_002). */
const CARRIER_FILE_LOCK = 731_075;
/** How old a completion must be for a changes file to send it (see makeCarrierFile): CARRIER_FILE_SETTLE_SECONDS' default. */
export const CHANGES_SETTLE_MS = DEFAULT_CARRIER_FILE_SETTLE_SECONDS * 1000;

const contentContext = (carrierKey: string, fileName: string) => `carrier-file:${carrierKey}:${fileName}`;

/**
 * Makes one carrier's file (issue 25 item 2) from the completed enrollments' signed records: a full file holds every
 * completed enrollment with a plan of the carrier, a changes file those completed after the carrier's last file of
 * the format (or from `since`), then the coverage changes not yet sent to the carrier (decision 0086), each once.
 * Only the carrier's own plans are in it. The file is kept, encrypted, with its counts,
 * and its control number comes from a database sequence, so none ever repeats. Null for a carrier the catalog lacks.
 */
export async function makeCarrierFile(db: Db, cipher: FieldCipher, carrierKey: string, options: MakeCarrierFileOptions): Promise<MadeCarrierFile | null> {
  if (options.jobKey) {
    const earlier = await findCarrierFileByJobKey(db, options.jobKey);
    if (earlier) return { file: withoutContent(earlier), text: openCarrierFile(cipher, earlier) };
  }
  const config = await findCarrierConfig(db, carrierKey);
  if (!config) return null;
  const mode = options.since ? 'changes' : config.mode;
  // One file of a carrier and format at a time (the daily job beside a click in the console, two replicas): the second
  // waits, then reads the first's window, so no enrollment is sent twice as an addition.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CARRIER_FILE_LOCK}, hashtext(${`${carrierKey}:${options.format}`}))`);
    const previous = mode === 'changes' && !options.since ? await lastCarrierFile(tx, carrierKey, options.format) : null;
    const since = options.since ?? previous?.through ?? null;
    // A changes file reads completions a few minutes old at least: completed_at is when a completion began, and one
    // that began before the newest one read but committed after this file would otherwise fall behind its window.
    const until = new Date(options.now.getTime() - (options.settleMs ?? CHANGES_SETTLE_MS));
    // Coverage changes (decision 0086): those of enrollments the carrier received in an earlier file go in as 001/024
    // loops; those of enrollments in this file are in their additions' current values; the rest wait for theirs.
    // Read before the window's enrollments (each statement sees what was committed when it began): a change committed
    // in between is in the additions but not in `pending`, so it is sent again next time, never marked without being sent.
    const pending = await pendingCoverageChanges(tx, cipher, carrierKey, options.format);
    const enrollments = await readCompletedEnrollments(tx, cipher, options.since ? { from: options.since } : mode === 'changes' ? { after: since, until } : {});
    const reportedEarlier = (e: { completedAt: Date }) =>
      options.since ? e.completedAt < options.since : mode === 'changes' && since !== null && e.completedAt <= since;
    const content = carrierFileContent(enrollments, await planIdsOfCarrier(tx, carrierKey), { pending, reportedEarlier });
    // The next changes file starts after the newest completion read, not at "now": one committed while this ran is not skipped.
    const through = enrollments.reduce<Date>((latest, e) => (e.completedAt > latest ? e.completedAt : latest), previous?.through ?? options.since ?? new Date(0));

    const control = await nextControlNumber(tx);
    const text = options.format === '834' ? write834(config, content, { control, at: options.now, mode }) : writeCarrierCsv(config, content);
    const fileName = fileNameOf(config, options.now, control, options.format === '834' ? 'x12' : 'csv');
    const stored = await insertCarrierFile(tx, {
      carrierKey,
      format: options.format,
      fileName,
      controlNumber: control,
      mode,
      since: mode === 'changes' ? since : null,
      through,
      enrollmentCount: content.enrollmentCount,
      memberCount: content.members.length,
      coverageCount: content.coverageCount,
      content: cipher.encrypt(text, contentContext(carrierKey, fileName)),
      madeBy: options.madeBy,
      jobKey: options.jobKey ?? null,
      createdAt: options.now,
    });
    // In the file's transaction: a change is in each carrier's files of a format once.
    await markChangesReported(tx, content.changeIds, { id: stored.id, carrierKey, format: options.format });
    await markChangesReported(tx, content.notApplicableIds, { id: null, carrierKey, format: options.format });
    return { file: withoutContent(stored), text };
  });
}

function withoutContent(row: CarrierFileRow): Omit<CarrierFileRow, 'content'> {
  const { content: _content, ...rest } = row;
  return rest;
}

/** A kept file's text, decrypted. */
export const openCarrierFile = (cipher: FieldCipher, row: CarrierFileRow) => cipher.decrypt(row.content, contentContext(row.carrierKey, row.fileName));

/** A kept file and its text, for a download; null when there is no such file. */
export async function readCarrierFile(db: Db, cipher: FieldCipher, id: number): Promise<{ file: Omit<CarrierFileRow, 'content'>; text: string } | null> {
  const row = await findCarrierFile(db, id);
  return row ? { file: withoutContent(row), text: openCarrierFile(cipher, row) } : null;
}
