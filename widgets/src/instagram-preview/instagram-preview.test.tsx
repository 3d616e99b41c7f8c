import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InstagramPreviewCard } from './instagram-preview-card.tsx';
import type { PreviewState } from './preview-store.ts';
import { INSTAGRAM_TIMING } from './timing.ts';

function renderCard(props: { username: string; initialState?: Partial<PreviewState>; apiBase?: string }) {
  const onLoadingEnd = vi.fn();
  const view = render(<InstagramPreviewCard onLoadingEnd={onLoadingEnd} {...props} />);
  const root = view.container
    .querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('the card did not mount in a shadow root');
  return { ...view, ui: within(root), onLoadingEnd };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstagramPreviewCard', () => {
  it('is titled Perfil do Instagram and asks for a handle when empty', () => {
    const { ui } = renderCard({ username: '' });
    expect(ui.getByRole('region', { name: 'Perfil do Instagram' })).toBeInTheDocument();
    expect(ui.getByRole('status')).toHaveTextContent('Digite seu nome de usuário do Instagram');
  });

  it('verifies the handle through the API and shows photo, name and counts', async () => {
    const fetch = vi.fn(async (_request: Request) => Response.json(demoProfile()));
    vi.stubGlobal('fetch', fetch);
    const { ui, onLoadingEnd } = renderCard({ username: '@Maria.Silva', apiBase: 'https://api.example' });
    expect(ui.getByRole('status')).toHaveTextContent('Verificando perfil...');
    await act(() => vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs));
    expect(ui.getByRole('status')).toHaveTextContent('Perfil encontrado! Confirme se está correto');
    expect(ui.getByRole('img', { name: 'Foto de perfil de @maria.silva' })).toHaveAttribute(
      'src',
      demoProfile().profilePicUrl,
    );
    expect(ui.getByText('Maria Silva')).toBeInTheDocument();
    expect(ui.getByText('@maria.silva')).toBeInTheDocument();
    expect(ui.getByText('12.345')).toBeInTheDocument();
    expect(ui.getByText('Perfil de demonstração')).toBeInTheDocument();
    expect(onLoadingEnd).toHaveBeenCalledWith(expect.objectContaining({ found: true, error: null }));
  });

  it('loads web pictures through the image proxy and falls back to the coloured initial', () => {
    const profile = demoProfile({ username: 'bruno', profilePicUrl: 'https://cdn.example/p.jpg?a=1' });
    const { ui } = renderCard({
      username: 'bruno',
      apiBase: 'https://api.example',
      initialState: { username: 'bruno', status: 'found', profile },
    });
    const img = ui.getByRole('img', { name: 'Foto de perfil de @bruno' });
    expect(img).toHaveAttribute(
      'src',
      'https://api.example/api/image-proxy?url=https%3A%2F%2Fcdn.example%2Fp.jpg%3Fa%3D1',
    );
    fireEvent.error(img);
    const initial = ui.getByTestId('avatar-initial');
    expect(initial).toHaveTextContent(/^B$/);
    expect(initial.style.background).not.toBe('');
  });

  it('shows not-found, errors with the continue line, and the rate-limit hint', () => {
    const notFound = renderCard({
      username: 'x',
      initialState: {
        username: 'x',
        status: 'not_found',
        error: 'Usuário não encontrado. Verifique se digitou corretamente.',
      },
    });
    expect(notFound.ui.getByRole('status')).toHaveTextContent(
      'Usuário não encontrado. Verifique se digitou corretamente.',
    );
    notFound.unmount();
    const limited = renderCard({
      username: 'x',
      initialState: {
        username: 'x',
        status: 'error',
        error: 'Limite de requisições excedido. Tente novamente mais tarde.',
        rateLimited: true,
      },
    });
    const status = limited.ui.getByRole('status');
    expect(status).toHaveTextContent('Limite de requisições excedido. Tente novamente mais tarde.');
    expect(status).toHaveTextContent('Não conseguimos verificar seu perfil, mas você pode continuar.');
    expect(status).toHaveTextContent('Continuar sem verificar Instagram');
  });
});
