import { actAsOwnSite, actAsPartnerPage } from '@funil/testkit/widgets/test-partner-page';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PIXEL_CONSENT_KEY } from '../lib/storage-keys.ts';
import {
  hasPixels,
  loadPixels,
  type PixelIds,
  readPixelConsent,
  rememberPixelConsent,
} from './pixel-loader.ts';

const ALL: PixelIds = {
  metaPixelId: '123456789012345',
  tiktokPixelId: 'C0ABCDEFGHIJ12345678',
  analyticsId: 'G-ABC1234',
};
const NONE: PixelIds = { metaPixelId: null, tiktokPixelId: null, analyticsId: null };
const NOW = Date.UTC(2026, 10, 24, 12);

/** A fresh window of the page's own document, so each case starts with no pixel loaded. */
function freshWindow(path = '/ianapratica'): Window {
  history.replaceState(null, '', path);
  return Object.assign(Object.create(window), { location: window.location }) as Window;
}

/** The page's document, except that the script tags it is given are recorded, never fetched. */
let added: HTMLScriptElement[];
let doc: Document;
const scripts = () => added.map((script) => script.src);

beforeEach(() => {
  localStorage.clear();
  added = [];
  doc = {
    createElement: (tag: string) => document.createElement(tag),
    head: { append: (script: HTMLScriptElement) => added.push(script) },
  } as unknown as Document;
});

afterEach(() => {
  actAsOwnSite();
  history.replaceState(null, '', '/');
});

describe('loadPixels', () => {
  it('loads nothing before the visitor accepted, nor after they refused', () => {
    expect(loadPixels(ALL, { doc, win: freshWindow(), now: NOW })).toEqual([]);
    rememberPixelConsent('refused', NOW);
    expect(loadPixels(ALL, { doc, win: freshWindow(), now: NOW })).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('loads the three vendor scripts with the configured ids once accepted, once per page', () => {
    rememberPixelConsent('accepted', NOW);
    const win = freshWindow();
    expect(loadPixels(ALL, { doc, win, now: NOW })).toEqual(['meta', 'tiktok', 'analytics']);
    expect(scripts()).toEqual([
      'https://connect.facebook.net/en_US/fbevents.js',
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C0ABCDEFGHIJ12345678&lib=ttq',
      'https://www.googletagmanager.com/gtag/js?id=G-ABC1234',
    ]);
    const page = win as unknown as {
      fbq: { queue: ArrayLike<unknown>[] };
      ttq: unknown[];
      dataLayer: ArrayLike<unknown>[];
    };
    expect(Array.from(page.fbq.queue[0] ?? [])).toEqual(['init', ALL.metaPixelId]);
    expect(Array.from(page.dataLayer[1] ?? [])).toEqual(['config', 'G-ABC1234', { send_page_view: false }]);
    expect(loadPixels(ALL, { doc, win, now: NOW })).toEqual([]);
    expect(scripts()).toHaveLength(3);
  });

  it('loads only the pixels whose id is set, and none with a malformed id', () => {
    rememberPixelConsent('accepted', NOW);
    expect(
      loadPixels({ ...NONE, tiktokPixelId: 'C0ABCDEFGHIJ12345678' }, { doc, win: freshWindow(), now: NOW }),
    ).toEqual(['tiktok']);
    expect(
      loadPixels(
        { metaPixelId: '123"><script>', tiktokPixelId: null, analyticsId: 'UA-1' },
        { doc, win: freshWindow(), now: NOW },
      ),
    ).toEqual([]);
    expect(scripts()).toHaveLength(1);
  });

  it("sends the tracker's page view to the pixels just loaded, with the server copy's event id", () => {
    rememberPixelConsent('accepted', NOW);
    const win = freshWindow();
    loadPixels(ALL, { doc, win, now: NOW, pageViewId: 'PageView_1_abc' });
    const page = win as unknown as {
      fbq: { queue: ArrayLike<unknown>[] };
      ttq: unknown[];
      dataLayer: ArrayLike<unknown>[];
    };
    expect(Array.from(page.fbq.queue[1] ?? [])).toEqual([
      'track',
      'PageView',
      {},
      { eventID: 'PageView_1_abc' },
    ]);
    expect(Array.from(page.ttq)).toEqual([['page']]);
    expect(Array.from(page.dataLayer[2] ?? [])).toEqual([
      'event',
      'page_view',
      { event_id: 'PageView_1_abc' },
    ]);
  });

  it("never loads on a partner's page nor on staff pages", () => {
    rememberPixelConsent('accepted', NOW);
    actAsPartnerPage();
    expect(loadPixels(ALL, { doc, win: freshWindow(), now: NOW })).toEqual([]);
    actAsOwnSite();
    expect(loadPixels(ALL, { doc, win: freshWindow('/admin/dashboard'), now: NOW })).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('survives a vendor stub that throws', () => {
    rememberPixelConsent('accepted', NOW);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const win = freshWindow();
    Object.defineProperty(win, 'dataLayer', {
      get() {
        throw new Error('boom');
      },
    });
    expect(loadPixels(ALL, { doc, win, now: NOW })).toEqual(['meta', 'tiktok']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('the consent record', () => {
  it('remembers the answer for a year, for this text version', () => {
    expect(readPixelConsent(NOW)).toBeNull();
    rememberPixelConsent('accepted', NOW);
    expect(JSON.parse(localStorage.getItem(PIXEL_CONSENT_KEY) ?? '')).toEqual({
      choice: 'accepted',
      version: 2,
      savedAt: NOW,
    });
    expect(readPixelConsent(NOW + 364 * 86_400_000)).toBe('accepted');
    expect(readPixelConsent(NOW + 366 * 86_400_000)).toBeNull();
    // An answer to the text before the server side (version 1) is asked again.
    localStorage.setItem(PIXEL_CONSENT_KEY, JSON.stringify({ choice: 'accepted', version: 1, savedAt: NOW }));
    expect(readPixelConsent(NOW)).toBeNull();
    localStorage.setItem(PIXEL_CONSENT_KEY, '{not json');
    expect(readPixelConsent(NOW)).toBeNull();
  });

  it('asks only when some pixel is configured', () => {
    expect(hasPixels(NONE)).toBe(false);
    expect(hasPixels(null)).toBe(false);
    expect(hasPixels({ ...NONE, analyticsId: 'G-ABC1234' })).toBe(true);
  });
});
