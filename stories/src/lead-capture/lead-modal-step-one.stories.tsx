// Lead modal, step 1 (name and WhatsApp) in each of its states, with no network.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ModalHarness } from './modal-harness.tsx';

const meta = {
  title: 'Lead capture/Lead modal/Step 1',
  component: ModalHarness,
  args: { open: true, onClose: fn(), onComplete: fn() },
} satisfies Meta<typeof ModalHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+5511987654321' } },
};

export const Processing: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+5511987654321', status: 'saving' } },
};

export const InvalidPhone: Story = {
  args: { initialState: { name: 'Maria Silva', phone: '+551198', phoneError: true } },
};
