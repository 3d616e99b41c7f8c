// Payment modal: idle, each method loading, and the failure alert, with no network.
import { PaymentModal, type PaymentModalProps } from '@funil/widgets/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

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

export const PixLoading: Story = {
  args: { initialState: { loading: { pix: true, card: false } } },
};

export const CardLoading: Story = {
  args: { initialState: { loading: { pix: false, card: true } } },
};

export const ConnectionError: Story = {
  args: {
    initialState: {
      failure: {
        detail: 'Não foi possível conectar ao servidor de pagamentos. Verifique sua conexão.',
        attemptId: 'PAY-M3X9K2-7QZ1',
      },
    },
  },
};

export const TimeoutError: Story = {
  args: {
    initialState: {
      failure: {
        detail: 'Timeout ao conectar com o servidor de pagamentos. Tente novamente.',
        attemptId: 'PAY-M3X9K2-8AB2',
      },
    },
  },
};

export const MalformedLink: Story = {
  args: {
    initialState: { failure: { detail: 'Erro: Link de pagamento malformado', attemptId: 'PAY-M3X9K2-9CD3' } },
  },
};
