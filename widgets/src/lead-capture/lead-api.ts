// The lead save call: the server finds the lead by phone and updates it, or inserts a new one.
import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import type { KyInstance } from 'ky';
import { apiErrorCode } from '../lib/http.ts';

export function saveLead(http: KyInstance, input: LeadSaveInput): Promise<LeadSaved> {
  return http.post('api/leads', { json: input }).json<LeadSaved>();
}

/** True when the server refused the number itself, which the visitor can fix on step 1. */
export async function isPhoneRejected(error: unknown): Promise<boolean> {
  return (await apiErrorCode(error)) === 'phone_invalid';
}
