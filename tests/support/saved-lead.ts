// A lead saved through the API, as its own browser knows it: the id and the secret the save answered
// (docs/decisions/0019), which that browser keeps in its 'leadId' record and sends with its changes.
import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueMobile } from './lead-rows.ts';

export interface SavedLead {
  id: string;
  token: string;
}

export async function saveLeadByApi(request: APIRequestContext, name: string): Promise<SavedLead> {
  const res = await request.post('/api/leads', {
    data: { name, phone: uniqueMobile().digits, started_at: 0 },
  });
  expect(res.status()).toBe(201);
  return res.json();
}

/** The 'leadId' record the lead's own browser keeps after its save (spec §3, with the secret). */
export function storedLeadRecord(saved: SavedLead, now: number = Date.now()): string {
  return JSON.stringify({ id: saved.id, timestamp: now, token: saved.token });
}
