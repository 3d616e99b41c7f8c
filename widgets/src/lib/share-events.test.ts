import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseShareEvents } from './share-events.ts';

afterEach(() => vi.restoreAllMocks());

describe('parseShareEvents', () => {
  it('maps Funil’s public events to the partner’s names, space-separated event:Name pairs', () => {
    expect(parseShareEvents('  lead-captured:CadastroParceiro\n lead-completed:Inscricao_Completa ')).toEqual(
      {
        'lead-captured': 'CadastroParceiro',
        'lead-completed': 'Inscricao_Completa',
      },
    );
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
