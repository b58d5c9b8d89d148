import { z } from 'zod';
import { CARRIER_FILE_FORMATS, CARRIER_FILE_MODES } from '../carrier-files/x12-834.js';
import { CONSOLE_CARRIER_MESSAGES } from './console-carriers.messages.js';

/** One carrier's file configuration as the console lists it (GET /api/v1/admin/carriers). */
export const CarrierConfigSchema = z.object({
  carrier_key: z.string(),
  carrier_name: z.string(),
  /** False: no configuration row yet, the defaults shown are used (docs/decisions/0075-carrier-files.md). */
  configured: z.boolean(),
  isa_sender: z.string(),
  isa_receiver: z.string(),
  isa_sender_qualifier: z.string(),
  isa_sender_id: z.string(),
  isa_receiver_qualifier: z.string(),
  isa_receiver_id: z.string(),
  sponsor_id: z.string(),
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

/** The X12 limits of the ids (ISA06/08: 15 characters, GS02/03: 15, N104: 80) and of the other fields. */
export const X12_ID_MAX = 15;
export const PARTY_ID_MAX = 80;
export const SPONSOR_NAME_MAX = 60;
export const FILE_NAME_PATTERN_MAX = 120;
/** X12 ids are 2 characters at least (GS02/GS03 have a minimum of 2; a 1-character id would break every 834 made). */
export const X12_ID_MIN = 2;
const idField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: CONSOLE_CARRIER_MESSAGES.fieldRequired })
    .min(X12_ID_MIN, { error: CONSOLE_CARRIER_MESSAGES.idTooShort({ min: X12_ID_MIN }) })
    .max(max, { error: CONSOLE_CARRIER_MESSAGES.idTooLong({ max }) })
    .regex(/^[A-Za-z0-9 ]+$/, { error: CONSOLE_CARRIER_MESSAGES.idCharacters })
    .transform((v) => v.toUpperCase());
const qualifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2}$/, { error: CONSOLE_CARRIER_MESSAGES.qualifierInvalid })
  .transform((v) => v.toUpperCase());

/** PUT /api/v1/admin/carriers/:carrier: the carrier's trading-partner settings, every field checked with its message. */
export const CarrierConfigInputSchema = z.object({
  isa_sender_qualifier: qualifier,
  isa_sender_id: idField(X12_ID_MAX),
  isa_receiver_qualifier: qualifier,
  isa_receiver_id: idField(X12_ID_MAX),
  gs_sender_id: idField(X12_ID_MAX),
  gs_receiver_id: idField(X12_ID_MAX),
  payer_id: idField(PARTY_ID_MAX),
  sponsor_name: z
    .string()
    .trim()
    .min(1, { error: CONSOLE_CARRIER_MESSAGES.fieldRequired })
    .max(SPONSOR_NAME_MAX, { error: CONSOLE_CARRIER_MESSAGES.idTooLong({ max: SPONSOR_NAME_MAX }) })
    .regex(/^[^*~:^\r\n]+$/, { error: CONSOLE_CARRIER_MESSAGES.nameCharacters }),
  sponsor_id: idField(PARTY_ID_MAX),
  file_name_pattern: z
    .string()
    .trim()
    .max(FILE_NAME_PATTERN_MAX, { error: CONSOLE_CARRIER_MESSAGES.idTooLong({ max: FILE_NAME_PATTERN_MAX }) })
    .regex(/^[A-Za-z0-9._{}-]+$/, { error: CONSOLE_CARRIER_MESSAGES.patternCharacters })
    .refine((v) => v.includes('{control}') || v.includes('{time}'), { error: CONSOLE_CARRIER_MESSAGES.patternNeedsControl }),
  mode: z.enum(CARRIER_FILE_MODES),
  usage: z.enum(['T', 'P']),
});
export type CarrierConfigInput = z.input<typeof CarrierConfigInputSchema>;
