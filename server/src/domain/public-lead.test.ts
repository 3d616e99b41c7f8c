import { firstName } from '@funil/core/text';
import { describe, expect, it } from 'vitest';
import { isLeadId, toPublicLead } from './public-lead.ts';

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
