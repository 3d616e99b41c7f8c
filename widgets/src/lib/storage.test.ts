import { actAsOwnSite, actAsPartnerPage } from '@funil/testkit/widgets/test-partner-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isExpired,
  PERSONAL_DATA_MAX_AGE_MS,
  readItem,
  removeItem,
  storageKey,
  storedKeysStartingWith,
  writeItem,
  writeJson,
} from './storage.ts';
import {
  readLeadCapability,
  readStoredLead,
  readStoredLeadId,
  rememberLead,
  rememberLeadId,
  rememberPartialLead,
} from './stored-lead.ts';

afterEach(() => {
  actAsOwnSite();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const NOW = Date.UTC(2026, 0, 31);

describe('on Funil’s own site', () => {
  it('keeps the spec’s key names', () => {
    rememberLead({ name: 'Ana', whatsapp: '5511987654321' }, NOW);
    rememberLeadId({ id: 'lead-1', token: 'segredo' }, NOW);
    writeItem('exitModalShownInSession', 'true', 'session');
    expect(Object.keys(localStorage).sort()).toEqual(['lead', 'leadId']);
    expect(sessionStorage.getItem('exitModalShownInSession')).toBe('true');
    expect(storageKey('pendingLeads')).toBe('pendingLeads');
  });
});

describe('on a partner’s page', () => {
  it('namespaces every key of ours with funil:, once', () => {
    actAsPartnerPage();
    expect(storageKey('lead')).toBe('funil:lead');
    expect(storageKey('funil:leadEvents')).toBe('funil:leadEvents');
    rememberLead({ name: 'Ana', whatsapp: '5511987654321' }, NOW);
    rememberLeadId({ id: 'lead-1', token: 'segredo' }, NOW);
    rememberPartialLead({ name: 'Ana', whatsapp: '5511987654321', region: 'São Paulo', instagram: '' }, NOW);
    writeJson('pendingLeads', []);
    writeItem('exitModalShownInSession', 'true', 'session');
    expect(Object.keys(localStorage).sort()).toEqual([
      'funil:lead',
      'funil:leadId',
      'funil:partialLeadData',
      'funil:pendingLeads',
    ]);
    expect(Object.keys(sessionStorage)).toEqual(['funil:exitModalShownInSession']);
    expect(readItem('lead')).toBe(localStorage.getItem('funil:lead'));
    removeItem('exitModalShownInSession', 'session');
    expect(sessionStorage.length).toBe(0);
  });

  it('never reads, writes or removes the partner’s own lead and leadId', () => {
    // The partner's values are not ours in shape: on Funil's site such a 'lead' would be dropped as corrupt.
    localStorage.setItem('lead', 'cliente-do-parceiro-77');
    localStorage.setItem('leadId', 'P-2024-0042');
    actAsPartnerPage();
    expect(readStoredLead(NOW)).toBeNull();
    expect(readStoredLeadId(NOW)).toBeNull();
    rememberLead({ name: 'Ana', whatsapp: '5511987654321' }, NOW);
    rememberLeadId({ id: 'lead-1', token: 'segredo' }, NOW);
    expect(readStoredLead(NOW)).toEqual({ name: 'Ana', email: '', whatsapp: '5511987654321' });
    expect(readLeadCapability(NOW)).toEqual({ leadId: 'lead-1', leadToken: 'segredo' });
    localStorage.setItem('funil:lead', '{corrupt');
    expect(readStoredLead(NOW)).toBeNull();
    expect(localStorage.getItem('funil:leadId')).toBeNull();
    expect(localStorage.getItem('lead')).toBe('cliente-do-parceiro-77');
    expect(localStorage.getItem('leadId')).toBe('P-2024-0042');
  });

  it('lists its own keys by prefix, without the namespace, and none of the partner’s', () => {
    localStorage.setItem('instagramProfile_do.parceiro', '{}');
    actAsPartnerPage();
    writeJson('instagramProfile_ana', {});
    expect(storedKeysStartingWith('instagramProfile_')).toEqual(['instagramProfile_ana']);
  });
});

describe('with storage off (a sandboxed frame, a full quota)', () => {
  it('never throws: writes are lost, reads find nothing', () => {
    const off = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'key'] as const)
      vi.spyOn(Storage.prototype, method).mockImplementation(off);
    actAsPartnerPage();
    expect(() => writeJson('lead', { name: 'Ana' })).not.toThrow();
    expect(() => writeItem('exitModalShownInSession', 'true', 'session')).not.toThrow();
    expect(() => removeItem('lead')).not.toThrow();
    expect(readItem('lead')).toBeNull();
    expect(readStoredLead(NOW)).toBeNull();
    expect(storedKeysStartingWith('instagramProfile_')).toEqual([]);
  });
});

describe('isExpired', () => {
  it('is true past 7 days, either way of now', () => {
    expect(PERSONAL_DATA_MAX_AGE_MS).toBe(604_800_000);
    expect(isExpired(NOW - PERSONAL_DATA_MAX_AGE_MS, NOW)).toBe(false);
    expect(isExpired(NOW - PERSONAL_DATA_MAX_AGE_MS - 1, NOW)).toBe(true);
    // A record dated far ahead (a clock set wrong) must not outlive the rule.
    expect(isExpired(NOW + PERSONAL_DATA_MAX_AGE_MS + 1, NOW)).toBe(true);
  });
});
