import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { describe, expect, it } from 'vitest';
import { demoFor } from './demos.ts';
import { immersionOf } from './immersion.ts';

const immersion = immersionOf(launchCopy(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS)));

describe('demoFor', () => {
  it('finds the immersion demo and the audience demos', () => {
    expect(demoFor('imersao', immersion)?.title).toBe('Como é a Imersão IA na Prática');
    expect(demoFor('imersao', immersion)?.intro).toContain('das 09:00 às 17:00, online e ao vivo');
    expect(demoFor('clinicas', immersion)?.examples.length).toBeGreaterThan(0);
  });

  it('has no page for other names, including the names every object has', () => {
    expect(demoFor('desconhecida', immersion)).toBeUndefined();
    expect(demoFor('constructor', immersion)).toBeUndefined();
    expect(demoFor('toString', immersion)).toBeUndefined();
  });
});
