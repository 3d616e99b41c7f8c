// POST /api/leads/ad-consent: the cookie notice's answer, recorded for the lead this browser saved
// (decision 0024). Only the lead's own capability changes it (decision 0019).
import { z } from 'zod';
import { AD_CONSENT_CHOICES } from './ad-consent.ts';
import { leadCapabilityFields } from './lead-capability.ts';

export const adConsentRequestSchema = z.object({
  choice: z.enum(AD_CONSENT_CHOICES),
  /** The notice's text version the visitor answered (ad-consent.ts AD_CONSENT_VERSION). */
  version: z.number().int().positive().max(1_000),
  leadId: leadCapabilityFields.leadId.unwrap(),
  leadToken: leadCapabilityFields.leadToken.unwrap(),
});

export type AdConsentRequest = z.output<typeof adConsentRequestSchema>;
