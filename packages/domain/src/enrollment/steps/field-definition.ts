import { z } from 'zod';

/**
 * A form-field definition as the server sends it for each wizard step (get-form-fields-*; spec 001 section 3):
 * field_name, required, read_only, value, and on some forms error and message. The original server's flags are
 * 1/0 or booleans, so both are read. "Only fields flagged required are shown": the required flag is what shows a
 * field, and a shown field is validated; read_only shows it disabled with the server's value.
 */
export interface FieldDefinition {
  field_name: string;
  required: boolean | 0 | 1;
  read_only: boolean | 0 | 1;
  value?: unknown;
  error?: string | null;
  message?: string | null;
}

const flagSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]);

export const FieldDefinitionSchema = z.object({
  field_name: z.string().min(1).max(64),
  required: flagSchema,
  read_only: flagSchema,
  value: z.unknown().optional(),
  error: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
});

export const FieldDefinitionListSchema = z.array(FieldDefinitionSchema);

/**
 * How a step form treats one field:
 * - hidden: not shown, not validated, dropped from the payload;
 * - editable: shown and validated with the field's rules;
 * - readOnly: shown disabled; a value sent anyway must be well formed but is never required, and the server keeps
 *   the value it holds (gender and date of birth on the personal form come from the filter, not from this form).
 */
export type FieldMode = 'hidden' | 'editable' | 'readOnly';

const on = (flag: boolean | 0 | 1 | undefined) => flag === true || flag === 1;

/** The mode of `name` under `fields`; a field the server does not list is hidden. */
export function fieldMode(fields: readonly FieldDefinition[], name: string): FieldMode {
  const def = fields.find((f) => f.field_name === name);
  if (!def || !on(def.required)) return 'hidden';
  return on(def.read_only) ? 'readOnly' : 'editable';
}

/** True when the server flags `name` required (shown), whether or not it is read-only. */
export const isFieldShown = (fields: readonly FieldDefinition[], name: string) => fieldMode(fields, name) !== 'hidden';

/**
 * The definitions our own server hands out when no rule narrows them: every listed name shown and editable,
 * except the read-only ones. The rules that switch fields off (per plan, per site) work on this list as data.
 */
export function fieldDefinitions(names: readonly string[], readOnly: readonly string[] = []): FieldDefinition[] {
  return names.map((field_name) => ({ field_name, required: 1, read_only: readOnly.includes(field_name) ? 1 : 0 }));
}
