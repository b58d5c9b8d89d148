import { z } from 'zod';
import { MESSAGES } from '../../messages.js';

/** Reports one error under a field of the step (the path the API answers as target_element). */
export type ReportFieldError = (field: string, message: string) => void;

export interface StepSchemaOptions<Data, Out> {
  /**
   * Rules across fields (prior coverage revealing its carrier and dates...). They read the raw input, because they
   * must run even when another field failed.
   */
  crossCheck?: (raw: Record<string, unknown>, report: ReportFieldError) => void;
  /** Shapes the valid result (drops fields a choice switched off). */
  finish?: (data: Data) => Out;
}

/**
 * A wizard step's payload schema: an object of field schemas plus rules across fields. Zod skips an object's own
 * refinements once any field failed with `abort` (every requiredText does), so a person would see the cross-field
 * errors only after fixing all the others; here both run on every parse, and a field that already has an error
 * gets no second one. Unknown keys are dropped, as with z.object.
 */
export function stepSchema<Shape extends z.ZodRawShape, Out = z.output<z.ZodObject<Shape>>>(
  shape: Shape,
  options: StepSchemaOptions<z.output<z.ZodObject<Shape>>, Out> = {},
): z.ZodType<Out, Record<string, unknown>> {
  const object = z.object(shape, { error: MESSAGES.invalidValue });
  // The outer object only names the keys (for OpenAPI and for the form's types); the field rules run inside.
  const keys = z.object(Object.fromEntries(Object.keys(shape).map((k) => [k, z.unknown().optional()])), { error: MESSAGES.invalidValue });
  return keys.transform((named, ctx) => {
    // The outer object sets absent keys to undefined; absent they stay, as the field rules tell the two apart.
    const input = Object.fromEntries(Object.entries(named).filter(([, v]) => v !== undefined));
    const parsed = object.safeParse(input);
    const issues: { path: PropertyKey[]; message: string }[] = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
    if (options.crossCheck) {
      options.crossCheck(input, (field, message) => {
        if (!issues.some((i) => i.path[0] === field)) issues.push({ path: [field], message });
      });
    }
    if (issues.length > 0 || !parsed.success) {
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, input });
      return z.NEVER;
    }
    return options.finish ? options.finish(parsed.data) : (parsed.data as Out);
  }) as unknown as z.ZodType<Out, Record<string, unknown>>;
}
