import { describe, expect, it } from 'vitest';
import { readScriptConfig } from './script-config.ts';

function script(attributes: Record<string, string>): HTMLScriptElement {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
}

describe('readScriptConfig', () => {
  it('defaults the API to the origin the script came from', () => {
    expect(readScriptConfig(script({ src: 'https://funil.example/embed.js?v=2' }))).toEqual({
      apiBase: 'https://funil.example',
      partner: undefined,
      nonce: undefined,
      checkoutUrl: undefined,
    });
  });

  it('reads data-api, data-partner and data-nonce', () => {
    const tag = script({
      src: 'https://cdn.example/embed.js',
      'data-api': 'https://api.example',
      'data-partner': 'p1',
      'data-nonce': 'n1',
      'data-checkout-url': 'https://pay.example/c',
    });
    expect(readScriptConfig(tag)).toEqual({
      apiBase: 'https://api.example',
      partner: 'p1',
      nonce: 'n1',
      checkoutUrl: 'https://pay.example/c',
    });
  });

  it('falls back to the same origin without a script tag', () => {
    expect(readScriptConfig(null).apiBase).toBe('');
  });
});
