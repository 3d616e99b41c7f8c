// POST /api/interactions: a free-form record of something a lead did (spec §3 lead_interactions).
import { z } from 'zod';
import { ERRORS } from './errors.ts';
import { leadCapabilityFields } from './lead-capability.ts';
import { lineText } from './text-field.ts';

export const MAX_INTERACTION_DATA_CHARS = 8_000;

export const interactionSchema = z.object({
  leadId: z.string({ error: ERRORS.lead_not_found }).trim().min(1, ERRORS.lead_not_found).max(100),
  /** The secret the lead's save answered; without it nothing is recorded (decision 0019). */
  leadToken: leadCapabilityFields.leadToken,
  type: lineText({ error: ERRORS.interaction_type_required })
    .min(1, ERRORS.interaction_type_required)
    .max(60),
  data: z
    .record(z.string().max(100), z.unknown())
    .refine((value) => JSON.stringify(value).length <= MAX_INTERACTION_DATA_CHARS)
    .default({}),
});

export type InteractionInput = z.input<typeof interactionSchema>;
export type Interaction = z.output<typeof interactionSchema>;
