import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { act, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineInstagramPreviewElement, INSTAGRAM_PREVIEW_TAG } from './instagram-preview-element.tsx';
import { forgetProfileClients } from './profile-client.ts';
import { INSTAGRAM_TIMING } from './timing.ts';

beforeAll(() => {
  defineInstagramPreviewElement({ apiBase: 'https://funil.example' });
  defineInstagramPreviewElement({ apiBase: 'https://other.example' });
});

afterEach(() => {
  forgetProfileClients();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('<funil-instagram-preview>', () => {
  it('looks its username attribute up and reports the result in an event', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async (request: Request) => {
      expect(request.url).toBe('https://funil.example/api/instagram-profile?username=maria.silva');
      return Response.json(demoProfile());
    });
    vi.stubGlobal('fetch', fetch);
    const loaded = vi.fn();
    document.addEventListener('funil:instagram-loaded', (event) => loaded((event as CustomEvent).detail), {
      once: true,
    });
    await act(async () => {
      document.body.innerHTML = `<${INSTAGRAM_PREVIEW_TAG} username="@Maria.Silva"></${INSTAGRAM_PREVIEW_TAG}>`;
    });
    await act(() => vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs));
    const root = document
      .querySelector(INSTAGRAM_PREVIEW_TAG)
      ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
    expect(within(root as HTMLElement).getByRole('status')).toHaveTextContent('Perfil encontrado!');
    expect(loaded).toHaveBeenCalledWith(expect.objectContaining({ found: true, error: null }));
  });
});
