import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { REP_ACCESS_MESSAGES } from './rep-access.messages.js';

/** A rep access code: four letters then four digits (the spec's placeholder format), matched without regard to case. */
export const AGENT_CODE_PATTERN = /^[A-Za-z]{4}[0-9]{4}$/;

/** validate-agent's query and the access page's form: trimmed, bounded, upper-cased. */
export const AgentCodeSchema = z.object({
  agent_code: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .max(8, { error: REP_ACCESS_MESSAGES.codeFormat, abort: true })
    .regex(AGENT_CODE_PATTERN, { error: REP_ACCESS_MESSAGES.codeFormat })
    .transform((v) => v.toUpperCase()),
});
export type AgentCodeForm = z.input<typeof AgentCodeSchema>;

/** validate-agent's answer: what the confirmation card shows, and where Confirm goes. Display information only. */
export const ValidAgentSchema = z.object({
  name: z.string(),
  agent_code: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The rep's landing page name (/jordan-lee), or null when none is configured (the config-error page). */
  landing_page: z.string().nullable(),
});
export type ValidAgent = z.infer<typeof ValidAgentSchema>;

