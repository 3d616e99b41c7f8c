import { describe, expect, it } from 'vitest';
import { secretHash } from './lead-capability.ts';
import type { FillableLead, StoredCapability } from './ports/lead-capabilities.ts';
import type { InstagramStore } from './ports/leads.ts';
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
  };
  return { store, writes };
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
  });
});
