import { z } from 'zod';
import { DynamicTabSchema, SuggestedPlanSchema } from './checkout.schema.js';

/** save-screenshot: the stored screenshot's id. */
export const ScreenshotSavedAnswerSchema = z.object({ result: z.number().int() });

/** get-suggested-plan-list, get-suggested-plan-list-new: the plans suggested beside the cart. */
export const SuggestedPlanListSchema = z.array(SuggestedPlanSchema);

/** get-dynamic-tabs: the wizard's tabs for the enrollment's cart, in order. */
export const DynamicTabsAnswerSchema = z.object({ result: z.array(DynamicTabSchema) });
