// Debriefing (/api/admin/debriefing): events, who registered, whether their message went out.
import { z } from 'zod';

export interface DebriefingEventSummary {
  id: string;
  slug: string;
  title: string;
  /** UTC ISO-8601. */
  startsAt: string;
  endsAt: string;
  location: string;
  isActive: boolean;
  registrations: number;
  messagesSent: number;
  /** The launch the event belongs to (issue 29): its name tells two launches' calls apart. */
  launchId: string | null;
  launchName: string | null;
}

export interface DebriefingRegistration {
  id: string;
  leadId: string;
  name: string;
  phone: string;
  instagram: string | null;
  status: string;
  registrationDate: string;
  messageSent: boolean;
  /** When and by which staff e-mail it was marked sent; null for messages marked before this was kept. */
  messageSentAt: string | null;
  messageSentBy: string | null;
  /** Answered SAIR or PARAR, or took back their consent to be contacted: no WhatsApp for them. */
  optedOut: boolean;
}

export interface DebriefingTemplate {
  id: string;
  messageType: string;
  title: string;
  body: string;
  isActive: boolean;
}

export interface DebriefingEventPage {
  event: DebriefingEventSummary;
  templates: DebriefingTemplate[];
  registrations: DebriefingRegistration[];
  /** Registrations matching the filter, over every page. */
  total: number;
  page: number;
  pageSize: number;
}

/** GET /events?launch=: one launch's events (its id), or every launch's. */
export const debriefingEventsQuerySchema = z.object({ launch: z.uuid().optional() });

/** GET /events/{id}?messageSent=&page=: filter by message status, page the registrations. */
export const debriefingQuerySchema = z.object({
  messageSent: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(100),
});

/** PATCH /registrations/{id}: mark the event message sent, or undo a mistaken mark. */
export const messageSentSchema = z.object({ messageSent: z.boolean() }).strict();
