import { afterEach, describe, expect, it } from 'vitest';
import { mountShadow, scopeToShadow } from './shadow-root.ts';

describe('mountShadow', () => {
  it('adopts the CSS as a constructed stylesheet, which a page CSP does not block', () => {
    const host = document.createElement('div');
    mountShadow(host, { css: 'a { color: red; }', nonce: 'n' });
    const root = host.shadowRoot;
    expect(root?.adoptedStyleSheets).toHaveLength(1);
    expect(root?.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toBe('a { color: red; }');
    expect(root?.querySelector('style')).toBeNull();
  });

  it('reuses the same shadow root, sheet list and mount point when called twice', () => {
    const host = document.createElement('div');
    const first = mountShadow(host, { css: 'a { color: red; }' });
    const second = mountShadow(host, { css: 'b { color: blue; }' });
    expect(second).toBe(first);
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(1);
    expect(host.shadowRoot?.adoptedStyleSheets[0]?.cssRules[0]?.cssText).toBe('b { color: blue; }');
  });

  describe('without constructable stylesheets', () => {
    const replaceSync = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'replaceSync');
    afterEach(() => {
      if (replaceSync) Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', replaceSync);
    });

    it('falls back to one <style> carrying the page’s nonce', () => {
      Object.defineProperty(CSSStyleSheet.prototype, 'replaceSync', { value: undefined, configurable: true });
      const host = document.createElement('div');
      mountShadow(host, { css: 'a{}' });
      mountShadow(host, { css: 'b{}', nonce: 'n' });
      expect(host.shadowRoot?.querySelectorAll('style')).toHaveLength(1);
      expect(host.shadowRoot?.querySelector('style')?.textContent).toBe('b{}');
      expect(host.shadowRoot?.querySelector('style')?.getAttribute('nonce')).toBe('n');
    });
  });
});

describe('scopeToShadow', () => {
  it('moves :root variables onto the shadow host', () => {
    expect(scopeToShadow(':root { --a: 1 }')).toBe(':host { --a: 1 }');
  });
});
