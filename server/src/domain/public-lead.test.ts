import { isLeadId } from '@funil/core/lead-id';
import { firstName } from '@funil/core/text';
import { describe, expect, it } from 'vitest';
import { findLeadSummary, toPublicLead } from './public-lead.ts';

describe('public lead', () => {
  it('shows the first name, the stages and the id, nothing else', () => {
    const lead = {
      id: 'x',
      name: '  Ana  Maria Souza ',
      journey_stage: 'customer',
      conversion_stage: 'payment_approved',
      instagram: 'ana.souza',
      visitCount: 3,
      registeredForEvent: true,
    };
    expect(toPublicLead(lead)).toEqual({
      id: 'x',
      firstName: 'Ana',
      journeyStage: 'customer',
      conversionStage: 'payment_approved',
      instagram: 'ana.souza',
      visitCount: 3,
      registeredForEvent: true,
    });
  });

  it('answers null for a lead without a handle or with a blank one', () => {
    const lead = {
      id: 'x',
      name: 'Ana',
      journey_stage: 'lead',
      conversion_stage: 'new_lead',
      visitCount: 0,
      registeredForEvent: false,
    };
    expect(toPublicLead({ ...lead, instagram: null }).instagram).toBeNull();
    expect(toPublicLead({ ...lead, instagram: '  ' }).instagram).toBeNull();
  });

  it('gives an empty first name for a lead without a name', () => {
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
  });

  it('accepts UUIDs only as lead ids', () => {
    expect(isLeadId(crypto.randomUUID())).toBe(true);
    expect(isLeadId('A1B2C3D4-0000-4000-8000-000000000000')).toBe(true);
    for (const id of ['', 'older', '1 or 1=1', `${crypto.randomUUID()}x`])
      expect(isLeadId(id), id).toBe(false);
  });
});

describe('findLeadSummary', () => {
  const lead = {
    id: 'l1',
    name: 'Ana Maria',
    journey_stage: 'customer',
    conversion_stage: 'purchased',
    instagram: 'ana',
    visitCount: 3,
    registeredForEvent: true,
  };
  const claim = {
    id: 'c1',
    leadId: 'l1',
    name: 'Outra Pessoa',
    instagram: null,
    conversionStage: 'new_lead',
    lastVisitKey: null,
    visitCount: 1,
    registeredForEvent: false,
  };
  const store = {
    findSummary: async (id: string) => (id === 'l1' ? lead : undefined),
    findClaim: async (id: string) => (id === 'c1' ? claim : undefined),
  };

  it("answers a lead's own summary, and a claim's as the new lead it looks like", async () => {
    expect(await findLeadSummary(store, 'l1')).toEqual(lead);
    expect(await findLeadSummary(store, 'c1')).toEqual({
      id: 'c1',
      name: 'Outra Pessoa',
      journey_stage: 'lead',
      conversion_stage: 'new_lead',
      instagram: null,
      visitCount: 1,
      registeredForEvent: false,
    });
    expect(await findLeadSummary(store, 'x')).toBeUndefined();
  });
});
