import * as z from 'zod/mini';
import { TIERS } from '../catalog/tiers.js';

/**
 * get-enrollment-temp-info's filter_info. dob, zip and gender are null for a member-store enrollment: they come from
 * the member's record, and the link (a URL that can be forwarded or leak) must not reveal them.
 */
export const FilterInfoAnswerSchema = z.strictObject({
  dob: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  state: z.string(),
  tier: z.enum(TIERS),
  gender: z.nullable(z.union([z.literal(0), z.literal(1)])),
  is_smoker: z.nullable(z.union([z.literal(0), z.literal(1)])),
  category: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
});

const text = z.nullable(z.string());

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
  annual_incode: z.nullable(z.int()),
  working_hours: z.nullable(z.number()),
};
export type TempInfoRowColumn = keyof typeof TEMP_INFO_ROW_COLUMNS;

export type TempInfoRowValue<C extends TempInfoRowColumn> = z.output<(typeof TEMP_INFO_ROW_COLUMNS)[C]>;

/** get-enrollment-temp-info's answer for one of those columns: `{ result }`. */
export function tempInfoAnswerSchema<C extends TempInfoRowColumn>(column: C): z.ZodMiniType<{ result: TempInfoRowValue<C> }> {
  // TypeScript cannot follow a generic index into the map of schemas; the schema is exactly the column's.
  return z.object({ result: TEMP_INFO_ROW_COLUMNS[column] }) as unknown as z.ZodMiniType<{ result: TempInfoRowValue<C> }>;
}
