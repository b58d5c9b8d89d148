import { z } from 'zod';

/** The success envelope around a call's data, for the response schema (and so for the OpenAPI document). */
export function successSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data, message: z.string().optional() });
}

export const ResultSchema = <T extends z.core.$ZodType>(result: T) => z.object({ result });
