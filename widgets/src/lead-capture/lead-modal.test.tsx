import { LEAD_CONSENT_NOTICE } from '@funil/core/consent-notice';
import { NEW_VISITOR } from '@funil/core/visitor-state';
import { isLaunchSettingsRequest, testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { demoProfile } from '@funil/testkit/widgets/test-profiles';
import { act, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProfileClients } from '../instagram-preview/profile-client.ts';
import { INSTAGRAM_TIMING } from '../instagram-preview/timing.ts';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { onLeadSaved } from '../lib/lead-saved-event.ts';
import type { Tracker } from '../tracker/tracker-api.ts';
import { LeadModal, type LeadModalProps } from './lead-modal.tsx';
import { forgetLeadOutboxes } from './lead-outbox.ts';
import { COUNTRY_SEARCH_DEBOUNCE_MS, LEAD_TIMING } from './timing.ts';

type Reply = { status: number; body: unknown };

/** What GET /api/launch-settings answers: the spec's defaults unless a test changes them. */
let launchSettings: () => Response | Promise<Response>;

/** Answers POST /api/leads with the replies in order; other paths go to `routes` by pathname. */
function stubServer(...replies: Reply[]) {
  return stubRoutes({}, ...replies);
}

function stubRoutes(
  routes: Record<string, (request: Request) => Response | Promise<Response>>,
  ...replies: Reply[]
) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: Request) => {
    if (isLaunchSettingsRequest(input)) return launchSettings();
    const route = routes[new URL(input.url).pathname];
    if (route) {
      requests.push({
        url: input.url,
        method: input.method,
        body: input.method === 'GET' ? null : await input.clone().json(),
      });
      return route(input);
    }
    requests.push({ url: input.url, method: input.method, body: await input.json() });
    const reply = replies.shift() ?? {
      status: 200,
      body: { id: 'lead-1', created: false, token: 'segredo-1' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return requests;
}

function renderModal(props: Partial<LeadModalProps> = {}) {
  const onClose = vi.fn();
  const onComplete = vi.fn();
  const view = render(<LeadModal open onClose={onClose} onComplete={onComplete} {...props} />);
  const host = view.container.querySelector('funil-widget');
  const root = host?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('the modal did not mount in a shadow root');
  return { ...view, host, ui: within(root), onClose, onComplete };
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function fillContact(ui: ReturnType<typeof renderModal>['ui'], name: string, phone: string) {
  const u = user();
  await u.type(ui.getByRole('textbox', { name: 'Seu nome' }), name);
  await u.type(ui.getByRole('textbox', { name: 'WhatsApp' }), phone);
}

beforeEach(() => {
  vi.useFakeTimers();
  launchSettings = () => Response.json(testLaunchSettings());
  // Tests that talk to no server still have the launch settings.
  stubServer();
  history.replaceState(null, '', '/?utm_source=instagram&utm_medium=bio&utm_campaign=junho&x=1');
});

afterEach(() => {
  forgetLaunchSettings();
  forgetProfileClients();
  forgetLeadOutboxes();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LeadModal', () => {
  it('renders a modal dialog named by its headline, inside a shadow root only', async () => {
    stubServer();
    const { container, ui } = renderModal();
    const dialog = ui.getByRole('dialog', {
      name: 'Como eu faturei meio milhão de reais 100% no automático com IA',
    });
    expect(dialog).toHaveProperty('open', true);
    expect(
      await ui.findByText('Chamada gratuita e ao vivo pelo Zoom no dia 11/06 às 20:00'),
    ).toBeInTheDocument();
    expect(container.textContent).toBe('');
  });

  it('says the free call staff set, and no date at all until the launch settings arrive', async () => {
    let answer: (response: Response) => void = () => {};
    const asked: string[] = [];
    launchSettings = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const requests = stubServer();
    vi.mocked(globalThis.fetch).mockImplementationOnce(async (input) => {
      asked.push((input as Request).url);
      return launchSettings();
    });
    const { ui } = renderModal({ apiBase: 'https://funil.example' });
    const line = ui.getByText(/^Chamada gratuita e ao vivo pelo Zoom/);
    // The date's place is kept (hidden from sight and from screen readers), never filled with a stale one.
    expect(line.textContent).not.toMatch(/11\/06|20:00/);
    expect(line.querySelector('.funil-reserve')).toHaveAttribute('aria-hidden', 'true');
    await act(async () =>
      answer(Response.json(testLaunchSettings({ freeCall: { date: '2026-12-03', time: '19:30' } }))),
    );
    expect(ui.getByText('Chamada gratuita e ao vivo pelo Zoom no dia 03/12 às 19:30')).toBeInTheDocument();
    expect(asked).toEqual(['https://funil.example/api/launch-settings']);
    expect(requests).toEqual([]);
  });

  it("says the headline and the free call's line staff wrote for the launch, escaped", async () => {
    launchSettings = () =>
      Response.json(
        testLaunchSettings({
          freeCall: { date: '2026-12-03', time: '19:30' },
          texts: {
            leadModal: {
              headline: 'Aprenda IA em **um dia** <script>alert(1)</script>',
              freeCallLine: 'Live no YouTube em {data_call}: [veja a agenda](https://funil.example/agenda)',
            },
          },
        }),
      );
    const { ui } = renderModal();
    const dialog = await ui.findByRole('dialog', { name: 'Aprenda IA em um dia <script>alert(1)</script>' });
    const heading = ui.getByRole('heading', { level: 2 });
    expect(heading.querySelector('strong')?.textContent).toBe('um dia');
    expect(dialog.querySelector('script')).toBeNull();
    expect(ui.getByText(/^Live no YouTube em 03\/12 às 19:30:/)).toBeInTheDocument();
    expect(ui.getByRole('link', { name: 'veja a agenda' })).toHaveAttribute(
      'href',
      'https://funil.example/agenda',
    );
  });

  it("keeps the template's words where staff left a text empty", async () => {
    launchSettings = () =>
      Response.json(testLaunchSettings({ texts: { leadModal: { headline: '  ', freeCallLine: null } } }));
    const { ui } = renderModal();
    expect(
      await ui.findByText('Chamada gratuita e ao vivo pelo Zoom no dia 11/06 às 20:00'),
    ).toBeInTheDocument();
    expect(
      ui.getByRole('dialog', { name: 'Como eu faturei meio milhão de reais 100% no automático com IA' }),
    ).toBeInTheDocument();
  });

  it('closes through the Fechar button and Esc', () => {
    const { ui, onClose } = renderModal();
    fireEvent.click(ui.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(ui.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('enables Continuar only with a name and a phone of at least 8 digits', async () => {
    const { ui } = renderModal();
    const u = user();
    const button = ui.getByRole('button', { name: 'Continuar' });
    expect(button).toBeDisabled();
    await u.type(ui.getByRole('textbox', { name: 'Seu nome' }), '   ');
    // +55 is fixed and counts: 55 + 11987 is 7 digits, one short.
    await u.type(ui.getByRole('textbox', { name: 'WhatsApp' }), '11987');
    expect(button).toBeDisabled();
    await u.type(ui.getByRole('textbox', { name: 'Seu nome' }), 'Ana');
    expect(button).toBeDisabled();
    await u.type(ui.getByRole('textbox', { name: 'WhatsApp' }), '6');
    expect(button).toBeEnabled();
  });

  it('answers Enter on a short phone with the message, without calling the server', async () => {
    const requests = stubServer();
    const { ui } = renderModal();
    await fillContact(ui, 'Ana', '119');
    await user().keyboard('{Enter}');
    expect(ui.getByText('Por favor, digite um número de telefone válido')).toHaveRole('alert');
    expect(ui.getByRole('textbox', { name: 'WhatsApp' })).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('answers a name without a letter with its message, without calling the server', async () => {
    const requests = stubServer();
    const { ui } = renderModal();
    await fillContact(ui, '1234', '11987654321');
    await user().click(ui.getByRole('button', { name: 'Continuar' }));
    const name = ui.getByRole('textbox', { name: 'Seu nome' });
    expect(ui.getByText('Por favor, digite um nome válido, com letras')).toHaveRole('alert');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Por favor, digite um nome válido, com letras');
    expect(requests).toHaveLength(0);
  });

  it('posts the lead with a digits-only phone and the UTM of the page, then opens step 2 after 1 s', async () => {
    const requests = stubServer({ status: 201, body: { id: 'lead-42', created: true, token: 'segredo-42' } });
    const { ui } = renderModal();
    await fillContact(ui, 'Maria Silva', '11987654321');
    await user().click(ui.getByRole('button', { name: 'Continuar' }));

    expect(ui.getByRole('button', { name: 'Salvando dados...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/leads',
        method: 'POST',
        body: {
          name: 'Maria Silva',
          phone: '5511987654321',
          region: 'São Paulo',
          // The modal promises the free call: the save registers the lead for it.
          free_call: true,
          // The notice under the button, named by its version, shown on Funil's own site.
          consent: { version: LEAD_CONSENT_NOTICE.version, source: 'site' },
          utm_source: 'instagram',
          utm_medium: 'bio',
          utm_campaign: 'junho',
          referrer: '',
          landing_page: 'http://localhost:3000/?utm_source=instagram&utm_medium=bio&utm_campaign=junho&x=1',
        },
      },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterSaveMs - 10));
    expect(ui.queryByRole('heading', { name: 'Maria, Quase lá!' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(ui.getByRole('heading', { name: 'Maria, Quase lá!' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('leadId') ?? '{}')).toMatchObject({
      id: 'lead-42',
      token: 'segredo-42',
    });
  });

  it('reports the form start, and the step 1 save to the page, before any step 2', async () => {
    stubServer({ status: 201, body: { id: 'lead-42', created: true, token: 'segredo-42' } });
    const saved: unknown[] = [];
    const stop = onLeadSaved((message) => saved.push(message));
    const tracker = {
      track: vi.fn(() => 'evt'),
      identify: vi.fn(),
      registerVisit: vi.fn(async () => NEW_VISITOR),
      visitorState: vi.fn(() => NEW_VISITOR),
      leadSaved: vi.fn(),
      formStarted: vi.fn(),
      markPaymentClick: vi.fn(),
      hasClickedPayment: vi.fn(() => false),
      start: vi.fn(),
      stop: vi.fn(),
    } satisfies Tracker;
    const { ui, onClose } = renderModal({ tracker });
    await fillContact(ui, 'Maria Silva', '11987654321');
    // Focus moving inside the widget's own shadow tree: the page's document never sees it.
    expect(tracker.formStarted).toHaveBeenCalled();
    await user().click(ui.getByRole('button', { name: 'Continuar' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    // The page's tracker reports it from this message as soon as the server confirmed the save.
    expect(saved).toEqual([
      expect.objectContaining({
        id: 'lead-42',
        name: 'Maria Silva',
        phone: '5511987654321',
        region: 'São Paulo',
      }),
    ]);
    // Closing on step 2 without a handle reports nothing more.
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterSaveMs));
    fireEvent.click(ui.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
    expect(saved).toHaveLength(1);
    expect(tracker.leadSaved).not.toHaveBeenCalled();
    stop();
  });

  it('opens step 2 two seconds after a failed save', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubServer({ status: 500, body: { error: { code: 'internal_error', message: 'Erro interno.' } } });
    const { ui } = renderModal();
    await fillContact(ui, 'Maria', '11987654321');
    await user().click(ui.getByRole('button', { name: 'Continuar' }));
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs - 10));
    expect(ui.getByRole('button', { name: 'Salvando dados...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(ui.getByRole('heading', { name: 'Maria, Quase lá!' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lead') ?? '{}')).toEqual({
      name: 'Maria',
      email: '',
      whatsapp: '5511987654321',
      savedAt: expect.any(Number),
    });
  });

  it('shows the phone message when the server answers phone_invalid', async () => {
    stubServer({ status: 400, body: { error: { code: 'phone_invalid', message: 'x' } } });
    const { ui } = renderModal();
    await fillContact(ui, 'Maria', '11987654');
    await user().click(ui.getByRole('button', { name: 'Continuar' }));
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.stepTwoAfterErrorMs));
    expect(ui.getByText('Por favor, digite um número de telefone válido')).toHaveRole('alert');
    expect(ui.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });
});

describe('LeadModal step 1 extras', () => {
  it('resumes what a returning visitor typed (partialLeadData)', async () => {
    localStorage.setItem(
      'partialLeadData',
      JSON.stringify({
        name: 'Bia Lopes',
        whatsapp: '5521987654321',
        region: 'Rio de Janeiro',
        instagram: '',
      }),
    );
    const { ui } = renderModal();
    expect(ui.getByRole('textbox', { name: 'Seu nome' })).toHaveValue('Bia Lopes');
    expect(ui.getByRole('textbox', { name: 'WhatsApp' })).toHaveValue('21 98765 4321');
    expect(ui.getByRole('button', { name: 'Continuar' })).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs));
    expect(ui.getByText('Rio de Janeiro', { selector: 'strong' })).toBeInTheDocument();
  });

  it('resumes a number an earlier version kept with +55 twice as the number it is', () => {
    localStorage.setItem(
      'partialLeadData',
      JSON.stringify({ name: 'Bia Lopes', whatsapp: '555521987654321', region: '', instagram: '' }),
    );
    const { ui } = renderModal();
    expect(ui.getByRole('textbox', { name: 'WhatsApp' })).toHaveValue('21 98765 4321');
  });

  it('takes at most 15 digits in the phone field', async () => {
    const { ui } = renderModal();
    const phone = ui.getByRole('textbox', { name: 'WhatsApp' });
    // 55 and 13 more digits make 15; the 14th typed digit is refused.
    await user().type(phone, '11987654321098');
    expect((phone as HTMLInputElement).value.replace(/\D/g, '')).toBe('1198765432109');
  });

  it('shows the regional line 500 ms after the number is complete', async () => {
    const { ui } = renderModal();
    await fillContact(ui, 'Ana', '21987654321');
    expect(ui.queryByText(/Rio de Janeiro/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.phoneCompleteAfterMs));
    const line = ui.getByText(/Rio de Janeiro/, { selector: 'strong' }).closest('p');
    expect(line).toHaveTextContent('Do Rio de Janeiro, cidade maravilhosa');
  });

  it('searches countries after 250 ms, says No entries to show, and picks by keyboard', async () => {
    const { ui } = renderModal();
    const u = user();
    await u.click(ui.getByRole('button', { name: /País: Brasil/ }));
    const search = ui.getByRole('combobox', { name: 'Buscar país' });
    await u.type(search, 'xyzw');
    await act(() => vi.advanceTimersByTimeAsync(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(ui.getByText('No entries to show')).toHaveAttribute('role', 'status');
    await u.type(search, '{Backspace}{Backspace}{Backspace}{Backspace}portu');
    expect(ui.queryByRole('option', { name: /Portugal/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(COUNTRY_SEARCH_DEBOUNCE_MS));
    expect(ui.getByRole('option', { name: /Portugal/ })).toHaveAttribute(
      'id',
      search.getAttribute('aria-activedescendant'),
    );
    await u.keyboard('{Enter}');
    expect(ui.queryByRole('listbox')).toBeNull();
    const picker = ui.getByRole('button', { name: /País: Portugal \+351/ });
    expect((picker.getRootNode() as ShadowRoot).activeElement).toBe(picker);
  });

  it('closes the country list with Esc without closing the modal', async () => {
    const { ui, onClose } = renderModal();
    const u = user();
    await u.click(ui.getByRole('button', { name: /País: Brasil/ }));
    await u.keyboard('{Escape}');
    expect(ui.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is force-closed when the page moves to a blocked route', async () => {
    const { ui, onClose } = renderModal();
    history.pushState(null, '', '/obrigado');
    // Without the Navigation API (happy-dom) the route change is seen by a short poll.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onClose).toHaveBeenCalled();
    expect(ui.getByRole('dialog', { hidden: true })).toHaveProperty('open', false);
  });

  it('says under the button what the data is for, linking the privacy policy in a new tab', () => {
    const { ui } = renderModal();
    const notice = ui.getByText(/Ao continuar, você concorda/);
    expect(notice).toHaveTextContent(
      'Ao continuar, você concorda que usemos seu nome e WhatsApp para inscrever você na chamada e enviar lembretes e ofertas por lá. Para sair, responda SAIR. Política de Privacidade',
    );
    const link = within(notice).getByRole('link', { name: 'Política de Privacidade' });
    expect(link).toHaveAttribute('href', '/politica-de-privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('on a partner page, links Funil’s privacy policy, on the Funil server’s origin', () => {
    const { ui } = renderModal({ apiBase: 'https://funil.example/' });
    expect(ui.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      'https://funil.example/politica-de-privacidade',
    );
  });

  it('on a partner page, stays open on its /obrigado: Funil’s blocked routes are Funil’s site’s', async () => {
    const partnerPage = Symbol.for('funil.partnerPage');
    Object.assign(globalThis, { [partnerPage]: true });
    try {
      const { ui, onClose } = renderModal();
      await act(async () => history.pushState(null, '', '/obrigado'));
      expect(onClose).not.toHaveBeenCalled();
      expect(ui.getByRole('dialog')).toHaveProperty('open', true);
    } finally {
      Object.assign(globalThis, { [partnerPage]: false });
      history.replaceState(null, '', '/');
    }
  });
});

describe('LeadModal step 2', () => {
  const step2 = { step: 2, name: 'Maria Silva', phone: '+5511987654321', leadId: 'lead-1' } as const;
  const profileRoute = (request: Request) =>
    Response.json(demoProfile({ username: new URL(request.url).searchParams.get('username') ?? '' }));

  it('keeps Confirmar e continuar disabled and offers skipping only with a handle', async () => {
    stubServer();
    const { ui } = renderModal({ initialState: step2 });
    expect(ui.getByRole('button', { name: 'Confirmar e continuar' })).toBeDisabled();
    expect(ui.queryByRole('button', { name: 'Continuar sem verificar Instagram' })).toBeNull();
    await user().type(ui.getByRole('textbox', { name: 'Seu Instagram' }), ' @ ');
    expect(ui.queryByRole('button', { name: 'Continuar sem verificar Instagram' })).toBeNull();
    await user().type(ui.getByRole('textbox', { name: 'Seu Instagram' }), 'maria');
    expect(ui.getByRole('button', { name: 'Continuar sem verificar Instagram' })).toBeEnabled();
  });

  it('verifies the handle with the card, then updates the lead and completes with the progress texts', async () => {
    // The update takes 100 ms, long enough to see its progress text.
    const requests = stubRoutes({
      '/api/instagram-profile': profileRoute,
      '/api/leads/instagram': () =>
        new Promise((resolve) => setTimeout(() => resolve(Response.json({ id: 'lead-1' })), 100)),
    });
    localStorage.setItem('personalizationLock', '1');
    // Step 1's save left the id and its secret, which the update carries.
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-1', timestamp: Date.now(), token: 'segredo-1' }),
    );
    const { ui, onComplete, onClose } = renderModal({ initialState: step2 });
    await user().type(ui.getByRole('textbox', { name: 'Seu Instagram' }), '@Maria.Silva');
    await act(() => vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs));
    expect(ui.getByText('Perfil encontrado! Confirme se está correto')).toBeInTheDocument();
    expect(ui.queryByRole('button', { name: 'Continuar sem verificar Instagram' })).toBeNull();

    await user().click(ui.getByRole('button', { name: 'Confirmar e continuar' }));
    expect(ui.getByRole('button', { name: 'Buscando seu Instagram...' })).toBeDisabled();
    expect(ui.getByText('Buscando seu Instagram...', { selector: '[role=status]' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(ui.getByRole('button', { name: 'Preparando sua experiência...' })).toBeDisabled();
    expect(requests.at(-1)).toMatchObject({
      url: 'http://localhost:3000/api/leads/instagram',
      body: { phone: '5511987654321', instagram: 'maria.silva', leadId: 'lead-1', leadToken: 'segredo-1' },
    });
    localStorage.removeItem('personalizationLock');
    await act(() => vi.advanceTimersByTimeAsync(LEAD_TIMING.personalizationPollMs));
    expect(onComplete).toHaveBeenCalledWith({
      id: 'lead-1',
      name: 'Maria Silva',
      phone: '5511987654321',
      instagram: 'maria.silva',
      instagramVerified: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('continues without verifying after a lookup error, and saves the handle', async () => {
    stubRoutes({
      '/api/instagram-profile': () =>
        Response.json({ error: { code: 'instagram_forbidden', message: 'Acesso negado.' } }, { status: 403 }),
      '/api/leads/instagram': () => Response.json({ id: 'lead-1' }),
    });
    const { ui, onComplete } = renderModal({ initialState: step2 });
    await user().type(ui.getByRole('textbox', { name: 'Seu Instagram' }), 'maria');
    await act(() => vi.advanceTimersByTimeAsync(INSTAGRAM_TIMING.typingPauseMs));
    expect(ui.getByText('Acesso negado.')).toBeInTheDocument();
    await user().click(ui.getByRole('button', { name: 'Continuar sem verificar Instagram' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ instagram: 'maria', instagramVerified: false }),
    );
  });
});
