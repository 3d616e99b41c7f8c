// LGPD tools (/api/admin/privacy): find a lead by phone, export everything about it, anonymise or delete it.
import { z } from 'zod';
import { phoneLookupSchema } from './phone-plan.ts';

/** GET /leads?phone=: typed any way ('+55 (11) 98765-4321', '0 11 98765-4321', '11 8765-4321'…). */
export const privacySearchSchema = z.object({ phone: phoneLookupSchema });

export interface PrivacyLeadMatch {
  id: string;
  name: string;
  phone: string;
  email: string;
  instagram: string | null;
  createdAt: string;
  hasPurchased: boolean;
  /** Set once anonymised; such a lead has no personal data left to export or erase. */
  anonymizedAt: string | null;
}

/** Everything stored about one lead, as the export file holds it (JSON columns parsed). */
export interface PrivacyExport {
  exportedAt: string;
  lead: Record<string, unknown>;
  interactions: Record<string, unknown>[];
  registrations: Record<string, unknown>[];
  checkouts: Record<string, unknown>[];
  providerEvents: Record<string, unknown>[];
  trackingEvents: Record<string, unknown>[];
  consents: Record<string, unknown>[];
  onboarding: Record<string, unknown> | null;
  instagramProfiles: Record<string, unknown>[];
  /** The registered page loads (lead_visits). */
  visits: Record<string, unknown>[];
  /** Every WhatsApp message to and from the lead. */
  whatsappMessages: Record<string, unknown>[];
  /** The sold-out events the person waits for a seat of (event_waitlist). */
  waitlists: Record<string, unknown>[];
}

/** What an anonymisation or deletion did, table by table, for the staff's confirmation. */
export interface ErasureReport {
  leadId: string;
  action: 'anonymized' | 'deleted';
  /** Rows removed per table. */
  removed: Record<string, number>;
  /** Rows kept without personal data (financial records the law requires), per table. */
  keptAnonymous: Record<string, number>;
}
