import { describe, expect, it } from 'vitest';
import { withoutContactData } from './conversion-custom-data.ts';

describe('withoutContactData', () => {
  it('drops contact fields by name and e-mails under any name, also nested, and keeps the rest', () => {
    expect(
      withoutContactData({
        lead_name: 'Ana',
        Nome: 'Ana',
        whatsapp: '5511987654321',
        telefone: '11987654321',
        instagram: 'ana.ia',
        email: 'x',
        button_name: 'Quero participar',
        content_name: 'IA NA PRÁTICA',
        value: 1797,
        extra: { contato: 'ana@example.com', secao: 'hero' },
      }),
    ).toEqual({
      button_name: 'Quero participar',
      content_name: 'IA NA PRÁTICA',
      value: 1797,
      extra: { secao: 'hero' },
    });
  });
});
