// The lead calls (OpenAPI at /api/openapi.json): the save by phone, and the Instagram update of a saved lead; both
// carry the secret of this browser's earlier save when it has one (decision 0019).
import type { LeadSaved, LeadSaveInput } from '@funil/core/lead';
import { ApiError, apiRequest, isRetryable } from '../lib/api-request.ts';

/** The server finds the lead by phone and updates it, or inserts it: safe to repeat with the same key. */
export function saveLead(apiBase: string, input: LeadSaveInput, idempotencyKey: string): Promise<LeadSaved> {
  return apiRequest<LeadSaved>(apiBase, 'api/leads', {
    method: 'POST',
    json: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/**
 * Adds the handle to the lead this browser saved, named by its id and secret (decision 0019);
 * 403 lead_token_invalid when the browser holds none for it.
 */
export function updateLeadInstagram(
  apiBase: string,
  body: { phone: string; instagram: string; leadId?: string; leadToken?: string },
): Promise<{ id: string }> {
  return apiRequest<{ id: string }>(apiBase, 'api/leads/instagram', { method: 'POST', json: body });
}

/** True when the server refused the number itself, which the visitor can fix on step 1. */
export function isPhoneRejected(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'phone_invalid' || (error.code === 'validation_failed' && 'phone' in error.fields);
}

/** Statuses worth a later resend besides any 5xx (the outbox's policy); no answer at all always is. */
export const LEAD_RETRY_STATUSES = [408, 429] as const;

/** Worth trying again later: no answer at all (offline, timeout), a 5xx, 408 or 429. */
export function isRetriable(error: unknown): boolean {
  return !(error instanceof ApiError) || isRetryable(error, LEAD_RETRY_STATUSES);
}
