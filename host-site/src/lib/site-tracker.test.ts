import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePageViewId, siteTracker } from './site-tracker.ts';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('siteTracker', () => {
  it('is one tracker for the whole site, and none on staff pages', () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    expect(siteTracker()).toBeUndefined();

    window.history.replaceState(null, '', '/ianapratica');
    const tracker = siteTracker();
    expect(tracker).toBeDefined();
    window.history.replaceState(null, '', '/obrigado');
    expect(siteTracker()).toBe(tracker);
  });

  it("remembers the latest page view's event id for the pixels loaded after consent", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    window.history.replaceState(null, '', '/ianapratica');
    const tracker = siteTracker();
    const pageView = tracker?.track('PageView');
    expect(pageView).toMatch(/^PageView_/);
    expect(sitePageViewId()).toBe(pageView);
    tracker?.track('CTAClick', { button_name: 'Quero', section: 'hero' });
    expect(sitePageViewId()).toBe(pageView);
  });
});
