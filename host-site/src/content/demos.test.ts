import { describe, expect, it } from 'vitest';
import { demoFor } from './demos.ts';

describe('demoFor', () => {
  it('finds the immersion demo and the audience demos', () => {
    expect(demoFor('imersao')?.title).toBe('Como é a Imersão IA na Prática');
    expect(demoFor('clinicas')?.examples.length).toBeGreaterThan(0);
  });

  it('has no page for other names, including the names every object has', () => {
    expect(demoFor('desconhecida')).toBeUndefined();
    expect(demoFor('constructor')).toBeUndefined();
    expect(demoFor('toString')).toBeUndefined();
  });
});
