import { describe, expect, it } from 'vitest';
import { debriefingFor } from './debriefing.ts';

describe('debriefingFor', () => {
  it('gives the immersion recap for /debriefing and for the immersion slug', () => {
    expect(debriefingFor(undefined)?.title).toBe('Imersão IA na Prática');
    expect(debriefingFor('imersao-ia-na-pratica')).toBe(debriefingFor(undefined));
    expect(debriefingFor(undefined)?.date).toBe('26 de abril de 2025');
  });

  it('has no debriefing for an event it does not know', () => {
    expect(debriefingFor('evento-que-nao-existe')).toBeUndefined();
    expect(debriefingFor('constructor')).toBeUndefined();
  });
});
