// Payment modal: idle, each method loading, the prices unavailable, and the failure alert with every §8
// message, with no network (the spec's launch handed over by ../launch-settings.ts); then issue 30's
// states, seeded: the quote with a coupon or its refusal, the bumps, the PIX form, the QR and expiry.
import { PaymentModal, type PaymentModalProps } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UNREACHABLE_API } from '../launch-settings.ts';
import { pixCharge, QUOTE, QUOTE_WITH_COUPON, quoteRefusing } from './pix-fixtures.ts';

const meta = {
  title: 'Payment/Modal',
  component: PaymentModal,
  args: { open: true, onClose: fn(), navigate: fn() },
  // A new key re-seeds the per-instance store when the story's initialState changes.
  render: (args: PaymentModalProps) => (
    <PaymentModal key={JSON.stringify([args.initialState, args.initialCheckout])} {...args} />
  ),
} satisfies Meta<typeof PaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {};

/** The modal's document: it renders in a shadow root, so queries start there. */
async function modalUi() {
  const root = await waitFor(() => {
    const found = document.querySelector('funil-widget')?.shadowRoot;
    if (!found?.querySelector('dialog[open]')) throw new Error('o modal ainda não abriu');
    return found;
  });
  return within(root as unknown as HTMLElement);
}

/** The launch settings are on their way (the server has not answered yet): "Carregando os preços...". */
export const PricesLoading: Story = {
  args: { apiBase: 'https://precos-a-caminho.invalid' },
  parameters: { api: { 'https://precos-a-caminho.invalid/api/launch-settings': 'pending' } },
};

/**
 * The launch settings could not be read (no answer, after the widget's retries 1 s, 2 s and 4 s
 * apart): nobody can pay yet, "Tentar de novo" asks again.
 */
export const PricesUnavailable: Story = {
  args: { apiBase: UNREACHABLE_API },
  play: async () => {
    const modal = await modalUi();
    await modal.findByRole('button', { name: 'Tentar de novo' }, { timeout: 12_000 });
  },
};

/** Released by the flow's play function: the server's answer waits until "Processando..." was seen. */
let answerCheckout: () => void = () => {};

/** A card payment the server refuses: the click, "Processando...", then the alert with its attempt id. */
export const PaymentFailsFlow: Story = {
  parameters: {
    api: {
      'POST /api/payments/credit-card': () =>
        new Promise((resolve) => {
          answerCheckout = () =>
            resolve({
              status: 400,
              body: { error: { code: 'invalid_link', message: 'Erro: Link de pagamento inválido' } },
            });
        }),
    },
  },
  play: async () => {
    const modal = await modalUi();
    await userEvent.click(await modal.findByRole('button', { name: /Cartão/ }));
    await waitFor(() => expect(modal.getAllByText('Processando...').length).toBeGreaterThan(0));
    answerCheckout();
    await expect(await modal.findByText(/Link de pagamento inválido/)).toBeVisible();
  },
};

export const PixLoading: Story = {
  args: { initialState: { loading: { pix: true, card: false } } },
};

export const CardLoading: Story = {
  args: { initialState: { loading: { pix: false, card: true } } },
};

/** The friendly alert with one of the §8 details and its attempt id. */
const failed = (detail: string, attemptId: string): Story => ({
  args: { initialState: { failure: { detail, attemptId } } },
});

export const ConnectionError = failed(
  'Não foi possível conectar ao servidor de pagamentos. Verifique sua conexão.',
  'PAY-M3X9K2-7QZ1',
);
export const TimeoutError = failed(
  'Timeout ao conectar com o servidor de pagamentos. Tente novamente.',
  'PAY-M3X9K2-8AB2',
);
export const MalformedLink = failed('Erro: Link de pagamento malformado', 'PAY-M3X9K2-9CD3');
export const InvalidLink = failed('Erro: Link de pagamento inválido', 'PAY-M3X9K2-1EF4');
export const InvalidData = failed('Dados inválidos: items.0.value deve ser positivo', 'PAY-M3X9K2-2GH5');
export const InvalidDataWithoutDetail = failed('Dados de pagamento inválidos', 'PAY-M3X9K2-3IJ6');
export const Unauthorized = failed('Erro de autenticação com o servidor de pagamentos', 'PAY-M3X9K2-4KL7');
export const Forbidden = failed('Acesso negado pelo servidor de pagamentos', 'PAY-M3X9K2-5MN8');
export const ServiceNotFound = failed('Serviço de pagamento não encontrado', 'PAY-M3X9K2-6OP9');
export const Unavailable = failed('Servidor de pagamentos temporariamente indisponível', 'PAY-M3X9K2-7QR1');
export const OtherStatus = failed(
  'Erro no servidor de pagamentos (409): Checkout já existe',
  'PAY-M3X9K2-8ST2',
);
export const OtherStatusWithoutMessage = failed('Erro desconhecido', 'PAY-M3X9K2-9UV3');
export const InternalError = failed('Erro interno ao processar pagamento', 'PAY-M3X9K2-1WX4');
export const EmptyResponse = failed('API retornou resposta vazia', 'PAY-M3X9K2-2YZ5');
export const ResponseWithoutLink = failed(
  'API retornou resposta inválida - link não encontrado',
  'PAY-M3X9K2-3AB6',
);

/** The server's quote with ?cupom=LANCAMENTO10: the list price struck through, the coupon named. */
export const QuoteWithCoupon: Story = { args: { initialCheckout: { quote: QUOTE_WITH_COUPON } } };

/** A coupon the server refused, with its pt-BR reason; the full price stays. */
export const CouponRefused: Story = { args: { initialCheckout: { quote: quoteRefusing('BLACKFRIDAY') } } };

/** Two order bumps, one ticked: the total and both buttons include it. */
export const Bumps: Story = { args: { initialCheckout: { quote: QUOTE, ticked: ['bump-1'] } } };

const BUYER = { name: 'Ana Souza', phone: '(11) 98765-4321', email: 'ana@example.com', cpf: '' };

/** After choosing PIX: the buyer's details, filled from the lead this browser saved. */
export const PixForm: Story = {
  args: { initialCheckout: { quote: QUOTE, step: 'pix-form', buyer: BUYER } },
};

/** The CPF's check digits do not match, and the server refused the e-mail. */
export const PixFormErrors: Story = {
  args: {
    initialCheckout: {
      quote: QUOTE,
      step: 'pix-form',
      buyer: { ...BUYER, cpf: '123.456.789-00' },
      buyerErrors: { cpf: 'CPF inválido. Confira os 11 números.', email: 'Informe um e-mail válido.' },
    },
  },
};

/** The charge: QR, copy-and-paste code, amount, items and the countdown (no server: checks fail quietly). */
export const PixQrCode: Story = {
  args: {
    apiBase: UNREACHABLE_API,
    initialCheckout: { quote: QUOTE, step: 'pix-charge', charge: pixCharge() },
  },
};

/** The sandbox's charge: the clearly marked test link beside the QR. */
export const PixQrCodeSandbox: Story = {
  args: {
    apiBase: UNREACHABLE_API,
    initialCheckout: {
      quote: QUOTE,
      step: 'pix-charge',
      charge: { ...pixCharge(), testPayUrl: 'https://funil.example/sandbox/pix/chk-1' },
    },
  },
};

/** The time ran out: "Este PIX expirou" and a new charge with the same data. */
export const PixExpired: Story = {
  args: {
    apiBase: UNREACHABLE_API,
    initialCheckout: { quote: QUOTE, step: 'pix-charge', charge: pixCharge(), chargeStatus: 'expired' },
  },
};
