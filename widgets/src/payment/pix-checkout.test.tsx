import type { OfferQuote } from '@funil/core/offer-pricing';
import type { PixChargeCreated, PixChargeState } from '@funil/core/pix-charge';
import { isLaunchSettingsRequest, testLaunchSettings } from '@funil/testkit/widgets/test-launch-settings';
import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLaunchSettings } from '../lib/launch-settings.ts';
import { PaymentModal, type PaymentModalProps } from './payment-modal.tsx';

const QUOTE: OfferQuote = {
  offer: { code: 'programa', name: 'IA na Prática', kind: 'program' },
  batch: { id: 'b1', position: 1, label: '1º lote', endsAt: null, left: null },
  list: { pixCents: 179_700, cardTotalCents: 208_032 },
  price: { pixCents: 179_700, cardTotalCents: 208_032, installments: 12 },
  coupon: null,
  bumps: [
    {
      id: 'bump-1',
      code: 'planilhas',
      name: 'Pacote de planilhas',
      pitch: 'Modelos prontos',
      priceCents: 9_700,
    },
    {
      id: 'bump-2',
      code: 'mentoria',
      name: 'Mentoria em grupo',
      pitch: 'Uma hora ao vivo',
      priceCents: 19_700,
    },
  ],
  holdMinutes: 30,
};

const WITH_COUPON: OfferQuote = {
  ...QUOTE,
  price: { pixCents: 161_730, cardTotalCents: 187_229, installments: 12 },
  coupon: {
    code: 'LANCAMENTO10',
    applied: true,
    label: '10% de desconto',
    pixDiscountCents: 17_970,
    cardDiscountCents: 20_803,
  },
};

const CHARGE: PixChargeCreated = {
  checkoutId: 'chk-1',
  amountCents: 171_430,
  items: [
    { name: 'IA na Prática', amountCents: 161_730 },
    { name: 'Pacote de planilhas', amountCents: 9_700 },
  ],
  qrImage: 'data:image/png;base64,iVBORw0KGgo=',
  payload: '00020126580014br.gov.bcb.pix0136chave5204000053039865406171430',
  expiresAt: new Date(Date.UTC(2026, 10, 28, 20, 30)).toISOString(),
  successUrl: 'https://funil.example/obrigado?checkout=chk-1',
};

interface Call {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

/** The Funil server of issue 30: quotes per coupon, PIX charges and their states, the card checkout. */
let quoteFor: (coupon: string | null) => OfferQuote;
let chargeReplies: (() => Response)[];
let states: PixChargeState['status'][];
let calls: Call[];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (isLaunchSettingsRequest(request)) return Response.json(testLaunchSettings());
      const url = new URL(request.url);
      const text = await request.text();
      calls.push({ method: request.method, url, body: text ? JSON.parse(text) : null });
      if (url.pathname === '/api/offers/quote') return Response.json(quoteFor(url.searchParams.get('cupom')));
      if (url.pathname === '/api/payments/pix-charge') {
        return chargeReplies.shift()?.() ?? Response.json(CHARGE, { status: 201 });
      }
      if (url.pathname.startsWith('/api/payments/pix-charge/')) {
        return Response.json({ status: states.shift() ?? 'pending', expiresAt: CHARGE.expiresAt });
      }
      return Response.json({ link: 'https://pay.example/checkout/1' });
    }),
  );
}

const posted = (path: string) => calls.filter((call) => call.method === 'POST' && call.url.pathname === path);
const polls = () => calls.filter((call) => call.url.pathname.startsWith('/api/payments/pix-charge/'));

