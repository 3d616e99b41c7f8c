import { describe, expect, it } from 'vitest';
import { LEAD_ID_MAX_AGE_MS, readLeadCapability, readStoredLead, readStoredLeadId } from './stored-lead.ts';

const NOW = Date.UTC(2026, 0, 31);

describe('readStoredLead', () => {
  it('reads name, email and whatsapp', () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana', email: '', whatsapp: '5511987654321' }));
    expect(readStoredLead()).toEqual({ name: 'Ana', email: '', whatsapp: '5511987654321' });
  });

  it('removes lead and leadId when the stored lead is corrupt', () => {
    localStorage.setItem('lead', '{"name": "Ana"');
    localStorage.setItem('leadId', 'lead-1');
    expect(readStoredLead()).toBeNull();
    expect(localStorage.getItem('lead')).toBeNull();
    expect(localStorage.getItem('leadId')).toBeNull();
  });

  it('is null when nothing is stored', () => {
    expect(readStoredLead()).toBeNull();
  });
});

describe('readStoredLeadId', () => {
  it('accepts a bare id, which an older page wrote undated: dated now, it goes within 7 days', () => {
    localStorage.setItem('leadId', 'a1b2');
    expect(readStoredLeadId(NOW)).toBe('a1b2');
    expect(JSON.parse(localStorage.getItem('leadId') ?? '')).toEqual({ id: 'a1b2', timestamp: NOW });
    expect(readStoredLeadId(NOW + LEAD_ID_MAX_AGE_MS + 1)).toBeNull();
  });

  it('keeps the id 7 days, not the 30 of spec §9 (decision 0021)', () => {
    expect(LEAD_ID_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('accepts {id, timestamp} up to 7 days old', () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW - LEAD_ID_MAX_AGE_MS }));
    expect(readStoredLeadId(NOW)).toBe('x');
  });

  it('removes and ignores an id older than 7 days', () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW - LEAD_ID_MAX_AGE_MS - 1 }));
    expect(readStoredLeadId(NOW)).toBeNull();
    expect(localStorage.getItem('leadId')).toBeNull();
  });

  it('reads the id of a record that also keeps the secret', () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW, token: 'segredo' }));
    expect(readStoredLeadId(NOW)).toBe('x');
  });

  it('removes a record without an id', () => {
    localStorage.setItem('leadId', JSON.stringify({ timestamp: NOW }));
    expect(readStoredLeadId(NOW)).toBeNull();
    expect(localStorage.getItem('leadId')).toBeNull();
  });
});

describe('readLeadCapability', () => {
  it('pairs the id with the secret its save answered', () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW, token: 'segredo' }));
    expect(readLeadCapability(NOW)).toEqual({ leadId: 'x', leadToken: 'segredo' });
  });

  it('is null for an id without a secret: a bare one, an older record, a personal link', () => {
    localStorage.setItem('leadId', 'a1b2');
    expect(readLeadCapability(NOW)).toBeNull();
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW }));
    expect(readLeadCapability(NOW)).toBeNull();
    localStorage.setItem('leadId', JSON.stringify({ id: 'x', timestamp: NOW, token: '' }));
    expect(readLeadCapability(NOW)).toBeNull();
  });

  it('goes with the id after 7 days', () => {
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'x', timestamp: NOW - LEAD_ID_MAX_AGE_MS - 1, token: 'segredo' }),
    );
    expect(readLeadCapability(NOW)).toBeNull();
  });
});
