import { z } from 'zod';
import { CARRIER_FILE_FORMATS, CARRIER_FILE_MODES } from '../carrier-files/x12-834.js';

/** One carrier's file configuration as the console lists it (GET /api/v1/admin/carriers). */
export const CarrierConfigSchema = z.object({
  carrier_key: z.string(),
  carrier_name: z.string(),
  /** False: no configuration row yet, the defaults shown are used (docs/decisions/0075-carrier-files.md). */
  configured: z.boolean(),
  isa_sender: z.string(),
  isa_receiver: z.string(),
  gs_sender: z.string(),
  gs_receiver: z.string(),
  payer_id: z.string(),
  sponsor_name: z.string(),
  file_name_pattern: z.string(),
  mode: z.enum(CARRIER_FILE_MODES),
  usage: z.enum(['T', 'P']),
  plan_count: z.number().int().min(0),
  last_file_at: z.string().nullable(),
});
export type CarrierConfigView = z.infer<typeof CarrierConfigSchema>;
export const CarrierConfigListSchema = z.object({ items: z.array(CarrierConfigSchema) });
export type CarrierConfigList = z.infer<typeof CarrierConfigListSchema>;

/** One file made for a carrier, with its counts (GET /api/v1/admin/carrier-files). Instants are ISO 8601. */
export const CarrierFileSchema = z.object({
  id: z.number().int(),
  carrier_key: z.string(),
  format: z.enum(CARRIER_FILE_FORMATS),
  file_name: z.string(),
  control_number: z.number().int().nullable(),
  mode: z.enum(CARRIER_FILE_MODES),
  since: z.string().nullable(),
  through: z.string(),
  enrollment_count: z.number().int(),
  member_count: z.number().int(),
  coverage_count: z.number().int(),
  made_by: z.string(),
  created_at: z.string(),
});
export type CarrierFileView = z.infer<typeof CarrierFileSchema>;
export const CarrierFileListSchema = z.object({ items: z.array(CarrierFileSchema) });
export type CarrierFileList = z.infer<typeof CarrierFileListSchema>;
export const CARRIER_FILES_LISTED = 100;

export const CarrierKeyParamsSchema = z.object({ carrier: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });
export const CarrierFileParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });

/** POST /api/v1/admin/carriers/:carrier/files: make the carrier's file now, in its configured mode. */
export const MakeCarrierFileSchema = z.object({ format: z.enum(CARRIER_FILE_FORMATS) });
export type MakeCarrierFileBody = z.infer<typeof MakeCarrierFileSchema>;
