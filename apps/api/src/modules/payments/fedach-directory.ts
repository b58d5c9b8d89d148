import { passesAbaChecksum } from '@benefit-store/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bankDirectory } from '../../db/schema/index.js';

/**
 * The Federal Reserve's FedACH directory file (fedachdir.txt): one fixed-width record of 155 characters per
 * institution. Positions (1-based) as the Federal Reserve publishes them: routing number 1-9, office code 10,
 * servicing FRB number 11-19, record type code 20 (0 a Federal Reserve Bank, 1 send to this number, 2 send to the
 * new routing number), change date 21-26, new routing number 27-35, customer name 36-71, address 72-107,
 * city 108-127, state 128-129, zip 130-134 (+4 135-138), telephone 139-148, status 149, data view 150, filler 151-155.
 */
export interface FedAchRecord {
  routingNumber: string;
  name: string;
  city: string;
  state: string;
  newRoutingNumber: string | null;
}

export const FEDACH_RECORD_LENGTH = 155;

/** One record, or null for a line that is not one (blank, short, a routing number failing the ABA checksum). */
export function parseFedAchLine(line: string): FedAchRecord | null {
  const text = line.replace(/\r$/, '');
  if (text.trim() === '' || text.length < 129) return null;
  const field = (from: number, to: number) => text.slice(from - 1, to).trim();
  const routingNumber = field(1, 9);
  const name = field(36, 71).replace(/\s+/g, ' ').toUpperCase();
  if (!passesAbaChecksum(routingNumber) || name === '') return null;
  const recordType = field(20, 20);
  const newRouting = field(27, 35);
  return {
    routingNumber,
    name,
    city: field(108, 127),
    state: field(128, 129),
    newRoutingNumber: recordType === '2' && passesAbaChecksum(newRouting) ? newRouting : null,
  };
}

/** Every record of a directory file; `skipped` counts the lines that were not records (blank lines aside). */
export function parseFedAchDirectory(text: string): { records: FedAchRecord[]; skipped: number } {
  const records: FedAchRecord[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const record = parseFedAchLine(line);
    if (record) records.push(record);
    else skipped++;
  }
  return { records, skipped };
}

const BATCH = 500;

/** Upserts a directory file's records into bank_directory (a later file replaces a bank's name, city and state). */
export async function importFedAchDirectory(db: Db, text: string): Promise<{ imported: number; skipped: number }> {
  const { records, skipped } = parseFedAchDirectory(text);
  for (let i = 0; i < records.length; i += BATCH) {
    await db
      .insert(bankDirectory)
      .values(records.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: bankDirectory.routingNumber,
        set: { name: sql`excluded.name`, city: sql`excluded.city`, state: sql`excluded.state`, newRoutingNumber: sql`excluded.new_routing_number`, updatedAt: sql`now()` },
      });
  }
  return { imported: records.length, skipped };
}
