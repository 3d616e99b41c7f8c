// The lead as the browser sends it when saving (spec §3 fields, snake_case like the table).
import { z } from 'zod';
import { attributionFields } from './attribution.ts';
import { botSignalFields } from './bot-signals.ts';
import { CONSENT_SOURCES } from './consent-notice.ts';
import { ERRORS } from './errors.ts';
import { normalizeInstagramHandle } from './instagram.ts';
import { leadCapabilityFields } from './lead-capability.ts';
import { phoneLookupSchema, phoneSchema } from './phone-plan.ts';
import { cleanLine, hasLetter } from './text.ts';
import { lineText } from './text-field.ts';
import type { LeadVisitFacts } from './visitor-state.ts';

// The schemas here read phones on the full numbering plan: browser code imports only types from here.
export { isLeadId } from './lead-id.ts';
export { phoneSchema };

/** A handle as typed, cleaned but not trimmed: its length limit counts what was sent. */
function instagramText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanLine);
}

/** A person's name: cleaned (text.ts), not empty, with at least one letter. */
export const personNameSchema = lineText({ error: ERRORS.name_required })
  .min(1, { error: ERRORS.name_required, abort: true })
  .max(120)
  .refine(hasLetter, ERRORS.name_invalid);

export const leadSaveSchema = z.object({
  name: personNameSchema,
  phone: phoneSchema,
  email: z.union([z.literal(''), z.email(ERRORS.email_invalid).trim().max(254)]).default(''),
  instagram: instagramText().max(60).transform(normalizeInstagramHandle).optional(),
  ...attributionFields,
  /** The code of the partner page the lead came from (the embed's data-partner). */
  partner: lineText().max(60).optional(),
  /**
   * The launch the embed names (data-launch="slug"): the free call is that launch's while it is
   * published and not closed, the current launch's otherwise (a stale snippet still saves the lead).
   */
  launch: lineText().max(60).optional(),
  /**
   * Sent by the lead modal, whose copy promises the free live call: the save also registers the
   * lead for it (FREE_LIVE_CALL), in the same transaction.
   */
  free_call: z.boolean().optional(),
  /**
   * The consent notice the form showed (consent-notice.ts) and where: recorded in `consents` with
   * the save. A version the server does not know is refused (consent_version_unknown); a body
   * without it (a page from before the notice) saves the lead and records no consent.
   */
  consent: z.object({ version: lineText().max(60), source: z.enum(CONSENT_SOURCES) }).optional(),
  /** The honeypot and the form's opening time, for the bot check. */
  ...botSignalFields,
  /**
   * The capability of an earlier save from this browser: with it a save of the same phone updates
   * the lead; without it a save never changes what the lead already has (decision 0019).
   */
  ...leadCapabilityFields,
});

/** What the browser sends. */
export type LeadSaveInput = z.input<typeof leadSaveSchema>;
/** What the server keeps after validation and normalisation. */
export type LeadSave = z.output<typeof leadSaveSchema>;

/**
 * The answer to a save: an unguessable id, whether it was new, and the secret that lets this
 * browser change what it saved (decision 0019). A save without the secret of a phone that is
 * already a lead answers a claim's id and secret, shaped like a new lead's.
 */
export interface LeadSaved {
  id: string;
  created: boolean;
  token: string;
}

/**
 * POST /api/leads/instagram: set the handle of the lead this browser saved, named by its
 * capability (the phone is only read for older pages, which the server then refuses).
 */
export const leadInstagramSchema = z.object({
  phone: phoneLookupSchema.optional(),
  ...leadCapabilityFields,
  instagram: instagramText({ error: ERRORS.instagram_username_required })
    .max(60)
    .transform(normalizeInstagramHandle)
    .pipe(z.string().min(1, ERRORS.instagram_username_required)),
});

export type LeadInstagram = z.output<typeof leadInstagramSchema>;

/**
 * GET /api/leads/{id}: all a page may show about a lead; never phone or e-mail. visitCount and
 * registeredForEvent feed core's visitorState (spec §4).
 */
export interface PublicLead extends LeadVisitFacts {
  id: string;
  firstName: string;
  journeyStage: string;
  conversionStage: string;
  /** The public Instagram handle the lead gave (for the diagnosis pages), or null. */
  instagram: string | null;
}
