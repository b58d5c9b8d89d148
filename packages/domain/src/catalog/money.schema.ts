import * as z from 'zod/mini';

/**
 * Money travels as a decimal string with two places: "12.50". In a file of its own so a small answer (the header's
 * cart amount) can name it without carrying the plan schemas of plan.schema.ts.
 */
export const MoneySchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));
