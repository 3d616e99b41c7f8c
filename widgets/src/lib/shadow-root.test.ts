import { describe, expect, it } from 'vitest';
import { mountShadow, scopeToShadow } from './shadow-root.ts';

describe('mountShadow', () => {
  it('reuses the same shadow root, style and mount point when called twice', () => {
    const host = document.createElement('div');
    const first = mountShadow(host, { css: 'a{}' });
    const second = mountShadow(host, { css: 'b{}', nonce: 'n' });
    expect(second).toBe(first);
    expect(host.shadowRoot?.querySelectorAll('style')).toHaveLength(1);
    expect(host.shadowRoot?.querySelector('style')?.textContent).toBe('b{}');
  });
});

describe('scopeToShadow', () => {
  it('moves :root variables onto the shadow host', () => {
    expect(scopeToShadow(':root { --a: 1 }')).toBe(':host { --a: 1 }');
  });
});
