import { ENROLLMENT_COLUMNS, type EnrollmentColumn } from '@benefit-store/domain';
import { z } from 'zod';
import type { RequestContext } from '../shared/request-context.js';
import type { EnrollmentRow } from '../enrollment-record/index.js';
import { withholdsMemberRecord } from './member-link.js';

/**
 * GET get-enrollment-temp-info, one reader per column: where the value is read from, its response schema, and what
 * an enrollment opened from a member store link answers instead (the member record's private fields withheld).
 * Object schemas are strict, so the route's union of every column's schema cannot mistake one column for another.
 */
export interface ColumnReader<S extends z.core.$ZodType = z.core.$ZodType> {
  schema: S;
  /** Columns of the enrollment row answer at once; a wizard step's column reads what the step saved (ctx.db, ctx.cipher). */
  read(row: EnrollmentRow, ctx: RequestContext): z.input<S> | Promise<z.input<S>>;
  /** For member-store enrollments: the value without what the member's record revealed (none: answered as is). */
  forMemberLink?(value: z.input<S>): z.input<S>;
}

/**
 * One reader per column, registered once when the app is built: the enrollment row's own columns by
 * temp-info-columns.ts, a wizard step's column by the step's routes plugin (`app.tempInfoColumns.register`), as its
 * loader is. The step owns how its saved data reads back; this list imports none of them.
 */
export class TempInfoColumnRegistry {
  private readonly readers = new Map<EnrollmentColumn, ColumnReader>();
  private sealed = false;

  register<S extends z.core.$ZodType>(column: EnrollmentColumn, reader: ColumnReader<S>): void {
    if (this.sealed) throw new Error(`temp-info column ${column} is registered after get-enrollment-temp-info was built`);
    if (this.readers.has(column)) throw new Error(`temp-info column ${column} is registered twice`);
    this.readers.set(column, reader as ColumnReader);
  }

  readerFor(column: EnrollmentColumn): ColumnReader {
    const reader = this.readers.get(column);
    if (!reader) throw new Error(`temp-info column ${column} has no reader`);
    return reader;
  }

  /**
   * Every column's answer: the route's response schema (and the OpenAPI document's). Built once, after every step
   * registered (temp-info.routes.ts is registered after the steps' plugins); a column without a reader stops the start.
   */
  answerSchema(): z.ZodType {
    const missing = ENROLLMENT_COLUMNS.filter((column) => !this.readers.has(column));
    if (missing.length > 0) throw new Error(`temp-info columns without a reader: ${missing.join(', ')}`);
    this.sealed = true;
    const schemas = ENROLLMENT_COLUMNS.map((column) => this.readerFor(column).schema);
    return z.object({ result: z.union(schemas as unknown as [z.core.$ZodType, z.core.$ZodType, ...z.core.$ZodType[]]) });
  }
}

/** One column's value for this enrollment, member-link withholding applied, checked against the column's schema. */
export async function readColumn(ctx: RequestContext, columns: TempInfoColumnRegistry, row: EnrollmentRow, column: EnrollmentColumn): Promise<unknown> {
  const columnReader = columns.readerFor(column);
  const value = await columnReader.read(row, ctx);
  const shown = withholdsMemberRecord(row) && columnReader.forMemberLink ? columnReader.forMemberLink(value) : value;
  // Checked here, so a reader that drifts from its schema fails loudly instead of answering something undocumented.
  return z.parse(columnReader.schema, shown ?? null);
}
