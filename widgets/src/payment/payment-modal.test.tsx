import { isLaunchSettingsRequest, testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { hasRecentPaymentClick } from '../lib/payment-click.ts';
import { PaymentModal, type PaymentModalProps } from './payment-modal.tsx';

type Checkout = (url: string, body: string) => Promise<Response>;

/** What GET /api/launch-settings answers: the spec's defaults unless a test changes them. */
let launchSettings: () => Promise<Response>;
const settingsRequests: string[] = [];

/**
 * The Funil server: the launch settings, no quote (a server before issue 30: the modal keeps the
 * launch's prices; pix-checkout.test.tsx has the quotes), and the checkout endpoints through `checkout`.
 */
function serve(checkout: Checkout) {
  const fetch = vi.fn(async (request: Request) => {
    if (isLaunchSettingsRequest(request)) {
      settingsRequests.push(request.url);
      return launchSettings();
    }
    if (new URL(request.url).pathname === '/api/offers/quote') return new Response('{}', { status: 404 });
    return checkout(request.url, await request.text());
  });
  vi.stubGlobal('fetch', fetch);
}

function stubFetch(...replies: (Response | 'network')[]) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  serve(async (url, body) => {
    calls.push({ url, body: JSON.parse(body) });
    const reply = replies.shift() ?? Response.json({ link: 'https://pay.example/checkout/1' });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  });
  return calls;
}

/** Renders the modal and lets the launch settings arrive. */
async function renderModal(props: Partial<PaymentModalProps> = {}) {
  const view = renderNow(props);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

function renderNow(props: Partial<PaymentModalProps> = {}) {
  const navigate = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <PaymentModal open onClose={onClose} apiBase="https://funil.example" navigate={navigate} {...props} />,
  );
  const root = view.container
    .querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no shadow mount');
  return { ...view, ui: within(root), navigate, onClose };
}

const optionButtons = (ui: ReturnType<typeof within>): HTMLButtonElement[] =>
  ui
    .getAllByRole('button', { hidden: true })
    .filter((b: HTMLElement): b is HTMLButtonElement => b.className === 'funil-pay__option');

beforeEach(() => {
  vi.useFakeTimers();
  launchSettings = async () => Response.json(testLaunchSettings());
  settingsRequests.length = 0;
  stubFetch();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  history.replaceState(null, '', '/ianapratica');
});

