import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { loadedLaunchSettings } from '@funil/widgets/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetLaunchPreview,
  previewedLaunch,
  requestedPreview,
  startLaunchPreview,
} from './launch-preview.ts';

const ID = '3f2b8c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(forgetLaunchPreview);

describe('launch preview', () => {
  it('reads a launch id from ?previa=, and nothing else', () => {
    expect(requestedPreview(`?previa=${ID}`)).toBe(ID);
    expect(requestedPreview(`?utm_source=x&previa=${ID.toUpperCase()}`)).toBe(ID);
    expect(requestedPreview('?previa=lancamento-marco')).toBeNull();
    expect(requestedPreview('?previa=')).toBeNull();
    expect(requestedPreview('')).toBeNull();
  });

  it('leaves the page on the current launch when no staff session answers', async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(
        json(401, { error: { code: 'unauthorized', message: 'Faça login para continuar.' } }),
      );
    expect(await startLaunchPreview(ID, fetcher)).toBe(false);
    expect(fetcher).toHaveBeenCalledWith(`/api/admin/launches/${ID}/preview`, expect.anything());
    expect(previewedLaunch()).toBeNull();
    expect(loadedLaunchSettings('')).toBeNull();
  });

  it('hands the preview to every page and widget when staff may read it', async () => {
    const preview = publicLaunchSettings({
      ...DEFAULT_LAUNCH_SETTINGS,
      program: { ...DEFAULT_LAUNCH_SETTINGS.program, pixPriceCents: 99_700 },
    });
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(json(200, preview));
    expect(await startLaunchPreview(ID, fetcher)).toBe(true);
    expect(previewedLaunch()).toBe(ID);
    expect(loadedLaunchSettings('')?.program.pixPriceCents).toBe(99_700);
  });
});
