import { STORAGE_KEYS } from '@funil/widgets/react';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutLeadId } from './program-lead.ts';

afterEach(() => localStorage.clear());

describe('checkoutLeadId', () => {
  it("names a personal link's lead, and leaves what the browser stored as it was", () => {
    const own = { id: 'lead-own', timestamp: Date.now(), token: 'segredo' };
    localStorage.setItem(STORAGE_KEYS.LEAD_ID_KEY, JSON.stringify(own));
    expect(checkoutLeadId('lead-route')).toBe('lead-route');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.LEAD_ID_KEY) ?? '')).toEqual(own);
  });

  it('falls back on the stored lead without a route id, and ignores an implausible one', () => {
    localStorage.setItem(
      STORAGE_KEYS.LEAD_ID_KEY,
      JSON.stringify({ id: 'lead-stored', timestamp: Date.now() }),
    );
    expect(checkoutLeadId(undefined)).toBe('lead-stored');
    expect(checkoutLeadId('not a lead id!')).toBe('lead-stored');
    localStorage.clear();
    expect(checkoutLeadId(undefined)).toBeNull();
  });
});
