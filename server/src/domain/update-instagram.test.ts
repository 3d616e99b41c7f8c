import { describe, expect, it } from 'vitest';
import type { LeadMatch } from './lead-store.ts';
import { type InstagramStore, updateInstagramByPhone } from './update-instagram.ts';

const NOW = new Date('2025-04-01T12:00:00.000Z');

/** An in-memory store that records what the rule looked up and wrote. */
function fakeStore(leads: Record<string, LeadMatch[]>) {
  const lookups: string[] = [];
  const writes: [string, string, string][] = [];
  const store: InstagramStore = {
    lockPhone: async () => {},
    findByPhone: async (phone) => {
      lookups.push(phone);
      return leads[phone] ?? [];
    },
    updateInstagram: async (id, instagram, at) => {
      writes.push([id, instagram, at]);
    },
  };
  return { store, lookups, writes };
}

const logger = { warn: () => {}, info: () => {} };
const lead = (id: string): LeadMatch => ({ id, created_at: '2025-01-01T00:00:00.000Z' });

describe('updateInstagramByPhone', () => {
  it('uses the exact phone first, without a retry', async () => {
    const f = fakeStore({ '5511987654321': [lead('a')], '551187654321': [lead('b')] });
    const result = await updateInstagramByPhone(
      { store: f.store, logger, now: () => NOW },
      { phone: '5511987654321', instagram: 'ana' },
    );
    expect(result).toEqual({ ok: true, id: 'a' });
    expect(f.lookups).toEqual(['5511987654321']);
    expect(f.writes).toEqual([['a', 'ana', NOW.toISOString()]]);
  });

  it('retries once with the 9 toggled, then gives up', async () => {
    const f = fakeStore({});
    const result = await updateInstagramByPhone(
      { store: f.store, logger, now: () => NOW },
      { phone: '5511987654321', instagram: 'ana' },
    );
    expect(result).toEqual({ ok: false, error: 'lead_not_found' });
    expect(f.lookups).toEqual(['5511987654321', '551187654321']);
    expect(f.writes).toEqual([]);
  });

  it('updates the oldest lead and warns when several share the phone', async () => {
    const f = fakeStore({ '551187654321': [lead('old'), lead('new')] });
    const warnings: unknown[] = [];
    const result = await updateInstagramByPhone(
      { store: f.store, logger: { ...logger, warn: (d) => warnings.push(d) }, now: () => NOW },
      { phone: '5511987654321', instagram: 'ana' },
    );
    expect(result).toEqual({ ok: true, id: 'old' });
    expect(warnings).toEqual([{ leadId: 'old', duplicateIds: ['new'] }]);
  });
});
