// The lead capability (docs/decisions/0019): a random secret handed to the browser that saved a
// lead (or claimed one), kept here only as its SHA-256, like staff sessions.
import { createHash } from 'node:crypto';
import type { LeadCapabilityInput } from '@funil/core/lead-capability';
import type { CapabilityStore, NewCapability } from './ports/lead-capabilities.ts';
import { readRandomBytes } from './random-pool.ts';

/** 256 random bits, base64url (43 characters). */
export function newLeadToken(): string {
  return readRandomBytes(32, (bytes) => bytes.toString('base64url'));
}

/** What the database keeps of a token or of a save's Idempotency-Key: a leaked table replays nothing. */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * Who a request acts as. `owner`: the browser that saved the lead, which may change it. `claim`:
 * a browser that saved a phone already a lead without that lead's secret; it may only fill
 * blanks and add records, and answers as its own claim id.
 */
export type LeadHolder =
  | { kind: 'owner'; leadId: string }
  | { kind: 'claim'; leadId: string; claimId: string };

/** The id a holder's browser knows: the lead's for its owner, the claim's for a claimant. */
export function publicIdOf(holder: LeadHolder): string {
  return holder.kind === 'owner' ? holder.leadId : holder.claimId;
}

/** The holder a request's secret proves, or undefined (no secret, an unknown one, or another id's). */
export async function resolveHolder(
  store: Pick<CapabilityStore, 'findCapability'>,
  presented: LeadCapabilityInput,
): Promise<LeadHolder | undefined> {
  if (!presented.leadToken) return undefined;
  const capability = await store.findCapability(secretHash(presented.leadToken));
  if (!capability) return undefined;
  const holder: LeadHolder =
    capability.claimId === null
      ? { kind: 'owner', leadId: capability.leadId }
      : { kind: 'claim', leadId: capability.leadId, claimId: capability.claimId };
  // The id travels beside the secret; a pair that does not belong together proves nothing.
  if (presented.leadId !== undefined && presented.leadId !== publicIdOf(holder)) return undefined;
  return holder;
}

type Grant = { leadId: string; claimId: string | null; requestKey: string | undefined; time: string };

/** A new capability's row and its secret, which is never stored. */
export function newCapability(grant: Grant): { token: string; row: NewCapability } {
  const token = newLeadToken();
  return {
    token,
    row: {
      token_hash: secretHash(token),
      lead_id: grant.leadId,
      claim_id: grant.claimId,
      request_key_hash: grant.requestKey === undefined ? null : secretHash(grant.requestKey),
      created_at: grant.time,
    },
  };
}

/** Makes a capability and answers its secret. */
export async function grantCapability(
  store: Pick<CapabilityStore, 'insertCapability'>,
  grant: Grant,
): Promise<string> {
  const { token, row } = newCapability(grant);
  await store.insertCapability(row);
  return token;
}

/**
 * A resend of the save that made a capability (same phone's lead, same Idempotency-Key) whose
 * answer never arrived: that browser is the holder it was, with a fresh secret (the lost one stops
 * working).
 */
export async function regrantByRequestKey(
  store: Pick<CapabilityStore, 'findCapabilityByRequestKey' | 'replaceTokenHash'>,
  leadId: string,
  requestKey: string | undefined,
): Promise<{ holder: LeadHolder; token: string } | undefined> {
  if (requestKey === undefined) return undefined;
  const found = await store.findCapabilityByRequestKey(leadId, secretHash(requestKey));
  if (!found) return undefined;
  const token = newLeadToken();
  await store.replaceTokenHash(found.tokenHash, secretHash(token));
  const holder: LeadHolder =
    found.claimId === null
      ? { kind: 'owner', leadId: found.leadId }
      : { kind: 'claim', leadId: found.leadId, claimId: found.claimId };
  return { holder, token };
}
