import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseShareEvents, readScriptConfig } from './script-config.ts';

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
  it('maps Funil’s public events to the partner’s names, space-separated event:Name pairs', () => {
    const tag = script({
      src: 'https://funil.example/embed.js',
      'data-share-events': '  lead-captured:CadastroParceiro\n lead-completed:Inscricao_Completa ',
    });
    expect(readScriptConfig(tag).shareEvents).toEqual({
      'lead-captured': 'CadastroParceiro',
      'lead-completed': 'Inscricao_Completa',
    });
  });

  it('is absent without the attribute', () => {
    expect(readScriptConfig(script({ src: 'https://funil.example/embed.js' })).shareEvents).toBeUndefined();
  });

  it('leaves out each malformed or repeated entry with a [funil] warning, keeping the others', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parsed = parseShareEvents(
      'lead-captured:Cadastro lead-saved:Salvo lead-completed lead-completed:1Nome ' +
        'lead-completed:Nome-com-hifen lead-completed:ga_reservado lead-completed:A:B lead-captured:Outro',
    );
    expect(parsed).toEqual({ 'lead-captured': 'Cadastro' });
    expect(warn).toHaveBeenCalledTimes(7);
    for (const [message] of warn.mock.calls) expect(message).toMatch(/^\[funil\] data-share-events: "/);
    expect(warn.mock.calls[0]?.[0]).toContain('"lead-saved:Salvo"');
    expect(warn.mock.calls[6]?.[0]).toContain('"lead-captured:Outro"');
  });

  it('takes names up to GA4’s 40 characters', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseShareEvents(`lead-captured:A${'b'.repeat(39)}`)['lead-captured']).toHaveLength(40);
    expect(parseShareEvents(`lead-captured:A${'b'.repeat(40)}`)).toEqual({});
  });
});
