import * as z from 'zod/mini';

/* The lead calls' answers, on zod/mini: the location banner checks them on the first page (what the calls take: lead.schema.ts). */

export const LeadStatusSchema = z.object({
  device_id: z.string(),
  /** True once this device has answered the location banner (it is then not shown again). */
  is_known: z.boolean(),
});
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

export const NearestZipSchema = z.object({ zip: z.string(), city: z.string(), state_abbreviation: z.string(), distance_miles: z.number() });
export type NearestZip = z.infer<typeof NearestZipSchema>;
