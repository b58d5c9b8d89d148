import { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { optionalId, optionalText } from '../shared/fields.js';

import { DEVICE_ID_PATTERN } from './lead.constants.js';

const deviceId = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, { error: MESSAGES.fieldRequired, abort: true })
  .regex(DEVICE_ID_PATTERN, { error: MESSAGES.invalidId });

/** GET check-lead-information: device_id, web_url, agent_id. */
export const CheckLeadQuerySchema = z.object({ device_id: deviceId, web_url: optionalText(2000), agent_id: optionalId });

/** What the location banner stores: the visitor's answer and, when allowed, where they are and the nearest zip. */
export const LocationInfoSchema = z.discriminatedUnion('consent', [
  z.object({
    consent: z.literal('allow'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zip: z.string().regex(/^\d{5}$/).nullable(),
  }),
  z.object({ consent: z.literal('deny') }),
]);
export type LocationInfo = z.infer<typeof LocationInfoSchema>;

/** GET get-lead-information: store_information (the location answer as JSON, optional), device, page, site ids. */
export const GetLeadQuerySchema = z.object({
  store_information: z.preprocess((v, ctx) => {
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string' || v.length > 1000) return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidValue, input: v });
      return z.NEVER;
    }
  }, LocationInfoSchema.optional()),
  device_id: deviceId,
  web_url: optionalText(2000),
  group_id: optionalId,
  agent_id: optionalId,
});

/** GET nearest-zip: a position to the nearest US zip, found offline. */
export const NearestZipQuerySchema = z.object({
  lat: z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), z.number({ error: MESSAGES.fieldRequired }).min(-90, { error: MESSAGES.invalidValue }).max(90, { error: MESSAGES.invalidValue })),
  lng: z.preprocess((v) => (v === undefined || v === '' ? undefined : Number(v)), z.number({ error: MESSAGES.fieldRequired }).min(-180, { error: MESSAGES.invalidValue }).max(180, { error: MESSAGES.invalidValue })),
});
