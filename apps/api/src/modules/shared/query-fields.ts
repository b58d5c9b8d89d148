import { blankToUndefined, isPlanCategory, MESSAGES, optionalId, optionalText, type PlanCategory } from '@benefit-store/domain';
import { z } from 'zod';

/** `categories=medical,dental`: comma-separated category keys; blank means all. */
export const categoryListSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.invalidValue })
    .max(400, { error: MESSAGES.tooLong({ max: 400 }) })
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '');
      if (!parts.every(isPlanCategory)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidChoice, input: value });
        return z.NEVER;
      }
      return [...new Set(parts)] as PlanCategory[];
    })
    .optional(),
);

export const planNetworkSchema = optionalText(100);

/**
 * The site hints the menu calls carry (agent_id, group_id, portal_id, eprocess, open_type). They are accepted and
 * checked for shape but are hints only (ARCHITECTURE.md section 4): the site comes from the site-context plugin.
 */
export const siteHintShape = {
  agent_id: optionalId,
  group_id: optionalId,
  portal_id: optionalId,
  eprocess: optionalText(32),
  open_type: optionalText(32),
};
