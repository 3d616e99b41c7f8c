import { afterEach, describe, expect, it } from 'vitest';
import { siteTracker } from './site-tracker.ts';

afterEach(() => window.history.replaceState(null, '', '/'));

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
});
