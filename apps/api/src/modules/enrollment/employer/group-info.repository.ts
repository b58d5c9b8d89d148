import type { GroupInfo } from '@benefit-store/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { groups } from '../../../db/schema/index.js';

/**
 * get-group-info: the enrollment's employer group as general_info (group_name, group_phone) and address_information
 * (address1, city, state, zip), spec 001 section 3; null when the enrollment names no group.
 */
export async function groupInfoOf(db: Db, groupId: number | null): Promise<GroupInfo | null> {
  if (groupId === null) return null;
  const rows = await db
    .select({ name: groups.name, phone: groups.displayPhone, address: groups.address })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    general_info: { group_name: row.name, group_phone: row.phone },
    address_information: { address1: row.address.address1, city: row.address.city, state: row.address.state, zip: row.address.zip },
  };
}
