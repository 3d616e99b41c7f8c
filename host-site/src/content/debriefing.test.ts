import { launchCopy } from '@funil/core/launch-copy';
import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { describe, expect, it } from 'vitest';
import { debriefingFor, debriefingRoute } from './debriefing.ts';

const copy = launchCopy(publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS));

describe('debriefingFor', () => {
  it('gives the immersion recap for /debriefing and for the immersion slug', () => {
    expect(debriefingFor(undefined, copy)?.title).toBe('Imersão IA na Prática');
    expect(debriefingFor('imersao-ia-na-pratica', copy)).toEqual(debriefingFor(undefined, copy));
    expect(debriefingFor(undefined, copy)?.date).toBe('26 de abril de 2025');
  });

  it('dates the immersion as the launch settings do', () => {
    const moved = launchCopy(
      publicLaunchSettings({
        ...DEFAULT_LAUNCH_SETTINGS,
        immersion: { ...DEFAULT_LAUNCH_SETTINGS.immersion, date: '2026-03-14' },
      }),
    );
    expect(debriefingFor(undefined, moved)?.date).toBe('14 de março de 2026');
  });

  it('has no debriefing for an event it does not know', () => {
    expect(debriefingFor('evento-que-nao-existe', copy)).toBeUndefined();
    expect(debriefingFor('constructor', copy)).toBeUndefined();
  });
});

describe('debriefingRoute', () => {
  it('reads the last segment as an event slug or as a lead id', () => {
    const immersion = debriefingFor(undefined, copy);
    expect(debriefingRoute(undefined, copy)).toEqual({ debriefing: immersion, leadId: null });
    expect(debriefingRoute('imersao-ia-na-pratica', copy)).toEqual({ debriefing: immersion, leadId: null });
    const lead = '3f6c1f0e-5b7a-4c1e-9a51-0c2b8d4e7a10';
    expect(debriefingRoute(lead, copy)).toEqual({ debriefing: immersion, leadId: lead });
    expect(debriefingRoute('evento-que-nao-existe', copy)).toBeUndefined();
  });
});
