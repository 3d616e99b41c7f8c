import { afterEach, describe, expect, it } from 'vitest';
import { adoptRouteLeadId } from './program-lead.ts';

afterEach(() => localStorage.clear());

describe('adoptRouteLeadId', () => {
  it('stores the id of a personal link so the checkout carries that lead', () => {
    expect(adoptRouteLeadId('lead-route', 1_000)).toBe('lead-route');
    expect(JSON.parse(localStorage.getItem('leadId') ?? '')).toEqual({ id: 'lead-route', timestamp: 1_000 });
  });

  it('keeps the stored lead without a route id, and ignores an implausible one', () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-stored', timestamp: Date.now() }));
    expect(adoptRouteLeadId(undefined)).toBe('lead-stored');
    expect(adoptRouteLeadId('not a lead id!')).toBe('lead-stored');
    expect(JSON.parse(localStorage.getItem('leadId') ?? '').id).toBe('lead-stored');
  });

  it("keeps the lead's secret for its own link, and never lends it to another lead's (decision 0019)", () => {
    const own = { id: 'lead-own', timestamp: Date.now(), token: 'segredo' };
    localStorage.setItem('leadId', JSON.stringify(own));
    expect(adoptRouteLeadId('lead-own')).toBe('lead-own');
    expect(JSON.parse(localStorage.getItem('leadId') ?? '')).toEqual(own);

    expect(adoptRouteLeadId('lead-other', 2_000)).toBe('lead-other');
    expect(JSON.parse(localStorage.getItem('leadId') ?? '')).toEqual({ id: 'lead-other', timestamp: 2_000 });
  });
});
