import * as z from 'zod/mini';

/**
 * The success envelope as a schema (`shared/api-envelope.ts` has its type): for the few answers whose envelope carries
 * more than `data` (a `message`, get-common-menu's `category_order`), so the route and the web check the same shape.
 */
export function successEnvelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data, message: z.optional(z.string()) });
}
