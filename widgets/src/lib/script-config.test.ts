import { afterEach, describe, expect, it, vi } from 'vitest';
import { readScriptConfig } from './script-config.ts';

afterEach(() => vi.restoreAllMocks());

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

describe('data-share-events', () => {
  it('is kept as written, for the partner-events chunk to parse', () => {
    const attribute = '  lead-captured:CadastroParceiro\n lead-completed:Inscricao_Completa ';
    const tag = script({ src: 'https://funil.example/embed.js', 'data-share-events': attribute });
    expect(readScriptConfig(tag).shareEvents).toBe(attribute);
  });

  it('is absent without the attribute', () => {
    expect(readScriptConfig(script({ src: 'https://funil.example/embed.js' })).shareEvents).toBeUndefined();
  });
});
