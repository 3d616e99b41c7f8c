import { DEFAULT_LAUNCH_SETTINGS, publicLaunchSettings } from '@funil/core/launch-settings';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings, loadedLaunchSettings, loadLaunchSettings } from './launch-settings.ts';

const settings = publicLaunchSettings(DEFAULT_LAUNCH_SETTINGS);
const noWait = () => Promise.resolve();

afterEach(() => {
  forgetLaunchSettings();
  vi.unstubAllGlobals();
});

describe('loadLaunchSettings', () => {
  it('asks the API once per page and base, however many widgets ask', async () => {
    const fetch = vi.fn(async () => Response.json(settings));
    vi.stubGlobal('fetch', fetch);
    const [a, b] = await Promise.all([
      loadLaunchSettings('https://funil.test/'),
      loadLaunchSettings('https://funil.test'),
    ]);
    expect(a).toEqual(settings);
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((fetch.mock.calls[0] as unknown as [Request])[0].url).toBe(
      'https://funil.test/api/launch-settings',
    );
    expect(loadedLaunchSettings('https://funil.test')).toEqual(settings);
  });

  it('asks again after a failure, and a failed load is forgotten so the next caller retries', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    await expect(loadLaunchSettings('', noWait)).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(4);
    fetch.mockImplementation(async () => Response.json(settings));
    await expect(loadLaunchSettings('', noWait)).resolves.toEqual(settings);
  });
});
