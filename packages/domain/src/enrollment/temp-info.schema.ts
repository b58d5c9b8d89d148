import { z } from 'zod';
import { TIERS } from '../catalog/tiers.js';

/**
 * get-enrollment-temp-info's filter_info. dob, zip and gender are null for a member-store enrollment: they come from
 * the member's record, and the link (a URL that can be forwarded or leak) must not reveal them.
 */
export const FilterInfoAnswerSchema = z.strictObject({
  dob: z.string().nullable(),
  zip: z.string().nullable(),
  state: z.string(),
  tier: z.enum(TIERS),
  gender: z.union([z.literal(0), z.literal(1)]).nullable(),
  is_smoker: z.union([z.literal(0), z.literal(1)]).nullable(),
  category: z.string().nullable(),
  user_id: z.number().int().nullable(),
});

const text = z.string().nullable();

/**
 * The answer of get-enrollment-temp-info for the columns of the enrollment row the web reads; the route's own schema is
 * the union of every column's (the API's column readers), each column's value checked against its own.
 */
export const TEMP_INFO_ROW_COLUMNS = {
  filter_info: FilterInfoAnswerSchema,
  type: text,
  eprocess: text,
  /** MM/DD/YYYY. */
  effective_date: text,
  annual_incode: z.number().int().nullable(),
  working_hours: z.number().nullable(),
};
export type TempInfoRowColumn = keyof typeof TEMP_INFO_ROW_COLUMNS;

export type TempInfoRowValue<C extends TempInfoRowColumn> = z.output<(typeof TEMP_INFO_ROW_COLUMNS)[C]>;

/** get-enrollment-temp-info's answer for one of those columns: `{ result }`. */
export function tempInfoAnswerSchema<C extends TempInfoRowColumn>(column: C): z.ZodType<{ result: TempInfoRowValue<C> }> {
  // TypeScript cannot follow a generic index into the map of schemas; the schema is exactly the column's.
  return z.object({ result: TEMP_INFO_ROW_COLUMNS[column] }) as unknown as z.ZodType<{ result: TempInfoRowValue<C> }>;
}
