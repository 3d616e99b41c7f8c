import { describe, expect, it } from 'vitest';
import { debriefingFor, debriefingRoute } from './debriefing.ts';

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

describe('debriefingRoute', () => {
  it('reads the last segment as an event slug or as a lead id', () => {
    const immersion = debriefingFor(undefined);
    expect(debriefingRoute(undefined)).toEqual({ debriefing: immersion, leadId: null });
    expect(debriefingRoute('imersao-ia-na-pratica')).toEqual({ debriefing: immersion, leadId: null });
    const lead = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';
    expect(debriefingRoute(lead)).toEqual({ debriefing: immersion, leadId: lead });
    expect(debriefingRoute('evento-que-nao-existe')).toBeUndefined();
  });
});