async function renderModal(props: Partial<PaymentModalProps> = {}) {
  const navigate = vi.fn();
  const view = render(
    <PaymentModal open onClose={() => {}} apiBase="https://funil.example" navigate={navigate} {...props} />,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  const root = view.container
    .querySelector('funil-widget')
    ?.shadowRoot?.querySelector<HTMLElement>('.funil-root');
  if (!root) throw new Error('no shadow mount');
  return { ...view, ui: within(root), root, navigate };
}

type Ui = ReturnType<typeof within>;

/** Focus inside the modal's shadow root (the page's activeElement is only the host). */
const focused = (element: HTMLElement) => (element.getRootNode() as ShadowRoot).activeElement;

function type(ui: Ui, label: string, value: string) {
  fireEvent.input(ui.getByLabelText(label), { target: { value } });
}

async function fillBuyer(ui: Ui, cpf = '52998224725') {
  type(ui, 'Nome completo', 'Ana Souza');
  type(ui, 'WhatsApp', '(11) 98765-4321');
  type(ui, 'E-mail', 'ana@example.com');
  type(ui, 'CPF', cpf);
}

async function payWithPix(ui: Ui) {
  await act(async () => fireEvent.click(ui.getByRole('button', { name: /^PIX/ })));
  await fillBuyer(ui);
  await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Gerar PIX' })));
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 20, 0) });
  quoteFor = (coupon) =>
    coupon === 'LANCAMENTO10'
      ? WITH_COUPON
      : coupon
        ? {
            ...QUOTE,
            coupon: {
              code: coupon,
              applied: false,
              reason: 'coupon_expired',
              message: 'Este cupom expirou.',
            },
          }
        : QUOTE;
  chargeReplies = [];
  states = [];
  calls = [];
  serve();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  history.replaceState(null, '', '/ianapratica');
});

afterEach(() => {
  forgetLaunchSettings();
  sessionStorage.clear();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('the quote in the payment modal', () => {
  it('applies ?cupom= from the page: the list price struck through, the coupon and the new price', async () => {
    history.replaceState(null, '', '/ianapratica?cupom=lancamento10');
    const { ui, root } = await renderModal();
    expect(calls[0]?.url.searchParams.get('cupom')).toBe('LANCAMENTO10');
    expect(root.querySelector('s')).toHaveTextContent('R$ 1.797,00');
    expect(ui.getByText('Cupom LANCAMENTO10: 10% de desconto')).toBeInTheDocument();
    expect(ui.getByRole('button', { name: /^PIX\s*R\$ 1\.617,30/ })).toBeEnabled();
    expect(ui.getByRole('button', { name: /até 12x\s*total R\$ 1\.872,29/ })).toBeEnabled();
  });

  it('says why a typed coupon is refused, and keeps the full price', async () => {
    const { ui, root } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Tem um cupom?' })));
    const field = ui.getByLabelText('Código do cupom');
    expect(focused(field)).toBe(field);
    type(ui, 'Código do cupom', 'velho');
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Aplicar' })));
    expect(calls.at(-1)?.url.searchParams.get('cupom')).toBe('VELHO');
    expect(ui.getByText('Cupom VELHO: Este cupom expirou.')).toBeInTheDocument();
    expect(root.querySelector('s')).toBeNull();
    expect(ui.getByRole('button', { name: /^PIX\s*R\$ 1\.797,00/ })).toBeEnabled();
  });

  it('adds a ticked bump to the total and to the PIX charge', async () => {
    const { ui } = await renderModal();
    expect(ui.getByText('Total no PIX').parentElement).toHaveTextContent('R$ 1.797,00');
    const bump = ui.getByRole('checkbox', { name: /Pacote de planilhas\s*Modelos prontos\s*\+ R\$ 97,00/ });
    await act(async () => fireEvent.click(bump));
    expect(ui.getByText('Total no PIX').parentElement).toHaveTextContent('R$ 1.894,00');
    expect(ui.getByRole('button', { name: /^PIX\s*R\$ 1\.894,00/ })).toBeEnabled();
    await payWithPix(ui);
    expect(posted('/api/payments/pix-charge')[0]?.body).toMatchObject({
      bumps: ['bump-1'],
      buyer: { name: 'Ana Souza', email: 'ana@example.com', phone: '+5511987654321', cpf: '52998224725' },
    });
  });

  it('sends the card checkout with the coupon and the bumps', async () => {
    sessionStorage.setItem('funil:coupon', 'LANCAMENTO10');
    const { ui, navigate } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('checkbox', { name: /Mentoria em grupo/ })));
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /Cartão de crédito/ })));
    expect(posted('/api/payments/credit-card')[0]?.body).toMatchObject({
      coupon: 'LANCAMENTO10',
      bumps: ['bump-2'],
      billingTypes: ['CREDIT_CARD'],
    });
    expect(navigate).toHaveBeenCalledWith('https://pay.example/checkout/1');
  });

  it('quotes a ticket by its code', async () => {
    await renderModal({ ticket: { code: 'imersao-sp', name: 'Imersão SP', priceCents: 49_700 } });
    expect(calls[0]?.url.searchParams.get('offer')).toBe('imersao-sp');
  });
});

