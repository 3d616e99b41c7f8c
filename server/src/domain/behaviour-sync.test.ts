import { describe, expect, it } from 'vitest';
import { backfillBehaviourEntries, syncBehaviourEntries } from './behaviour-sync.ts';
import type {
  BehaviourEntry,
  DailyDelta,
  DailyEntry,
  LeadBehaviourRow,
} from './ports/behaviour-entries-store.ts';

const click = (elementId: string, at: string) => ({
  elementId,
  elementText: '',
  elementType: 'button',
  timestamp: Date.parse(at),
  x: 1,
  y: 2,
  path: '/vendas',
});
const lead = (id: string, clicks: unknown[]): LeadBehaviourRow => ({
  id,
  device_info: '{"type":"mobile"}',
  clicks_data: JSON.stringify(clicks),
  page_views: null,
});

function store(leads: LeadBehaviourRow[], stored: DailyEntry[] = []) {
  const writes: { leadId?: string; entries: readonly BehaviourEntry[]; deltas: readonly DailyDelta[] }[] = [];
  return {
    writes,
    leadBehaviour: async (id: string) => leads.find((l) => l.id === id),
    storedEntries: async () => stored,
    replaceEntries: async (
      leadId: string,
      entries: readonly BehaviourEntry[],
      deltas: readonly DailyDelta[],
    ) => {
      writes.push({ leadId, entries, deltas });
    },
    leadsWithoutEntries: async (after: string, limit: number) =>
      leads.filter((l) => l.id > after).slice(0, limit),
    addEntries: async (entries: readonly BehaviourEntry[], deltas: readonly DailyDelta[]) => {
      writes.push({ entries, deltas });
    },
  };
}

describe('syncBehaviourEntries', () => {
  it("rewrites the lead's rows and adds only the difference to the daily sums", async () => {
    const before: DailyEntry = {
      kind: 'click',
      target: 'cta',
      device: 'mobile',
      occurred_at: '2026-11-01T12:00:00.000Z',
      time_spent_ms: 0,
    };
    const s = store(
      [lead('a', [click('cta', '2026-11-01T12:00:00Z'), click('faq', '2026-11-01T12:01:00Z')])],
      [before],
    );
    await syncBehaviourEntries(s, 'a');
    expect(s.writes[0]?.entries.map((e) => e.target)).toEqual(['cta', 'faq']);
    expect(s.writes[0]?.deltas).toEqual([
      { day: '2026-11-01', kind: 'click', target: 'faq', device: 'mobile', entries: 1, time_spent_ms: 0 },
    ]);
  });
});

describe('backfillBehaviourEntries', () => {
  it('fills page by page and answers how many leads it filled', async () => {
    const s = store([lead('a', [click('cta', '2026-11-01T12:00:00Z')]), lead('b', []), lead('c', [])]);
    expect(await backfillBehaviourEntries(s, 2)).toBe(3);
    expect(s.writes).toHaveLength(2);
    expect(s.writes[0]?.deltas).toHaveLength(1);
  });
});
