// The lead capability (docs/decisions/0019): the secret a lead's own browser got from its save and
// sends back, in the body (sendBeacon cannot set headers), with every request that changes the lead.
import { z } from 'zod';

/** Random 256 bits, base64url: 43 characters. Anything much longer is not one of ours. */
export const LEAD_TOKEN_MAX_LENGTH = 200;

export const leadCapabilityFields = {
  /** The id the save answered: the lead's, or the browser's own claim on it. */
  leadId: z.string().trim().min(1).max(100).optional(),
  /** The secret the save answered with that id. */
  leadToken: z.string().trim().min(1).max(LEAD_TOKEN_MAX_LENGTH).optional(),
};

/** What a browser presents: both come from the same save's answer. */
export interface LeadCapabilityInput {
  leadId?: string | undefined;
  leadToken?: string | undefined;
}
