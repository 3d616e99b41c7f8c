import { describe, expect, it } from 'vitest';
import { renderStepText, templateParameters } from './render-step.ts';

describe('renderStepText', () => {
  it('fills the variables and leaves out a line whose every variable has no value', () => {
    const text = 'Oi, {primeiro_nome}!\nLink: {link_pagamento}\nPIX: {codigo_pix}\n\nAté já.';
    expect(renderStepText(text, { primeiro_nome: 'Ana', link_pagamento: 'https://p.test/1' })).toBe(
      'Oi, Ana!\nLink: https://p.test/1\n\nAté já.',
    );
    // A line keeps its place while any of its variables has a value; the empty one renders as ''.
    expect(renderStepText('{valor} via {codigo_pix}', { valor: 'R$ 1.797,00' })).toBe('R$ 1.797,00 via');
    // Unknown names are not variables: the text keeps them as written.
    expect(renderStepText('Oi {apelido}\nPIX: {codigo_pix}', {})).toBe('Oi {apelido}');
  });
});

describe('templateParameters', () => {
  it("answers the values of the text's variables in order of first use, '' for a missing one", () => {
    expect(
      templateParameters('{primeiro_nome}: {valor}, {primeiro_nome}, {codigo_pix}', {
        primeiro_nome: 'Ana',
        valor: 'R$ 10,00',
      }),
    ).toEqual(['Ana', 'R$ 10,00', '']);
  });
});
