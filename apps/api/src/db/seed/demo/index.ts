import type { DemoData } from '../seed-types.js';
import { demoCatalog } from './catalog-files.js';
import { members } from './members.js';
import { memberSsnRecords, moreMembers } from './members-more.js';
import { purchases } from './purchases.js';
import { memberRecords } from './member-records/index.js';
import { FEDACH_SAMPLE } from './bank-directory.js';

/**
 * The demo data set loaded by load-demo-data.ts: the catalog and people from their files (apps/api/catalog/demo, the
 * import's format), members, purchases, their records and the bank directory from code (they are not catalog).
 */
export const demoData: DemoData = { ...demoCatalog, members: [...members, ...moreMembers], purchases, memberRecords: [...memberRecords, ...memberSsnRecords], bankDirectory: FEDACH_SAMPLE };