describe('PIX inside the modal', () => {
  it('fills the form from the stored lead and checks the CPF before sending', async () => {
    localStorage.setItem(
      'lead',
      JSON.stringify({
        name: 'Ana Souza',
        email: 'ana@example.com',
        whatsapp: '5511987654321',
        savedAt: Date.now(),
      }),
    );
    const { ui } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /^PIX/ })));
    expect(ui.getByRole('heading', { name: 'Pagar com PIX' })).toBeInTheDocument();
    expect(ui.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(ui.getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
    type(ui, 'CPF', '12345678900');
    expect(ui.getByLabelText('CPF')).toHaveValue('123.456.789-00');
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Gerar PIX' })));
    const cpf = ui.getByLabelText('CPF');
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveAccessibleDescription('CPF inválido. Confira os 11 números.');
    expect(focused(cpf)).toBe(cpf);
    expect(posted('/api/payments/pix-charge')).toEqual([]);
  });

  it('shows the server’s field messages and keeps what was typed', async () => {
    chargeReplies.push(() =>
      Response.json(
        {
          error: {
            code: 'validation_failed',
            message: 'Dados inválidos',
            fields: { 'buyer.email': 'E-mail recusado.' },
          },
        },
        { status: 422 },
      ),
    );
    const { ui } = await renderModal();
    await payWithPix(ui);
    expect(ui.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail recusado.');
    expect(ui.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(ui.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });

  it('draws the QR, the amount and items, the countdown, and copies the code', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { ui } = await renderModal();
    await payWithPix(ui);
    const heading = ui.getByRole('heading', { name: 'Pague com PIX' });
    expect(focused(heading)).toBe(heading);
    expect(ui.getByRole('img', { name: /QR code do PIX/ })).toHaveAttribute('src', CHARGE.qrImage);
    expect(ui.getByLabelText('PIX copia e cola')).toHaveValue(CHARGE.payload);
    expect(ui.getByText('R$ 1.714,30')).toBeInTheDocument();
    expect(ui.getByText('Pacote de planilhas')).toBeInTheDocument();
    expect(ui.getByText('30:00')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    expect(ui.getByText('28:55')).toBeInTheDocument();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Copiar' })));
    expect(writeText).toHaveBeenCalledWith(CHARGE.payload);
    expect(ui.getByRole('button', { name: 'Código copiado!' })).toBeInTheDocument();
    expect(ui.getByRole('status')).toHaveTextContent('Código copiado!');
    expect(ui.queryByRole('link', { name: /Simular pagamento/ })).toBeNull();
  });

  it('names a single item without saying its amount twice, and says it is waiting before the QR', async () => {
    chargeReplies = [
      () =>
        Response.json(
          { ...CHARGE, amountCents: 161_730, items: [{ name: 'IA na Prática', amountCents: 161_730 }] },
          { status: 201 },
        ),
    ];
    const { ui } = await renderModal();
    await payWithPix(ui);
    expect(ui.getByText('IA na Prática')).toBeInTheDocument();
    expect(ui.getAllByText('R$ 1.617,30')).toHaveLength(1);
    const waiting = ui.getByRole('status');
    const qr = ui.getByRole('img', { name: /QR code do PIX/ });
    expect(waiting.compareDocumentPosition(qr) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('polls its own checkout and goes to the success page once paid', async () => {
    states = ['pending', 'pending', 'paid'];
    const { ui, navigate } = await renderModal();
    await payWithPix(ui);
    expect(ui.getByRole('status')).toHaveTextContent('Aguardando o pagamento...');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(polls().map((call) => call.url.pathname)).toEqual(Array(3).fill('/api/payments/pix-charge/chk-1'));
    expect(navigate).toHaveBeenCalledWith(CHARGE.successUrl);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toHaveLength(3);
  });

  it('"Já paguei" asks at once and says when the payment has not arrived', async () => {
    states = ['pending'];
    const { ui } = await renderModal();
    await payWithPix(ui);
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Já paguei' })));
    expect(polls()).toHaveLength(1);
    expect(ui.getByRole('status')).toHaveTextContent('Ainda não recebemos o pagamento');
  });

  it('asks again as soon as the buyer comes back to the tab', async () => {
    states = ['pending', 'paid'];
    const { ui, navigate } = await renderModal();
    await payWithPix(ui);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(polls()).toHaveLength(1);
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(navigate).toHaveBeenCalledWith(CHARGE.successUrl);
  });

  it('an expired PIX offers a new one with the same order and buyer', async () => {
    states = ['expired'];
    chargeReplies.push(
      () => Response.json(CHARGE, { status: 201 }),
      () => Response.json({ ...CHARGE, checkoutId: 'chk-2' }, { status: 201 }),
    );
    const { ui } = await renderModal();
    await act(async () => fireEvent.click(ui.getByRole('checkbox', { name: /Pacote de planilhas/ })));
    await payWithPix(ui);
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(ui.getByRole('heading', { name: 'Este PIX expirou' })).toBeInTheDocument();
    expect(ui.getByRole('status')).toHaveTextContent('Este PIX expirou');
    expect(ui.queryByRole('img')).toBeNull();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Gerar novo PIX' })));
    const [first, second] = posted('/api/payments/pix-charge');
    expect(second?.body).toEqual(first?.body);
    expect(ui.getByRole('heading', { name: 'Pague com PIX' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(polls().at(-1)?.url.pathname).toBe('/api/payments/pix-charge/chk-2');
  });

  it('an answer that is no charge keeps the form and says what to quote to support', async () => {
    chargeReplies.push(() => new Response('<html>Bad gateway</html>', { status: 201 }));
    const { ui } = await renderModal();
    await payWithPix(ui);
    expect(ui.getByRole('alert')).toHaveTextContent('Erro interno ao processar pagamento');
    expect(ui.getByRole('alert')).toHaveTextContent(/ID da tentativa: PAY-/);
    expect(ui.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(ui.getByRole('button', { name: 'Gerar PIX' })).toBeEnabled();
  });

  it('links the sandbox’s test page, marked as a test', async () => {
    chargeReplies.push(() =>
      Response.json({ ...CHARGE, testPayUrl: 'https://funil.example/sandbox/pix/chk-1' }, { status: 201 }),
    );
    const { ui } = await renderModal();
    await payWithPix(ui);
    const link = ui.getByRole('link', { name: 'Simular pagamento (ambiente de teste)' });
    expect(link).toHaveAttribute('href', 'https://funil.example/sandbox/pix/chk-1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('a coupon used up meanwhile: the server’s reason and the new price before paying, the form kept', async () => {
    sessionStorage.setItem('funil:coupon', 'LANCAMENTO10');
    chargeReplies.push(() =>
      Response.json(
        { error: { code: 'coupon_used_up', message: 'Este cupom já foi usado o número máximo de vezes.' } },
        { status: 409 },
      ),
    );
    const { ui } = await renderModal();
    // Its last use went to another buyer while this one typed.
    quoteFor = (coupon) => ({
      ...QUOTE,
      coupon: {
        code: coupon ?? '',
        applied: false,
        reason: 'coupon_used_up',
        message: 'Este cupom já foi usado o número máximo de vezes.',
      },
    });
    await payWithPix(ui);
    expect(posted('/api/payments/pix-charge')[0]?.body).toMatchObject({ coupon: 'LANCAMENTO10' });
    expect(ui.getByRole('alert')).toHaveTextContent('Este cupom já foi usado o número máximo de vezes.');
    expect(calls.filter((call) => call.url.pathname === '/api/offers/quote')).toHaveLength(2);
    expect(
      ui.getByText('Cupom LANCAMENTO10: Este cupom já foi usado o número máximo de vezes.'),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(ui.getByRole('button', { name: /^PIX\s*R\$ 1\.797,00/ })));
    expect(ui.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    await act(async () => fireEvent.click(ui.getByRole('button', { name: 'Gerar PIX' })));
    expect(posted('/api/payments/pix-charge')[1]?.body).not.toHaveProperty('coupon');
  });
});
