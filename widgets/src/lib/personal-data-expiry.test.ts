// Decision 0021: every record of the visitor the browser keeps is dated and goes after 7 days, on
// partner pages and on Funil's own site; records older versions wrote undated get 7 more days.

import { actAsOwnSite, actAsPartnerPage } from '@funil/testkit/widgets/test-partner-page';
import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markShown, wasShownThisSession } from '../exit-intent/exit-rules.ts';
import { cacheProfile, forgetExpiredProfiles } from '../instagram-preview/profile-storage.ts';
import { readAdIds } from '../tracker/ad-cookies.ts';
import { reportLeadSaved } from '../tracker/lead-events.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { PERSONAL_DATA_MAX_AGE_MS } from './storage.ts';
import { readFreshRecord, writeRecord } from './stored-json.ts';
import {
  hasPartialLeadData,
  readPartialLead,
  readStoredLead,
  rememberLead,
  rememberPartialLead,
} from './stored-lead.ts';

const NOW = Date.UTC(2026, 0, 31, 12);
const WEEK = PERSONAL_DATA_MAX_AGE_MS;
const PARTIAL = { name: 'Ana Lima', whatsapp: '5511987654321', region: 'São Paulo', instagram: 'ana.lima' };

afterEach(() => {
  actAsOwnSite();
  sessionStorage.clear();
});

describe.each([
  ['Funil’s own site', actAsOwnSite, ''],
  ['a partner’s page', actAsPartnerPage, 'funil:'],
])('on %s', (_where, actAs, prefix) => {
  it('the stored lead is read for 7 days, then removed', () => {
    actAs();
    rememberLead({ name: 'Ana Lima', whatsapp: '5511987654321' }, NOW);
    expect(readStoredLead(NOW + WEEK)).toEqual({ name: 'Ana Lima', email: '', whatsapp: '5511987654321' });
    expect(readStoredLead(NOW + WEEK + 1)).toBeNull();
    expect(localStorage.getItem(`${prefix}lead`)).toBeNull();
  });

  it('what the visitor typed is read for 7 days, then removed, and no longer makes a returning visitor', () => {
    actAs();
    rememberPartialLead(PARTIAL, NOW);
    expect(readPartialLead(NOW + WEEK)).toEqual(PARTIAL);
    expect(hasPartialLeadData(NOW + WEEK)).toBe(true);
    expect(hasPartialLeadData(NOW + WEEK + 1)).toBe(false);
    expect(readPartialLead(NOW + WEEK + 1)).toBeUndefined();
    expect(localStorage.getItem(`${prefix}partialLeadData`)).toBeNull();
  });

  it('the click id kept without a cookie goes after 7 days', () => {
    actAs();
    expect(readAdIds(NOW, '?fbclid=clique')).toEqual({ fbc: `fb.1.${NOW}.clique` });
    expect(localStorage.getItem(`${prefix}_fbc`)).toBe(`fb.1.${NOW}.clique`);
    expect(readAdIds(NOW + WEEK, '')).toEqual({ fbc: `fb.1.${NOW}.clique` });
    expect(readAdIds(NOW + WEEK + 1, '')).toEqual({});
    expect(localStorage.getItem(`${prefix}_fbc`)).toBeNull();
  });

  it('the time an earlier session showed the exit popup goes after 7 days', () => {
    actAs();
    markShown(NOW);
    sessionStorage.clear();
    expect(wasShownThisSession(NOW + WEEK)).toBe(false);
    expect(localStorage.getItem(`${prefix}exitModalLastShown`)).toBe(String(NOW));
    expect(wasShownThisSession(NOW + WEEK + 1)).toBe(false);
    expect(localStorage.getItem(`${prefix}exitModalLastShown`)).toBeNull();
  });

  it('saved Instagram profiles past their 24 h and locks over 7 days old are cleared, whatever the handle', () => {
    actAs();
    const profile = (savedAt: number) => JSON.stringify({ profile: demoProfile(), savedAt });
    localStorage.setItem(`${prefix}instagramProfile_velho`, profile(NOW - 86_400_000));
    localStorage.setItem(`${prefix}instagramProfile_novo`, profile(NOW - 1_000));
    localStorage.setItem(`${prefix}instagramFetchLock_velho`, String(NOW - WEEK - 1));
    localStorage.setItem(`${prefix}instagramFetchLock_novo`, String(NOW - 1_000));
    forgetExpiredProfiles(NOW);
    expect(Object.keys(localStorage).sort()).toEqual([
      `${prefix}instagramFetchLock_novo`,
      `${prefix}instagramProfile_novo`,
    ]);
  });
});

describe('the memo of lead events sent', () => {
  const tracker = () =>
    ({ identify: vi.fn(), registerVisit: vi.fn(async () => ({})), track: vi.fn() }) as unknown as Tracker;
  const ANA = { id: 'lead-1', name: 'Ana Lima', phone: '5511987654321' };

  it('forgets a lead after 7 days: its entry is removed, and a new save reports it again', () => {
    const first = tracker();
    reportLeadSaved(first, ANA, NOW);
    expect(first.track).toHaveBeenCalledWith('Lead', expect.anything());
    const again = tracker();
    reportLeadSaved(again, ANA, NOW + WEEK);
    expect(again.track).not.toHaveBeenCalled();

    const later = tracker();
    reportLeadSaved(later, { ...ANA, id: 'lead-2' }, NOW + WEEK + 1);
    expect(Object.keys(JSON.parse(localStorage.getItem('funil:leadEvents') ?? '{}'))).toEqual(['lead-2']);
    reportLeadSaved(later, ANA, NOW + WEEK + 2);
    expect(later.track).toHaveBeenCalledWith('Lead', expect.anything());
  });

  it('reads an older version’s undated list as sent now', () => {
    localStorage.setItem('funil:leadEvents', JSON.stringify({ 'lead-1': ['lead'] }));
    cacheProfile('ana.lima', demoProfile({ username: 'ana.lima' }), NOW);
    const page = tracker();
    reportLeadSaved(page, { ...ANA, instagram: 'ana.lima' }, NOW);
    expect(page.track).toHaveBeenCalledTimes(1);
    expect(page.track).toHaveBeenCalledWith('InstagramProvided', expect.anything());
    expect(JSON.parse(localStorage.getItem('funil:leadEvents') ?? '{}')).toEqual({
      'lead-1': { sent: ['lead', 'instagram'], savedAt: NOW },
    });
  });
});

describe('records without a date', () => {
  it('are dated when first read by this version, so they go 7 days later', () => {
    localStorage.setItem('lead', JSON.stringify({ name: 'Ana', email: '', whatsapp: '5511987654321' }));
    expect(readStoredLead(NOW)).toEqual({ name: 'Ana', email: '', whatsapp: '5511987654321' });
    expect(JSON.parse(localStorage.getItem('lead') ?? '{}').savedAt).toBe(NOW);
    expect(readStoredLead(NOW + WEEK + 1)).toBeNull();
  });

  it('a record dated far in the future is dropped rather than kept forever', () => {
    writeRecord('partialLeadData', PARTIAL, NOW + 2 * WEEK);
    expect(readFreshRecord('partialLeadData', NOW)).toBeUndefined();
    expect(localStorage.getItem('partialLeadData')).toBeNull();
  });
});
