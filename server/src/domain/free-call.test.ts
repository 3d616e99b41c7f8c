import { describe, expect, it } from 'vitest';
import { FREE_CALL_SLUG, registerForFreeCall } from './free-call.ts';
import type { FreeCallStore, NewRegistration } from './ports/events.ts';

const T = '2025-06-01T12:00:00.000Z';

function fakeStore(active: boolean) {
  const rows: NewRegistration[] = [];
  const store: FreeCallStore = {
    findEventBySlug: async (slug) => (active && slug === FREE_CALL_SLUG ? { id: 'call' } : undefined),
    insertRegistrationIfMissing: async (registration) => {
      if (rows.some((row) => row.lead_id === registration.lead_id)) return false;
      rows.push(registration);
      return true;
    },
    // No lead behind the id here: nothing to announce (the outbox is tested through the routes).
    leadForEvent: async () => undefined,
    checkoutForEvent: async () => undefined,
    eventForRegistration: async () => undefined,
    hasLeadEvent: async () => false,
    queueOutboundEvent: async () => {},
  };
  return { store, rows };
}

describe('registerForFreeCall', () => {
  it('registers the lead once, with only the attribution fields that were given', async () => {
    const { store, rows } = fakeStore(true);
    const warnings: unknown[] = [];
    const deps = {
      store,
      logger: { warn: (details: unknown) => warnings.push(details), info: () => {} },
      newId: () => 'r1',
    };
    const attribution = { utm_source: 'ig', utm_medium: '', referrer: 'https://instagram.com/' };

    expect(await registerForFreeCall(deps, 'lead-1', attribution, T)).toBe('registered');
    expect(await registerForFreeCall(deps, 'lead-1', attribution, T)).toBe('already_registered');
    expect(rows).toEqual([
      {
        id: 'r1',
        event_id: 'call',
        lead_id: 'lead-1',
        registration_date: T,
        created_at: T,
        updated_at: T,
        utm_source: 'ig',
        referrer: 'https://instagram.com/',
      },
    ]);
    expect(warnings).toEqual([]);
  });

  it('registers nobody, and says so in the log, when the call is switched off', async () => {
    const { store, rows } = fakeStore(false);
    const warnings: unknown[] = [];
    const logger = { warn: (details: unknown) => warnings.push(details), info: () => {} };
    expect(await registerForFreeCall({ store, logger }, 'lead-1', {}, T)).toBe('no_event');
    expect(rows).toEqual([]);
    expect(warnings).toEqual([{ leadId: 'lead-1', slug: FREE_CALL_SLUG }]);
  });
});
