// Events by slug, registrations and message templates (spec §3, §7), as the API speaks them.
import { z } from 'zod';
import { attributionFields } from './attribution.ts';
import { ERRORS } from './errors.ts';
import { leadCapabilityFields } from './lead-capability.ts';
import { lineText } from './text-field.ts';

/** POST /api/events/{slug}/registrations */
export const eventRegistrationSchema = z.object({
  leadId: z.string({ error: ERRORS.lead_not_found }).trim().min(1, ERRORS.lead_not_found).max(100),
  /** The secret the lead's save answered: only its own browser registers it (decision 0019). */
  leadToken: leadCapabilityFields.leadToken,
  ...attributionFields,
});

export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistrationRequest = z.output<typeof eventRegistrationSchema>;

/** GET /api/events/{slug}/templates?type= */
export const templatesQuerySchema = z.object({
  type: lineText({ error: ERRORS.message_type_required }).min(1, ERRORS.message_type_required).max(60),
});

/** Slugs are lower-case words joined by hyphens, like 'imersao-ia-na-pratica'. */
export const eventSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);

export interface PublicEvent {
  id: string;
  slug: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  priceCents: number;
  currency: string;
}

export interface EventRegistration {
  id: string;
  eventId: string;
  leadId: string;
  status: string;
  registrationDate: string;
  created: boolean;
}

export interface MessageTemplate {
  id: string;
  messageType: string;
  title: string;
  body: string;
}
