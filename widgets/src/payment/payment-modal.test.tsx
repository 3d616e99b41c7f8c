import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasRecentPaymentClick } from '../lib/payment-click.ts';
import { PaymentModal, type PaymentModalProps } from './payment-modal.tsx';

function stubFetch(...replies: (Response | 'network')[]) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) });
    const reply = replies.shift() ?? Response.json({ link: 'https://pay.example/checkout/1' });
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderModal(props: Partial<PaymentModalProps> = {}) {
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

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  history.replaceState(null, '', '/ianapratica');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('PaymentModal', () => {
  it('offers PIX R$ 1.797,00 and card 12x R$ 173,36 (total R$ 2.080,32) in a named dialog', () => {
    const { ui } = renderModal();
    const dialog = ui.getByRole('dialog', { name: 'Escolha a forma de pagamento' });
    expect(dialog).toHaveProperty('open', true);
    expect(ui.getByRole('button', { name: /PIX\s*R\$ 1\.797,00/ })).toBeInTheDocument();
    expect(ui.getByRole('button', { name: /12x R\$ 173,36\s*total R\$ 2\.080,32/ })).toBeInTheDocument();
  });

  it('posts the PIX request, shows Processando... on that button only, then goes to the link', async () => {
    localStorage.setItem('leadId', JSON.stringify({ id: 'lead-4', timestamp: Date.now() }));
    let release: (response: Response) => void = () => {};
    const calls: { url: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return new Promise<Response>((resolve) => {
          release = resolve;
        });
      }),
    );
    const { ui, navigate } = renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /PIX/ })));
    const buttons = ui
      .getAllByRole('button', { hidden: true })
      .filter((b) => b.className === 'funil-pay__option');
    expect(buttons[0]).toHaveTextContent('Processando...');
    expect(buttons[1]).not.toHaveTextContent('Processando...');
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/pix');
    expect(calls[0]?.body).toMatchObject({
      billingTypes: ['PIX'],
      externalReference: 'PROGRAMAIANAPRATICA_lead-4',
      callback: {
        successUrl: 'https://funil.example/pagamento/sucesso?lead=lead-4',
        cancelUrl: 'http://localhost:3000/ianapratica',
      },
    });
    await act(async () => release(Response.json({ link: 'https://pay.example/checkout/9' })));
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/9');
  });

  it('sends the card request to /credit-card', async () => {
    const calls = stubFetch();
    const { ui, navigate } = renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(calls[0]?.url).toBe('https://funil.example/api/payments/credit-card');
    expect(calls[0]?.body).toMatchObject({ installment: { maxInstallmentCount: 12 } });
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/1');
    // The browser remembers the payment click: the exit popup leaves a paying visitor alone.
    expect(hasRecentPaymentClick()).toBe(true);
  });

  it('shows the friendly alert with the detail and an attempt id after the retries fail', async () => {
    const calls = stubFetch('network', 'network', 'network');
    const { ui, navigate } = renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /PIX/ })));
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
    expect(ui.getByRole('button', { name: /PIX/ })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('refuses a malformed link with its message', async () => {
    stubFetch(Response.json({ link: 'nao-e-um-link' }));
    const { ui, navigate } = renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /PIX/ })));
    expect(ui.getByRole('alert')).toHaveTextContent('Erro: Link de pagamento malformado');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('closes from its close button', () => {
    const { ui, onClose } = renderModal();
    fireEvent.click(ui.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
