import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { findHeldEnrollmentWith } from './enrollment.repository.js';

describe('findHeldEnrollmentWith', () => {
  it("refuses a second query under a prepared statement's name, which would otherwise answer the first one's facts", async () => {
    // No database is reached: the name is checked before the statement is built (on this stand-in, building fails).
    const noDatabase = {} as Db;
    const first = () => sql<number>`1`;
    const second = () => sql<number>`2`;
    await expect(findHeldEnrollmentWith(noDatabase, 's', 'e', 'test_also_name', first)).rejects.not.toThrow(/another query/);
    await expect(findHeldEnrollmentWith(noDatabase, 's', 'e', 'test_also_name', second)).rejects.toThrow(
      "Prepared statement test_also_name is already another query's: give this one its own name.",
    );
    await expect(findHeldEnrollmentWith(noDatabase, 's', 'e', 'test_also_name', first)).rejects.not.toThrow(/another query/);
  });
});
