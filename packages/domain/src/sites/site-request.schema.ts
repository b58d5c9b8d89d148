import { z } from 'zod';
import { idSchema, isBlank, optionalId, optionalText, requiredString } from '../shared/fields.js';
import { EnrollmentIdSchema, optionalEnrollmentId } from '../enrollment/enrollment-id.js';
import { MESSAGES } from '../messages.js';
import { decodeSiteDomain } from './site-domain.js';

/*
 * What the site calls take (queries and bodies), built from the shared field builders on zod's classic API. Apart from
 * their answers (site.schema.ts, on zod/mini) so that a page checking an answer does not load the classic API.
 */

/** `site_domain`: the visitor's host, base64-encoded; decoded and normalised, or a field error. */
export const SiteDomainSchema = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z
    .string({ error: MESSAGES.fieldRequired })
    .max(400, { error: MESSAGES.invalidSiteDomain })
    .transform((value, ctx) => {
      const host = decodeSiteDomain(value);
      if (host === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidSiteDomain, input: value });
        return z.NEVER;
      }
      return host;
    }),
);
export const SiteDomainQuerySchema = z.object({ site_domain: SiteDomainSchema });

/** A record id in a query: required (the older name of idSchema in shared/fields.ts). */
export const requiredId = idSchema;

export const AgentIdQuerySchema = z.object({ agent_id: requiredId });
export const GroupIdQuerySchema = z.object({ group_id: requiredId });
export const GroupMenuQuerySchema = z.object({ group_id: requiredId, from_site: optionalText(100) });
export const SiteNameQuerySchema = z.object({ site_name: requiredString(100) });
export const LandingPageQuerySchema = z.object({ landing_page: requiredString(120) });
export const ReferralQuerySchema = z.object({ referral_id: requiredString(64) });

/** The employee-enroll modal's one field: 'Field is required' when empty. Used by the form and by validate-group. */
export const GroupCodeSchema = z.object({ group_code: requiredString(40) });
export type GroupCodeForm = z.infer<typeof GroupCodeSchema>;

export const TrackElevateSchema = z.object({ enrollment_id: EnrollmentIdSchema });

/** get-store-bootstrap takes the visitor's host (as the theme call takes it), the enrollment it holds, and whose details the header shows. */
export const StoreBootstrapQuerySchema = z.object({
  site_domain: SiteDomainSchema,
  enrollment_id: optionalEnrollmentId,
  /** The group whose display details the header shows (get-group-landing-page-info). */
  group_id: optionalId,
  /** The rep whose display details the header shows when no group is named (get-agent-landing-page-info). */
  agent_id: optionalId,
});

