import { describe, expect, it } from 'vitest';
import { cadenceInputSchema, isOptOutReply, renderCadenceText, variablesIn } from './cadence.ts';

describe('cadence text', () => {
  it('fills known variables and leaves unknown names as typed', () => {
    expect(
      renderCadenceText('Oi {primeiro_nome}, pague em {link_pagamento} {outro}', {
        primeiro_nome: 'Ana',
        link_pagamento: 'https://pay.example/1',
      }),
    ).toBe('Oi Ana, pague em https://pay.example/1 {outro}');
  });

  it('never sends a brace for a known variable without a value', () => {
    expect(renderCadenceText('Código: {codigo_pix}.', {})).toBe('Código: .');
  });

  it('lists the variables a text uses once each, in order', () => {
    expect(variablesIn('{nome} {valor} {nome}')).toEqual(['nome', 'valor']);
  });
});

describe('opt-out replies', () => {
  it.each(['SAIR', 'sair', ' Parar! ', 'párar'])('reads %j as an opt-out', (text) => {
    expect(isOptOutReply(text)).toBe(true);
  });

  it.each(['quero sair do grupo', 'ok', ''])('does not read %j as one', (text) => {
    expect(isOptOutReply(text)).toBe(false);
  });
});

describe('cadence input', () => {
  it('refuses a cadence without steps, in pt-BR', () => {
    const parsed = cadenceInputSchema.safeParse({
      name: 'Recuperação',
      trigger: 'checkout_unpaid',
      steps: [],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('Inclua pelo menos um passo');
  });
});