afterEach(() => {
  forgetLaunchSettings();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('PaymentModal', () => {
  it('offers PIX R$ 1.797,00 and card 12x de R$ 173,36 (total R$ 2.080,32) in a named dialog', async () => {
    const { ui } = await renderModal();
    const dialog = ui.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
    expect(dialog).toHaveProperty('open', true);
    expect(ui.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ })).toBeInTheDocument();
    expect(ui.getByRole('button', { name: /12x de R\$ 173,36\s*total R\$ 2\.080,32/ })).toBeInTheDocument();
  });

  it('posts the card request, shows Processando... on that button only, then goes to the link', async () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-4', timestamp: Date.now() }));
    let release: (response: Response) => void = () => {};
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    serve((url, body) => {
      calls.push({ url, body: JSON.parse(body) });
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    const { ui, navigate } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    const buttons = optionButtons(ui);
    expect(buttons[1]).toHaveTextContent('Processando...');
    expect(buttons[0]).not.toHaveTextContent('Processando...');
    expect(buttons.every((button: HTMLButtonElement) => button.disabled)).toBe(true);
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/credit-card');
    expect(calls[0]?.body).toMatchObject({
      billingTypes: ['CREDIT_CARD'],
      leadId: 'lead-4',
      callback: {
        successUrl: 'https://funil.example/pagamento/sucesso',
        cancelUrl: 'http://localhost:3000/ianapratica',
      },
    });
    await act(async () => release(Response.json({ link: 'https://pay.example/checkout/9' })));
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/9');
  });

  it('buys for the lead the page names, and sends the stored secret only with its own id', async () => {
    localStorage.setItem(
      'leadId',
      JSON.stringify({ id: 'lead-own', timestamp: Date.now(), token: 'segredo' }),
    );
    const calls = stubFetch(
      Response.json({ link: 'https://pay.example/a' }),
      Response.json({ link: 'https://pay.example/b' }),
    );
    const first = await renderModal({ leadId: 'lead-link' });
    await act(async () => fireEvent.click(first.ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(calls[0]?.body).toMatchObject({ leadId: 'lead-link' });
    expect(JSON.stringify(calls[0]?.body)).not.toContain('segredo');
    first.unmount();
    const second = await renderModal({ leadId: 'lead-own' });
    await act(async () => fireEvent.click(second.ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(calls[1]?.body).toMatchObject({ leadId: 'lead-own' });
    expect(JSON.stringify(calls[1]?.body)).toContain('segredo');
  });

  it('sends the card request to /credit-card', async () => {
    const calls = stubFetch();
    const { ui, navigate } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/credit-card');
    expect(calls[0]?.body).toMatchObject({ installment: { maxInstallmentCount: 12 } });
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/1');
    // The browser remembers the payment click: the exit popup leaves a paying visitor alone.
    expect(hasRecentPaymentClick()).toBe(true);
  });

  it('sends where the visit came from with or without a lead: UTMs, landing page, ad click, partner', async () => {
    history.replaceState(
      null,
      '',
      '/ianapratica?utm_source=instagram&utm_campaign=lancamento&fbclid=IwAR0abc',
    );
    const calls = stubFetch();
    const { ui } = await renderModal({ leadId: null, partner: 'parceira' });
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(calls[0]?.body).not.toHaveProperty('leadId');
    expect(calls[0]?.body.attribution).toEqual({
      utm_source: 'instagram',
      utm_campaign: 'lancamento',
      landing_page: `${location.origin}/ianapratica?utm_source=instagram&utm_campaign=lancamento&fbclid=IwAR0abc`,
      partner: 'parceira',
      fbc: expect.stringMatching(/^fb\.1\.\d+\.IwAR0abc$/),
    });
  });

  it('shows the friendly alert with the detail and an attempt id after the retries fail', async () => {
    const calls = stubFetch('network', 'network', 'network');
    const { ui, navigate } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(calls).toHaveLength(3);
    const alert = ui.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Opa! Deu uma travadinha técnica aqui 🛠️ Mas é só tentar de novo que resolve na hora! 🎯',
    );
    expect(alert).toHaveTextContent(
      'Não foi possível conectar ao servidor de pagamentos. Verifique sua conexão.',
    );
    expect(alert).toHaveTextContent(/ID da tentativa: PAY-[0-9A-Z]+-[0-9A-Z]+/);
    expect(ui.getByRole('button', { name: /Cartão de crédito/ })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a malformed link with its message', async () => {
    stubFetch(Response.json({ link: 'nao-e-um-link' }));
    const { ui, navigate } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(ui.getByRole('alert')).toHaveTextContent('Erro: Link de pagamento malformado');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes from its close button', async () => {
    const { ui, onClose } = await renderModal();
    fireEvent.click(ui.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('PaymentModal prices', () => {
  it('quotes the prices staff set, read once from the Funil server, and sends them', async () => {
    launchSettings = async () =>
      Response.json(
        testLaunchSettings({
          program: { pixPriceCents: 149_700, cardInstallments: 10, cardTotalCents: 170_000 },
        }),
      );
    const calls = stubFetch();
    const { ui } = await renderModal();
    expect(ui.getByRole('button', { name: /PIX\s*R\$ 1\.497,00\s*à vista/ })).toBeEnabled();
    expect(ui.getByRole('button', { name: /10x de R\$ 170,00\s*total R\$ 1\.700,00/ })).toBeEnabled();
    expect(ui.queryByText(/1\.797|173,36|2\.080/)).toBeNull();
    expect(settingsRequests).toEqual(['https://funil.example/api/launch-settings']);
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    // The server charges its own prices; the request mirrors the quote.
    expect(calls[0]?.body).toMatchObject({
      installment: { maxInstallmentCount: 10 },
      items: [{ value: 1700 }],
    });
  });

  it('lets nobody pay before the prices show, and says they are loading', async () => {
    let answer: (response: Response) => void = () => {};
    launchSettings = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const calls = stubFetch();
    const { ui } = await renderModal();
    const [pix, card] = optionButtons(ui);
    expect(pix).toBeDisabled();
    expect(card).toBeDisabled();
    // Its note is the launch's words too: it waits with the price, so it never changes under the eye.
    expect(pix?.textContent?.trim()).toBe('PIXCarregando os preços...');
    expect(ui.getByRole('status')).toHaveTextContent('Carregando os preços...');
    expect(ui.queryByText(/R\$/)).toBeNull();
    await act(async () => fireEvent.click(pix as HTMLElement));
    expect(calls).toEqual([]);

    await act(async () => answer(Response.json(testLaunchSettings())));
    expect(ui.getByRole('button', { name: /PIX\s*R\$ 1\.797,00\s*à vista/ })).toBeEnabled();
    expect(ui.getByRole('status').textContent).toBe('');
  });

  it('says so when the prices cannot be read, and Tentar de novo asks again', async () => {
    launchSettings = async () => new Response('{}', { status: 503 });
    const calls = stubFetch();
    const { ui } = await renderModal();
    // The settings read tries 4 times, 1 s, 2 s and 4 s apart, before giving up.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(settingsRequests).toHaveLength(4);
    const alert = ui.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Não foi possível carregar os preços agora. Verifique sua conexão e tente de novo.',
    );
    expect(optionButtons(ui).every((button: HTMLButtonElement) => button.disabled)).toBe(true);

    launchSettings = async () => Response.json(testLaunchSettings());
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Tentar de novo' })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(settingsRequests).toHaveLength(5);
    expect(ui.getByRole('alert').textContent).toBe('');
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /12x de R\$ 173,36/ })));
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/credit-card');
  });
});
