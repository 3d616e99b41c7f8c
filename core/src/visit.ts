// POST /api/visits: a known visitor (by phone) opened a page; unknown phones become 'visitor' leads.
import { z } from 'zod';
import { attributionFields, optionalText } from './attribution.ts';
import { botSignalFields } from './bot-signals.ts';
import { ERRORS } from './errors.ts';
import { phoneSchema } from './lead.ts';
import { leadCapabilityFields } from './lead-capability.ts';
import { hasLetter } from './text.ts';
import { lineText } from './text-field.ts';
import type { LeadVisitFacts } from './visitor-state.ts';

/** Small free-form JSON objects (screen size, query parameters), stored as JSON text. */
const smallObject = z
  .record(z.string().max(100), z.unknown())
  .refine((value) => JSON.stringify(value).length <= 4_000);

export const visitSchema = z.object({
  phone: phoneSchema,
  /** Empty, or a person's name (a letter at least), as in a lead save. */
  name: lineText()
    .max(120)
    .refine((name) => name === '' || hasLetter(name), ERRORS.name_invalid)
    .optional(),
  /**
   * The id and secret the browser keeps from its save (decision 0019): the visit counts for that
   * lead. An id without its secret (an erased lead, an older page, someone else) is refused with
   * 403 lead_token_invalid and creates nothing. `lead_id` is the older spelling of `leadId`.
   */
  ...leadCapabilityFields,
  lead_id: z.string().trim().min(1).max(100).optional(),
  /**
   * One id per page load: the same load registered again (after a second save, a retry) counts
   * once. Without it every call is a new visit.
   */
  visit_id: z.string().trim().min(8).max(64).optional(),
  /** The page visited (path or URL), kept as last_page_visit. */
  page: optionalText(2_000),
  ...attributionFields,
  device_info: smallObject.optional(),
  url_params: smallObject.optional(),
  /** Read by the same bot check as a lead save: a visit can create a lead too. */
  ...botSignalFields,
});

export type VisitInput = z.input<typeof visitSchema>;
export type Visit = z.output<typeof visitSchema>;

/**
 * The answer: the lead, whether the visit created it, and what §4's visitor states need. A visit
 * that created its lead (or, for a phone already known, a claim shaped like one) also answers the
 * secret the browser keeps with the id, as a save does.
 */
export interface VisitRecorded extends LeadVisitFacts {
  id: string;
  created: boolean;
  token?: string;
}
