// Payment modal: idle, each method loading, the prices unavailable, and the failure alert with every §8
// message, with no network (the spec's launch handed over by ../launch-settings.ts).
import { PaymentModal, type PaymentModalProps } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UNREACHABLE_API } from '../launch-settings.ts';

const meta = {
  title: 'Payment/Modal',
  component: PaymentModal,
  args: { open: true, onClose: fn(), navigate: fn() },
  // A new key re-seeds the per-instance store when the story's initialState changes.
  render: (args: PaymentModalProps) => <PaymentModal key={JSON.stringify(args.initialState)} {...args} />,
} satisfies Meta<typeof PaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {};

/** The launch settings could not be read (after the widget's retries, a few seconds): nobody can pay yet. */
export const PricesUnavailable: Story = { args: { apiBase: UNREACHABLE_API } };

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
