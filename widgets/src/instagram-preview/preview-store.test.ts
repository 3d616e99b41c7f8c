import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewStore } from './preview-store.ts';
import type { LookupResult, ProfileClient } from './profile-client.ts';
import { profileKey } from './profile-storage.ts';
import { INSTAGRAM_TIMING } from './timing.ts';

function setup(
  answer: (username: string) => LookupResult = () => ({ kind: 'found', profile: demoProfile() }),
) {
  const lookup = vi.fn(async (username: string, _signal?: AbortSignal) => answer(username));
  const client: ProfileClient = { lookup };
  const onLoadingEnd = vi.fn();
  const store = createPreviewStore({ client, onLoadingEnd });
  return { store, lookup, onLoadingEnd };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the preview store', () => {
  it('shows loading at once and looks the handle up only once typing pauses', async () => {
    const { store, lookup } = setup();
    store.getState().setUsername('@Mar');
    store.getState().setUsername('@Maria.Silva');
    expect(store.getState()).toMatchObject({ username: 'maria.silva', status: 'loading' });
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs - 1);
    expect(lookup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup.mock.calls[0]?.[0]).toBe('maria.silva');
  });

  it('stores the profile, clears loading and tells the parent it was found', async () => {
    const { store, onLoadingEnd } = setup();
    store.getState().setUsername('maria.silva');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    expect(store.getState()).toMatchObject({ status: 'found', profile: demoProfile(), error: null });
    expect(onLoadingEnd).toHaveBeenCalledWith({ found: true, profile: demoProfile(), error: null });
  });

  it('stores the error message, and whether it is a rate limit, and tells the parent', async () => {
    const { store, onLoadingEnd } = setup(() => ({
      kind: 'error',
      message: 'Acesso negado.',
      rateLimited: false,
    }));
    store.getState().setUsername('maria');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    expect(store.getState()).toMatchObject({ status: 'error', error: 'Acesso negado.', profile: null });
    expect(onLoadingEnd).toHaveBeenCalledWith({ found: false, profile: null, error: 'Acesso negado.' });
  });

  it('says at once that a handle no account can have is invalid, and looks nothing up', async () => {
    const { store, lookup, onLoadingEnd } = setup();
    for (const typed of ['ana maria', 'ana!', '@@ana']) {
      store.getState().setUsername(typed);
      expect(store.getState(), typed).toMatchObject({
        status: 'not_found',
        error: 'Nome de usuário inválido: use só letras, números, ponto e _, sem espaços.',
      });
    }
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    expect(lookup).not.toHaveBeenCalled();
    expect(onLoadingEnd).toHaveBeenLastCalledWith(expect.objectContaining({ found: false }));
    // The same letters typed as a possible handle are looked up.
    store.getState().setUsername('anamaria');
    expect(store.getState().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    expect(lookup).toHaveBeenCalledWith('anamaria', expect.anything());
  });

  it('clears profile, error and username when the handle is emptied', async () => {
    const { store, lookup } = setup();
    store.getState().setUsername('maria');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    store.getState().setUsername('  @ ');
    expect(store.getState()).toMatchObject({ username: '', status: 'empty', profile: null, error: null });
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('ignores the answer for a handle the visitor already changed', async () => {
    let resolveFirst: (result: LookupResult) => void = () => {};
    const lookup = vi
      .fn<ProfileClient['lookup']>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockResolvedValue({ kind: 'found', profile: demoProfile({ username: 'bia' }) });
    const store = createPreviewStore({ client: { lookup } });
    store.getState().setUsername('ana');
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    store.getState().setUsername('bia');
    expect(lookup.mock.calls[0]?.[1]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs);
    resolveFirst({ kind: 'found', profile: demoProfile({ username: 'ana' }) });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().profile?.username).toBe('bia');
  });

  it('caches, saves and shows a profile set by hand', () => {
    const { store, lookup, onLoadingEnd } = setup();
    store.getState().setManualProfile(demoProfile({ username: 'Maria.Silva' }));
    expect(store.getState()).toMatchObject({ username: 'maria.silva', status: 'found' });
    expect(JSON.parse(localStorage.getItem(profileKey('maria.silva')) ?? '{}').profile.fullName).toBe(
      'Maria Silva',
    );
    expect(onLoadingEnd).toHaveBeenCalledWith(expect.objectContaining({ found: true }));
    store.getState().setUsername('maria.silva');
    expect(lookup).not.toHaveBeenCalled();
  });
});
