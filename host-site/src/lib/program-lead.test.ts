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
});
