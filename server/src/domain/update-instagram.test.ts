import { describe, expect, it } from 'vitest';
import { secretHash } from './lead-capability.ts';
import type { FillableLead, StoredCapability } from './ports/lead-capabilities.ts';
import type { InstagramStore } from './ports/leads.ts';
import type { LeadEventFacts, NewOutboundEvent } from './ports/outbound-events.ts';
import { updateInstagram } from './update-instagram.ts';

const NOW = new Date('2025-04-01T12:00:00.000Z');
const logger = { warn: () => {}, info: () => {} };

/** An in-memory store: one lead, its own secret and a claim's, recording what was written. */
function fakeStore(lead: FillableLead) {
  const capabilities = new Map<string, StoredCapability>([
    [secretHash('own'), { leadId: 'lead-1', claimId: null }],
    [secretHash('claimed'), { leadId: 'lead-1', claimId: 'claim-1' }],
  ]);
  const writes: unknown[] = [];
  const announced: NewOutboundEvent[] = [];
  const store: InstagramStore = {
    findCapability: async (hash) => capabilities.get(hash),
    updateInstagram: async (id, instagram) => void writes.push(['instagram', id, instagram]),
    findFillable: async () => lead,
    fillBlanks: async (id, blanks) => void writes.push(['fill', id, blanks]),
    insertInteraction: async (row) =>
      void writes.push(['interaction', row.interaction_type, JSON.parse(row.data)]),
    insertClaim: async () => {},
    findClaim: async () => undefined,
    updateClaim: async (id, changes) => void writes.push(['claim', id, changes.instagram]),
    lockLead: async () => {},
    // The lead as the outbox's facts read it after the write: complete once a handle is written.
    leadForEvent: async () => ({ ...LEAD_FACTS, instagram: written(writes) }),
    checkoutForEvent: async () => undefined,
    eventForRegistration: async () => undefined,
    hasLeadEvent: async (_id, type) => announced.some((event) => event.type === type),
    queueOutboundEvent: async (event) => void announced.push(event),
  };
  return { store, writes, announced };
}

const LEAD_FACTS: LeadEventFacts = {
  id: 'lead-1',
  name: 'Ana',
  phone: '5511987654321',
  email: null,
  instagram: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_content: null,
  utm_term: null,
  referrer: null,
  landing_page: null,
  partner_code: null,
  last_partner_code: null,
  cadence_status: null,
  anonymized: false,
};

/** The handle the lead has after these writes (the lead's own, or a claim's that filled a blank). */
function written(writes: unknown[]): string | null {
  for (const write of [...writes].reverse()) {
    const [kind, , value] = write as [string, string, unknown];
    if (kind === 'instagram') return value as string;
    if (kind === 'fill') return (value as { instagram?: string }).instagram ?? null;
  }
  return null;
}

const lead = (instagram: string | null): FillableLead => ({
  name: 'Ana',
  email: '',
  instagram,
  region: null,
  lead_at: NOW.toISOString(),
});

describe('updateInstagram', () => {
  const run = (store: InstagramStore, input: { leadId?: string; leadToken?: string }) =>
    updateInstagram({ store, logger, now: () => NOW, newId: () => 'i1' }, { instagram: 'ana', ...input });

  it('sets the handle of the lead whose own secret the request carries', async () => {
    const f = fakeStore(lead('antiga'));
    expect(await run(f.store, { leadId: 'lead-1', leadToken: 'own' })).toEqual({ ok: true, id: 'lead-1' });
    expect(f.writes).toEqual([['instagram', 'lead-1', 'ana']]);
    expect(f.announced.map((event) => event.type)).toEqual(['lead.completed']);
  });

  it('announces the lead completed once, the first time it has a handle', async () => {
    const f = fakeStore(lead(null));
    await run(f.store, { leadId: 'lead-1', leadToken: 'own' });
    await run(f.store, { leadId: 'lead-1', leadToken: 'own' });
    expect(f.announced.map((event) => [event.type, event.lead_id])).toEqual([['lead.completed', 'lead-1']]);
    const envelope = JSON.parse(f.announced[0]?.payload ?? '{}');
    expect(envelope).toMatchObject({
      type: 'lead.completed',
      timestamp: NOW.toISOString(),
      data: { lead: { id: 'lead-1', phone: '+5511987654321', instagram: 'ana' } },
    });
  });

  it('refuses alike without a secret, with a wrong one, or with a secret of another id', async () => {
    const f = fakeStore(lead(null));
    const refused = { ok: false, error: 'lead_token_invalid' };
    expect(await run(f.store, {})).toEqual(refused);
    expect(await run(f.store, { leadId: 'lead-1', leadToken: 'guess' })).toEqual(refused);
    expect(await run(f.store, { leadId: 'lead-2', leadToken: 'own' })).toEqual(refused);
    expect(f.writes).toEqual([]);
  });

  it("lets a claim fill a blank handle, answering the claim's id", async () => {
    const f = fakeStore(lead(null));
    expect(await run(f.store, { leadId: 'claim-1', leadToken: 'claimed' })).toEqual({
      ok: true,
      id: 'claim-1',
    });
    expect(f.writes).toEqual([
      ['fill', 'lead-1', { instagram: 'ana' }],
      [
        'interaction',
        'unverified_instagram',
        { claimId: 'claim-1', instagram: 'ana', filled: ['instagram'] },
      ],
      ['claim', 'claim-1', 'ana'],
    ]);
    // The claim's handle filled the lead's blank: the lead is complete now.
    expect(f.announced.map((event) => event.type)).toEqual(['lead.completed']);
  });

  it('never lets a claim change a handle the lead has, and keeps what it sent for staff', async () => {
    const f = fakeStore(lead('ana.souza'));
    expect(await run(f.store, { leadId: 'claim-1', leadToken: 'claimed' })).toEqual({
      ok: true,
      id: 'claim-1',
    });
    expect(f.writes).toEqual([
      ['interaction', 'unverified_instagram', { claimId: 'claim-1', instagram: 'ana', filled: [] }],
      ['claim', 'claim-1', 'ana'],
    ]);
    expect(f.announced).toEqual([]);
  });
});
