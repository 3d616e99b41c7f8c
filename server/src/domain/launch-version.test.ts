import { defaultLaunchSettingsAt } from '@funil/core/launch-settings';
import { describe, expect, it } from 'vitest';
import { launchVersion } from './launch-version.ts';

describe('launchVersion', () => {
  const settings = defaultLaunchSettingsAt(new Date('2026-11-29T12:00:00Z'));

  it('is the same for the same public launch and URL-safe', () => {
    expect(launchVersion(settings)).toBe(launchVersion(structuredClone(settings)));
    expect(launchVersion(settings)).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it('changes when what the public sees changes', () => {
    const edited = structuredClone(settings);
    edited.immersion.location = 'Outro auditório, São Paulo';
    expect(launchVersion(edited)).not.toBe(launchVersion(settings));
  });
});
