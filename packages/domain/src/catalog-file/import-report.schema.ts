import { z } from 'zod';

/** One refusal of an import, located by its file and a CSV line or a JSON path (e.g. plans[3].rates[0].priceCents). */
export const ImportErrorSchema = z.object({ file: z.string(), line: z.number().int().nullable(), path: z.string().nullable(), message: z.string() });
export type ImportError = z.output<typeof ImportErrorSchema>;

/** What an import changes (or would change, on a dry run), per entity kind present in the files. */
export const ImportEntityChangesSchema = z.object({
  entity: z.string(),
  added: z.array(z.string()),
  changed: z.array(z.string()),
  removed: z.array(z.string()),
  /** Removed from the files but kept out of sight: a plan still in a cart, quote, enrollment or policy. */
  retired: z.array(z.string()),
});
export type ImportEntityChanges = z.output<typeof ImportEntityChangesSchema>;

/** One rating cell's price: old null = a new cell, new null = a removed cell. */
export const RateChangeSchema = z.object({ plan: z.string(), cell: z.string(), old_cents: z.number().int().nullable(), new_cents: z.number().int().nullable() });
export type RateChange = z.output<typeof RateChangeSchema>;

/** The answer of a catalog import, dry run or not (the command line prints it, the console's upload shows it). */
export const ImportReportSchema = z.object({
  dry_run: z.boolean(),
  /** True only when written. */
  applied: z.boolean(),
  errors: z.array(ImportErrorSchema),
  entities: z.array(ImportEntityChangesSchema),
  rate_changes: z.array(RateChangeSchema),
  totals: z.object({ added: z.number().int(), changed: z.number().int(), removed: z.number().int() }),
});
export type ImportReport = z.output<typeof ImportReportSchema>;

/** A catalog or people document, or a rates CSV, as text: what the import reads and the export writes. */
export const CatalogFileSchema = z.object({ name: z.string().min(1).max(255), text: z.string() });
export type CatalogFile = z.output<typeof CatalogFileSchema>;

/** POST /api/v1/admin/catalog/import. */
export const CatalogImportRequestSchema = z.object({ dry_run: z.boolean(), files: z.array(CatalogFileSchema).min(1).max(1000) });
export type CatalogImportRequest = z.output<typeof CatalogImportRequestSchema>;

/** GET /api/v1/admin/catalog/export. */
export const CatalogExportSchema = z.object({ files: z.array(CatalogFileSchema) });
export type CatalogExport = z.output<typeof CatalogExportSchema>;
