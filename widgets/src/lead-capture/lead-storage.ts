// The browser copies of the lead that the rest of the funnel reads (spec §3: 'lead' and 'leadId').
import { writeJson } from '../lib/storage.ts';

export const LEAD_KEY = 'lead';
export const LEAD_ID_KEY = 'leadId';

/** Kept before the save is even tried, so a failed call never loses what the visitor typed. */
export function rememberLead(lead: { name: string; whatsapp: string }): void {
  writeJson(LEAD_KEY, { name: lead.name, email: '', whatsapp: lead.whatsapp });
}

/** The timestamp lets readers drop ids older than 30 days (spec §5). */
export function rememberLeadId(id: string, now: number = Date.now()): void {
  writeJson(LEAD_ID_KEY, { id, timestamp: now });
}
