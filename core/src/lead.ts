// The lead as the browser sends it when saving (spec §3 fields, snake_case like the table).
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { normalizeInstagramHandle } from './instagram.ts';
import { PHONE_MAX_DIGITS, PHONE_MIN_LENGTH, phoneDigits } from './phone.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const leadSaveSchema = z.object({
  name: z.string({ error: ERRORS.name_required }).trim().min(1, ERRORS.name_required).max(120),
  phone: z
    .string({ error: ERRORS.phone_invalid })
    .transform(phoneDigits)
    .pipe(z.string().min(PHONE_MIN_LENGTH, ERRORS.phone_invalid).max(PHONE_MAX_DIGITS, ERRORS.phone_invalid)),
  email: z.union([z.literal(''), z.email(ERRORS.email_invalid).trim().max(254)]).default(''),
  instagram: z.string().max(60).transform(normalizeInstagramHandle).optional(),
  utm_source: optionalText(200),
  utm_medium: optionalText(200),
  utm_campaign: optionalText(200),
  utm_content: optionalText(200),
  utm_term: optionalText(200),
  referrer: optionalText(2_000),
  landing_page: optionalText(2_000),
});

/** What the browser sends. */
export type LeadSaveInput = z.input<typeof leadSaveSchema>;
/** What the server keeps after validation and normalisation. */
export type LeadSave = z.output<typeof leadSaveSchema>;

/** The answer to a save: the lead's unguessable id and whether it was new. */
export interface LeadSaved {
  id: string;
  created: boolean;
}
